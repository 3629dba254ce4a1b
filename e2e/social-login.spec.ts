// spec §2 "Login: ... a social login option": in the demo the development identity provider ("ID de prueba", docs/auth.md)
// takes the browser through the real authorization code + PKCE flow and back, signed in.
import { expect, test } from '@playwright/test';

test('the social login option signs a new person in through the provider and back to where they were going', async ({
  page,
}) => {
  const email = `social.${Date.now()}@example.test`;
  await page.goto('/cl/login?returnTo=%2Fcl%2Faccount%2Fmy-profile');
  await expect(page.getByText('O ingresa con')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar con ID de prueba' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'ID de prueba' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('no es un correo');
  await page.getByLabel('Nombre').fill('Sofía');
  await page.getByLabel('Apellido').fill('Reyes');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Ingresa un correo válido')).toBeVisible();
  await expect(page.getByLabel('Nombre')).toHaveValue('Sofía');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/cl\/account\/my-profile$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page).toHaveTitle('Mis datos personales | Obra Casa');
});

test('a tenant without social login shows no option, and nothing is reserved for one', async ({ page }) => {
  await page.goto('/ar/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciá sesión' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Continuar con/ })).toHaveCount(0);
  expect(await page.locator('.social-login-slot').evaluate((slot) => slot.getBoundingClientRect().height)).toBe(0);
});
