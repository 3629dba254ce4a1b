// Issue 15: lists in a real browser against the real server, at 360 and 1280 px: the default list, two new lists, a
// refused duplicate name (spec §8 'Ya tienes una lista con este nombre.'), items from the catalogue, repurchase into the cart.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in';

const VIEWPORTS = [
  { width: 360, height: 780, tenant: 'pe', email: 'shopper.pe@demo.example.com' },
  { width: 1280, height: 900, tenant: 'cl', email: 'shopper.cl@demo.example.com' },
];

for (const vp of VIEWPORTS) {
  test(`lists at ${vp.width} px: create two, refuse a duplicate, add items and repurchase`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await signIn(page, vp.tenant, vp.email);
    await page.goto(`/${vp.tenant}/account/my-lists`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis listas' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver lista Mi primera lista' })).toBeVisible();

    const name = page.locator('input[name="listName"]');
    for (const list of ['Baño nuevo', 'Terraza']) {
      await name.fill(list);
      await page.getByRole('button', { name: 'Crear lista' }).click();
      await expect(page.getByRole('link', { name: `Ver lista ${list}` })).toBeVisible();
      // issue 16, spec §9: the save is told once, by the app's toaster
      const told = `Creaste la lista «${list}».`;
      await expect(page.locator('.toaster .toast-text').filter({ hasText: told })).toBeVisible();
      await expect(page.getByText(told)).toHaveCount(1);
    }
    // the rule in the browser, then the server's unique index for what the browser does not know
    await name.fill('BAÑO NUEVO');
    await page.getByRole('button', { name: 'Crear lista' }).click();
    await expect(page.getByRole('alert')).toHaveText('Ya tienes una lista con este nombre.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('BAÑO NUEVO');
    const refused = await page.request.post(`/api/quotation/lists`, {
      data: { name: 'terraza' },
      headers: {
        'x-csrf-token': (await page.context().cookies()).find((c) => c.name === 'cuenta_csrf')!.value,
        'x-tenant': vp.tenant,
      },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'LIST_NAME_EXISTS' });

    await page.getByRole('link', { name: 'Ver lista Terraza' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terraza' })).toBeVisible();
    await page.locator('select[name="product"]').selectOption('HM-2001');
    await page.getByRole('button', { name: 'Agregar a la lista' }).click();
    await expect(page.locator('[data-sku="HM-2001"]')).toBeVisible();
    await page.locator('select[name="product"]').selectOption('HM-2002');
    await page.getByRole('button', { name: 'Agregar a la lista' }).click();
    await expect(page.locator('[data-sku="HM-2002"]')).toBeVisible();
    const qty = page.locator('input[name="qty-HM-2002"]');
    await qty.fill('3');
    await qty.blur();
    await expect(page.locator('input[name="qty-HM-2002"]')).toHaveValue('3');

    await page.getByRole('button', { name: 'Comprar esta lista' }).click();
    await expect(page.getByText('Agregamos 4 productos al carro.')).toBeVisible();
    const cart = await (
      await page.request.get('/s/checkout/v1/carts/mine', { headers: { 'x-tenant': vp.tenant } })
    ).json();
    expect(
      cart.lines.map((l: { sku: string; quantity: number; source: string }) => [l.sku, l.quantity, l.source]),
    ).toEqual([
      ['HM-2001', 1, 'list'],
      ['HM-2002', 3, 'list'],
    ]);
    // nothing overflows the narrow screen
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
