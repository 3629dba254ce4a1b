// Issue 16: after the session expires the login page says why, and what the user was typing on the page comes back after
// signing in again (kept in sessionStorage for this tab; passwords and card data never are).
import { expect, test } from '@playwright/test';

// shopper.home: no other journey locks or changes this account (the lockout journey locks shopper.uy)
const PASSWORD = 'Cuenta.Demo2026'; // docs/demo-accounts.md

test('an expired session: login says why, and the profile keeps what was typed', async ({ page }) => {
  await page.goto('/home/login?returnTo=%2Fhome%2Faccount%2Fmy-profile');
  await page.getByLabel('Correo electrónico').fill('shopper.home@demo.example.com');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.locator('input[name="firstName"]')).toHaveValue('Valentina');

  // the session ends on the server while the page stays open (as after the idle timeout)
  const cookies = await page.context().cookies();
  const csrf = cookies.find((c) => c.name === 'cuenta_csrf')!.value;
  const out = await page.request.post('/s/auth/v1/logout', { headers: { 'x-csrf-token': csrf }, data: {} });
  expect(out.status()).toBe(200);
  await page.context().addCookies(cookies.filter((c) => c.name === 'cuenta_sid' || c.name === 'cuenta_csrf'));

  await page.locator('input[name="firstName"]').fill('Valentina Andrea');
  await page.locator('input[name="primaryPhone"]').fill('987654321');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();

  await expect(page).toHaveURL(/\/home\/login\?returnTo=%2Fhome%2Faccount%2Fmy-profile&expired=1/);
  await expect(page.getByTestId('session-expired-notice')).toContainText('Tu sesión expiró');
  await page.getByLabel('Correo electrónico').fill('shopper.home@demo.example.com');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();

  await expect(page).toHaveURL(/\/home\/account\/my-profile$/);
  await expect(page.locator('input[name="firstName"]')).toHaveValue('Valentina Andrea');
  await expect(page.locator('input[name="primaryPhone"]')).toHaveValue('987654321');
});
