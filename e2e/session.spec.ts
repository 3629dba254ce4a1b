// Issue 4 / spec §4: a session that ends on the server sends the user to login with the return path, and back after login.
import { expect, test } from '@playwright/test';

const PASSWORD = 'Cuenta.Demo2026';

test('session expiry -> login -> back to the page', async ({ page }) => {
  await page.goto('/pe/login?returnTo=%2Fpe%2Faccount%2Fchange-password');
  await page.getByLabel('Correo electrónico').fill('shopper.pe@demo.example.com');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeVisible();

  // The session ends on the server (as after the idle timeout) while the page stays open: log it out behind the page's back.
  const cookies = await page.context().cookies();
  const csrf = cookies.find((c) => c.name === 'cuenta_csrf')!.value;
  const out = await page.request.post('/s/auth/v1/logout', { headers: { 'x-csrf-token': csrf }, data: {} });
  expect(out.status()).toBe(200);
  // logout cleared the cookies of this API context; put the dead session cookie back, as a browser would still hold it
  await page.context().addCookies(cookies.filter((c) => c.name === 'cuenta_sid' || c.name === 'cuenta_csrf'));

  await page.locator('input[name="oldPassword"]').fill(PASSWORD);
  await page.locator('input[name="newPassword"]').fill('Otra#Clave2026');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();

  await expect(page).toHaveURL(/\/pe\/login\?returnTo=%2Fpe%2Faccount%2Fchange-password/);
  await page.getByLabel('Correo electrónico').fill('shopper.pe@demo.example.com');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/pe\/account\/change-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeVisible();
});
