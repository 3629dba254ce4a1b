// Issue 15: in-store quotations in a real browser against the real server, at 360 and 1280 px (spec §2, §3, §4, §7, §8, §9).
// Open a quotation, read its barcode (decoded in Node from the server's PNG), download the PDF (and see the success page),
// convert it to the cart; an expired one shows 'La cotización que buscas ya expiró' and is re-quoted into a fresh one.
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { decodeBarcodePng } from './helpers/decode-barcode';
import { signIn } from './helpers/sign-in';

const VIEWPORTS = [
  { width: 360, height: 780, tenant: 'pe', email: 'shopper.pe@demo.example.com' },
  { width: 1280, height: 900, tenant: 'cl', email: 'shopper.cl@demo.example.com' },
];

for (const vp of VIEWPORTS) {
  test(`quotations at ${vp.width} px: barcode, PDF, to the cart; expired and re-quoted`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await signIn(page, vp.tenant, vp.email);
    await page.goto(`/${vp.tenant}/account/quotes-in-stores`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis cotizaciones en tienda' })).toBeVisible();
    const cards = page.locator('[data-quotation]');
    // the seed's three (two valid, one expired), and any an agent made in another journey
    await expect(cards.filter({ hasText: 'Expirada' })).not.toHaveCount(0);
    expect(await cards.count()).toBeGreaterThanOrEqual(3);

    // a valid one: its barcode decodes to its number
    const valid = cards.filter({ hasText: 'Vigente' }).first();
    const number = (await valid.getAttribute('data-quotation'))!;
    await valid.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: `Cotización N° ${number}` })).toBeVisible();
    const barcode = page.getByRole('img', { name: `Código de barras de la cotización ${number}` });
    await expect(barcode).toBeVisible();
    const png = await page.request.get((await barcode.getAttribute('src'))!);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(await decodeBarcodePng(await png.body())).toEqual([number]);

    // the PDF, then the download-success page
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`cotizacion-${number}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByRole('heading', { level: 1, name: 'Descarga exitosa' })).toBeVisible();
    await page.getByRole('button', { name: 'Volver a la cotización' }).click();

    // to the cart (which may already hold lines of other journeys): the cart grows by the quotation's units
    const cartCount = async () =>
      (await (await page.request.get('/s/checkout/v1/carts/mine', { headers: { 'x-tenant': vp.tenant } })).json())
        .count as number;
    const before = await cartCount();
    const units = await page.locator('tbody tr td:nth-child(2)').allTextContents();
    await page.getByRole('button', { name: 'Pasar al carro' }).click();
    await expect(page.getByText(/^Agregamos \d+ productos? al carro\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pasar al carro' })).toHaveCount(0);
    expect(await cartCount()).toBe(before + units.reduce((sum, u) => sum + Number(u), 0));

    // an expired one: the message of spec §8 and a fresh quotation
    await page.getByRole('link', { name: 'Volver a mis cotizaciones' }).click();
    const expired = page.locator('[data-quotation]').filter({ hasText: 'Expirada' }).first();
    const old = (await expired.getAttribute('data-quotation'))!;
    await expired.getByRole('link').click();
    await expect(page.getByRole('alert')).toHaveText('La cotización que buscas ya expiró');
    await expect(page.getByRole('button', { name: 'Pasar al carro' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Volver a cotizar' }).click();
    await expect(page.getByText('Te hicimos una nueva cotización con los precios de hoy.')).toBeVisible();
    const fresh = page.getByRole('heading', { level: 1, name: /^Cotización N° \d+$/ });
    await expect(fresh).not.toHaveText(`Cotización N° ${old}`);
    await expect(page.locator('[data-status="valid"]')).toBeVisible();
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map((e) => `${e.tagName}.${e.className}`),
    );
    expect(wide).toEqual([]);

    // in the cart is not bought yet: the purchases from quotations hold only orders (the demo's closed one), not this one
    await page.goto(`/${vp.tenant}/account/my-quotes-store-orders`);
    await expect(page.locator('[data-order]').first()).toBeVisible();
    await expect(page.locator('[data-order]').filter({ hasText: `Desde la cotización N° ${number}` })).toHaveCount(0);
  });
}

// Issue 15: the quotations landing (latest quotations, stores, how to quote, entry points) and myQuotesStoreOrders (the
// orders that came from quotations: the demo shopper's closed order came from one), each order linking to its detail.
for (const vp of VIEWPORTS) {
  test(`quotations landing and orders from quotations at ${vp.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await signIn(page, vp.tenant, vp.email);
    await page.goto(`/${vp.tenant}/account/quotations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cotizaciones' })).toBeVisible();
    await expect(page.getByText('tu cotización es válida por 3 días')).toBeVisible();
    // the latest quotations (at most three), each opening its page
    const latest = page.locator('[data-quotation]');
    await expect(latest.first()).toBeVisible();
    expect(await latest.count()).toBeLessThanOrEqual(3);
    // the stores of the tenant
    await expect(page.getByRole('heading', { level: 2, name: 'Dónde cotizar' })).toBeVisible();
    await expect(page.locator('[data-store]')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(vp.width);
    const number = (await latest.first().getAttribute('data-quotation'))!;
    await latest.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: `Cotización N° ${number}` })).toBeVisible();

    // from the landing to the orders that came from quotations, and on to the order
    await page.goto(`/${vp.tenant}/account/quotations`);
    await page.getByRole('link', { name: 'Compras desde cotizaciones' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Compras desde cotizaciones' })).toBeVisible();
    const orders = page.locator('[data-order]');
    await expect(orders.first()).toBeVisible();
    const closed = orders.filter({ hasText: 'Finalizado' }).first();
    await expect(closed).toContainText(/Desde la cotización N° \d+/);
    await expect(closed).toContainText('Tienda:');
    const orderNumber = (await closed.getAttribute('data-order'))!;
    expect(orderNumber).toMatch(/^9\d{4}06000$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(vp.width);
    await closed.getByRole('link', { name: `Pedido N° ${orderNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Orden N° ${orderNumber}` })).toBeVisible();
  });
}
