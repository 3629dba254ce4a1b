// Issue 16: after the session expires the login page says why, and what the user was typing on the page comes back after
// signing in again (kept in sessionStorage for this tab; passwords and card data never are).
import { expect, test } from '@playwright/test';

const PASSWORD = 'Cuenta.Demo2026'; // docs/demo-accounts.md

test('an expired session: login says why, and the profile keeps what was typed', async ({ page }) => {
  await page.goto('/uy/login?returnTo=%2Fuy%2Faccount%2Fmy-profile');
  await page.getByLabel('Correo electrónico').fill('shopper.uy@demo.example.com');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.locator('input[name="firstName"]')).toHaveValue('Diego');

  // the session ends on the server while the page stays open (as after the idle timeout)
  const cookies = await page.context().cookies();
  const csrf = cookies.find((c) => c.name === 'cuenta_csrf')!.value;
  const out = await page.request.post('/s/auth/v1/logout', { headers: { 'x-csrf-token': csrf }, data: {} });
  expect(out.status()).toBe(200);
  await page.context().addCookies(cookies.filter((c) => c.name === 'cuenta_sid' || c.name === 'cuenta_csrf'));

  await page.locator('input[name="firstName"]').fill('Diego Andrés');
  await page.locator('input[name="primaryPhone"]').fill('098765432');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();

  await expect(page).toHaveURL(/\/uy\/login\?returnTo=%2Fuy%2Faccount%2Fmy-profile&expired=1/);
  await expect(page.getByTestId('session-expired-notice')).toContainText('Tu sesión expiró');
  await page.getByLabel('Correo electrónico').fill('shopper.uy@demo.example.com');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();

  await expect(page).toHaveURL(/\/uy\/account\/my-profile$/);
  await expect(page.locator('input[name="firstName"]')).toHaveValue('Diego Andrés');
  await expect(page.locator('input[name="primaryPhone"]')).toHaveValue('098765432');
});
