// Issue 4 "done when": change the password in a real browser (Colombia: 3-of-4 policy), then sign in with the new one
// in a fresh browser while the old password is refused.
import { expect, test } from '@playwright/test';

const EMAIL = 'shopper.co@demo.example.com';
const OLD = 'Cuenta.Demo2026'; // docs/demo-accounts.md
const NEW = 'Ferreteria.Bogota77';

test('change password, then only the new one works', async ({ page, browser }) => {
  await page.goto('/co/login?returnTo=%2Fco%2Faccount%2Fchange-password');
  await page.getByLabel('Correo electrónico').fill(EMAIL);
  await page.locator('input[name="password"]').fill(OLD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeVisible();

  // the differ rule first (spec §5)
  await page.locator('input[name="oldPassword"]').fill(OLD);
  await page.locator('input[name="newPassword"]').fill(OLD);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('alert')).toHaveText('La nueva contraseña debe ser distinta de la actual');

  await page.locator('input[name="newPassword"]').fill(NEW);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Datos editados exitosamente.' })).toBeVisible();

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/co/login');
  await other.getByLabel('Correo electrónico').fill(EMAIL);
  await other.locator('input[name="password"]').fill(OLD);
  await other.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(other.getByRole('alert')).toHaveText('Tus datos son incorrectos');
  await other.locator('input[name="password"]').fill(NEW);
  await other.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(other).toHaveURL(/\/co\/account$/);
  await fresh.close();
});
