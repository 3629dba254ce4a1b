// Issue 34 item 6 in the browser, at 360 and 1280 px (cl): paying with a NEW card added from the checkout through the
// add-card modal; the demo payment adapter declines the test card 4000 0000 0000 0341 (402 PAYMENT_DECLINED): the shopper
// is told, no order is made and the cart is kept; the same purchase then goes through with another new card, the order
// shows in "Mis compras", and its cancellation offers the card reversal (spec §9: after 48 hours), not the bank form.
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type Checkout from '../src/i18n/locales/es/checkout.json';
import type Common from '../src/i18n/locales/es/common.json';
import { apiAs } from './helpers/company';
import { DEMO_PASSWORD } from './helpers/sign-in';

const load = createRequire(import.meta.url);
const t = load('../src/i18n/locales/es/checkout.json') as typeof Checkout;
const c = load('../src/i18n/locales/es/common.json') as typeof Common;

const DECLINED = '4000000000000341'; // docs/payments.md: the demo adapter's declined test card
const ACCEPTED = '5555555555554444';
const SKU = 'HM-1001';

async function addNewCard(page: Page, number: string) {
  await page.getByRole('button', { name: t.checkout.payment.addCard }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Tarjeta de crédito' }).click();
  await dialog.getByLabel('Nombre del titular').fill('Camila Rojas');
  await dialog.getByLabel('Número de tarjeta').pressSequentially(number);
  await dialog.getByLabel('Vencimiento (MM/AA)').pressSequentially('0829');
  await dialog.getByLabel('Código de seguridad').fill('529');
  await dialog.getByLabel('Número de documento del titular').fill('158724391');
  await dialog.getByLabel('Teléfono').fill('912345678');
  await dialog.getByLabel('Correo electrónico').fill('camila@example.com');
  await dialog.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(dialog).toHaveCount(0);
  // the new card is chosen for this purchase
  await expect(
    page.getByRole('radio', { name: new RegExp(`terminada en ${number.slice(-4)}`), checked: true }),
  ).toHaveCount(1);
}

for (const width of [360, 1280]) {
  test(`cl at ${width} px: a new card declined keeps the cart and makes no order; another new card pays`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 820 });
    await page.goto('/cl/login?returnTo=%2Fcl%2Fcart');
    await page.locator('input[name="email"]').fill('shopper.cl@demo.example.com');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('main').locator('form button[type="submit"]').first().click();
    await expect(page).toHaveURL(/\/cl\/cart$/);
    const added = await apiAs(page, 'POST', '/s/checkout/v1/carts/mine/lines', { sku: SKU, quantity: 1 });
    expect(added.status(), await added.text()).toBeLessThan(300);
    const newestOrder = async () =>
      ((await (await apiAs(page, 'GET', '/api/my-account/cl/orders')).json()) as { orders: { orderNumber: string }[] })
        .orders[0]?.orderNumber;
    const newestBefore = await newestOrder();

    await page.goto('/cl/checkout');
    await expect(page.getByRole('heading', { level: 1, name: t.checkout.title })).toBeVisible();
    await page.getByRole('button', { name: t.checkout.next }).click(); // home delivery to the default address
    await addNewCard(page, DECLINED);
    await page.getByRole('button', { name: t.checkout.next }).click();
    await page.getByRole('button', { name: t.checkout.review.pay }).click();

    // declined: told so, no order, the cart as it was
    await expect(page.getByRole('alert').filter({ hasText: c.errors.PAYMENT_DECLINED })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveCount(0);
    const cart = await (await apiAs(page, 'GET', '/s/checkout/v1/carts/mine')).json();
    expect(cart.lines.map((l: { sku: string }) => l.sku)).toContain(SKU);
    expect(await newestOrder()).toBe(newestBefore);

    // another new card: the purchase goes through
    if (!(await page.getByRole('button', { name: t.checkout.payment.addCard }).isVisible()))
      await page.getByRole('button', { name: t.checkout.back }).click();
    await addNewCard(page, ACCEPTED);
    await page.getByRole('button', { name: t.checkout.next }).click();
    await page.getByRole('button', { name: t.checkout.review.pay }).click();
    const number = page.getByTestId('order-number');
    await expect(number).toBeVisible();
    const orderNumber = ((await number.textContent()) ?? '').replace(/\D/g, '');
    await page.goto('/cl/account/my-orders');
    await expect(page.getByText(orderNumber).first()).toBeVisible();

    // its cancellation offers spec §9's card reversal after 48 hours instead of the bank form (issue 34 "Done when")
    await page.goto(`/cl/account/my-orders/${orderNumber}`);
    await page.getByRole('link', { name: 'Solicitar cancelación' }).click();
    await page.getByRole('main').locator('input[type="checkbox"]:not([disabled])').first().check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Me arrepentí de la compra').check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByTestId('refund-timing')).toHaveText(
      'Se reversará el cargo en tu tarjeta después de 48 horas.',
    );
    await expect(page.getByRole('button', { name: 'Ingresar datos bancarios' })).toHaveCount(0);
  });
}
