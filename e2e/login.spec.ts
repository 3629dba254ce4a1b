// Issue 4: login in a real browser at 360 px and 1280 px, against the real server (ALTCHA bot check solved in the page).
// A protected page sends the user to login with ?returnTo=, and after login the user lands where they were going.
import { expect, test } from '@playwright/test';

const PASSWORD = 'Cuenta.Demo2026'; // docs/demo-accounts.md

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`login at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('cl (newer back end): wrong password, then log in and land on the page asked for', async ({ page }) => {
      await page.goto('/cl/account/change-password');
      await expect(page).toHaveURL(/\/cl\/login\?returnTo=%2Fcl%2Faccount%2Fchange-password/);
      await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
      await page.getByLabel('Correo electrónico').fill('shopper.cl@demo.example.com');
      await page.getByLabel('Contraseña', { exact: false }).first().fill('Equivocada123');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page.getByRole('alert')).toHaveText('Tus datos son incorrectos');
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page).toHaveURL(/\/cl\/account\/change-password$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeVisible();
      const box = await page.locator('form.change-password').boundingBox();
      expect(box!.width).toBeLessThanOrEqual(viewport.width);
    });

    test('cl-classic (legacy back end) and br (Portuguese) log in too', async ({ page }) => {
      await page.goto('/cl-classic/login');
      await page.getByLabel('Correo electrónico').fill('shopper.cl-classic@demo.example.com');
      await page.locator('input[name="password"]').fill(PASSWORD);
      const legacy = page.waitForResponse((r) => r.url().includes('/s/actors/login'));
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      expect((await legacy).status()).toBe(200);
      await expect(page).toHaveURL(/\/cl-classic\/account$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Hola, Matías' })).toBeVisible();

      await page.goto('/br/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Entre na sua conta' })).toBeVisible();
      await page.getByLabel('E-mail').fill('shopper.br@demo.example.com');
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page).toHaveURL(/\/br\/account$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Olá, João' })).toBeVisible();

      // signing out ends the session: the account home now sends the user to login
      await page.getByRole('button', { name: 'Sair' }).click();
      await expect(page).toHaveURL(/\/br\/login$/);
      await page.goto('/br/account');
      await expect(page).toHaveURL(/\/br\/login\?returnTo=%2Fbr%2Faccount$/);
    });
  });
}
