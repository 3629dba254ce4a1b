// Issue 34 item 7, spec §6, in a real browser against the real server on pe-b2b: the buyer buys within its maximum purchase
// amount and is refused beyond it, and the quoter is told it quotes and does not buy, each at 360 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { companyLogin } from './helpers/company';

async function csrf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'cuenta_csrf')?.value ?? '';
}

/** AddToCart from the page, as the product page calls it. */
async function addToCart(page: Page, sku: string, quantity: number) {
  const token = await csrf(page);
  return page.evaluate(
    async ({ sku, quantity, token }) => {
      const response = await fetch('/s/checkout/v1/carts/mine/lines', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tenant': 'pe-b2b', channel: 'WEB', 'x-csrf-token': token },
        body: JSON.stringify({ sku, quantity }),
      });
      return { status: response.status, body: (await response.json()) as { code?: string; total?: number } };
    },
    { sku, quantity, token },
  );
}

/** Store pickup at the first store holding every line, pay at the till, then "Pagar". */
async function pickupAndPayAtTill(page: Page) {
  await page.goto('/pe-b2b/checkout');
  await page.getByRole('radio', { name: 'Retiro en tienda' }).check();
  await page.locator('input[name="store"]:not([disabled])').first().check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: 'Pagar en caja' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Pagar' }).click();
}

/** The buyer's cart emptied first: a journey that stopped beyond the maximum keeps its lines (the cart is kept). */
async function emptyCart(page: Page) {
  const token = await csrf(page);
  const headers = { 'x-tenant': 'pe-b2b', 'x-csrf-token': token };
  const cart = (await (await page.request.get('/s/checkout/v1/carts/mine', { headers })).json()) as {
    lines: { sku: string }[];
  };
  for (const line of cart.lines)
    expect((await page.request.delete(`/s/checkout/v1/carts/mine/lines/${line.sku}`, { headers })).status()).toBe(200);
}

for (const width of [1280, 360]) {
  test(`pe-b2b buyer at ${width} px: buys within its maximum, is refused beyond it, the cart kept`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await companyLogin(page, 'pe-b2b', 'buyer.pe-b2b@demo.example.com');
    await emptyCart(page);
    // within PEN 5,000: one drill
    expect((await addToCart(page, 'HM-1001', 1)).status).toBeLessThan(300);
    await pickupAndPayAtTill(page);
    await expect(page.getByTestId('order-number')).toBeVisible();

    // beyond it: twenty one-piece toilets (PEN 520 each in the demo prices)
    expect((await addToCart(page, 'HM-4002', 20)).status).toBeLessThan(300);
    await pickupAndPayAtTill(page);
    await expect(page.getByText('El total supera tu monto máximo de compra.')).toBeVisible();
    // nothing was bought: the cart still holds the line
    await page.goto('/pe-b2b/cart');
    await expect(page.locator('li[data-sku="HM-4002"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  test(`pe-b2b quoter at ${width} px: cannot put products in the cart, and the checkout says it quotes only`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await companyLogin(page, 'pe-b2b', 'quoter.pe-b2b@demo.example.com');
    const refused = await addToCart(page, 'HM-1001', 1);
    expect(refused.status).toBe(403);
    await page.goto('/pe-b2b/checkout');
    await expect(page.getByText('Tu perfil de cotizador permite cotizar, pero no comprar.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
