// Issue 4: five wrong passwords block the account (ACCOUNT_BLOCKED); then even the right password answers that it
// remains locked. Uses the Uruguayan demo shopper, which no other browser test signs in with.
import { expect, test } from '@playwright/test';

test('lockout after 5 failures', async ({ page }) => {
  await page.goto('/uy/login');
  await page.getByLabel('Correo electrónico').fill('shopper.uy@demo.example.com');
  const password = page.locator('input[name="password"]');
  const submit = page.getByRole('button', { name: 'Iniciar sesión' });
  for (let i = 1; i <= 4; i += 1) {
    await password.fill(`Equivocada${i}x`);
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Tus datos son incorrectos');
    await expect(submit).toBeEnabled();
  }
  await password.fill('Equivocada5x');
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('bloqueamos tu cuenta por 7 minutos');
  await expect(page.locator('.banner--locked').getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  // the right password now: still locked, and no word on whether it was right
  await password.fill('Cuenta.Demo2026');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('Tu cuenta sigue bloqueada');
  await expect(page).toHaveURL(/\/uy\/login/);
});
