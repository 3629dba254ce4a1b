// Issue 14, spec §9: after login in Colombia the signed-in consent check asks for the pending consent templates; once accepted
// it does not ask again. In a tenant without consents (Chile) nothing is asked.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers/company';

// The demo shopper accepts once per data dir: accepted at 360 px, then checked at 1280 px (no skipped run).
test('Colombian shopper accepts the pending consents after login at 360 px and is not asked again at 1280 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/co/login');
  await page.getByLabel('Correo electrónico').fill('shopper.co@demo.example.com');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/co\/account$/);
  const dialog = page.getByRole('dialog', { name: 'Revisa y acepta las autorizaciones' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  for (const box of await dialog.locator('input[type="checkbox"]').all()) await box.check();
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Andrés' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a Chilean shopper is asked nothing', async ({ page }) => {
  await page.goto('/cl/login');
  await page.getByLabel('Correo electrónico').fill('shopper.cl@demo.example.com');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Camila' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
