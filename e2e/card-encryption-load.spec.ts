// Issue 17: jose, which makes the card's JWE, is loaded only when a card is encrypted (src/services/payment.api.ts). If
// that chunk cannot be fetched (a dropped connection, a deploy that replaced the hashed files), the save fails with the
// modal's catalogued error (spec §8), nothing the shopper typed is lost, and saving again once the network is back saves
// the card. The home-store tenant's shopper (Chile's formats) is used so that no other journey's cards change.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in';

const CRYPTO_CHUNK = /\/assets\/payment-crypto-[\w-]+\.js$/;

test('a card is saved after the encryption code failed to load once, with nothing typed lost', async ({ page }) => {
  await signIn(page, 'home', 'shopper.home@demo.example.com');
  await page.goto('/home/account/my-payment');
  await expect(page.locator('.my-payment')).toHaveAttribute('data-step', 'ready');
  const cards = page.locator('.my-payment__list > li');
  const before = await cards.count();

  let blocked = 0;
  await page.route(CRYPTO_CHUNK, (route) => {
    blocked += 1;
    return route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Agregar tarjeta' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Tarjeta de crédito' }).click();
  await form.getByLabel('Nombre del titular').fill('Valentina Muñoz');
  await form.getByLabel('Número de tarjeta').pressSequentially('5555555555554444');
  await form.getByLabel('Vencimiento (MM/AA)').pressSequentially('0829');
  await form.getByLabel('Código de seguridad').fill('529');
  await form.getByLabel('Número de documento del titular').fill('192837464');
  await form.getByLabel('Teléfono').fill('912345678');
  await form.getByLabel('Correo electrónico').fill('valentina@example.com');
  await form.getByRole('button', { name: 'Guardar tarjeta' }).click();

  // spec §8's message for a card that could not be prepared for sending (messages.cryptoPublicKeyError)
  await expect(form.getByRole('alert')).toContainText('No pudimos preparar el envío seguro de tus datos.');
  expect(blocked).toBeGreaterThan(0);
  await expect(form.getByLabel('Número de tarjeta')).toHaveValue('5555 5555 5555 4444');
  await expect(form.getByLabel('Vencimiento (MM/AA)')).toHaveValue('08/29');
  await expect(form.getByLabel('Código de seguridad')).toHaveValue('529');
  await expect(form.getByLabel('Nombre del titular')).toHaveValue('Valentina Muñoz');
  await expect(cards).toHaveCount(before);

  await page.unroute(CRYPTO_CHUNK);
  await form.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cards).toHaveCount(before + 1);
  await expect(page.locator('.my-payment__list > li[data-last-four="4444"]').first()).toBeVisible();
});
