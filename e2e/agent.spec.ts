// spec §6: the agent journey in a real browser against the real server. From the customer login an agent opens the agent
// login, signs in (ALTCHA bot check solved in the page), names a demo shopper of the tenant, and lands on the shopper's
// account home with the impersonation noted. Demo accounts: docs/demo-accounts.md.
import { expect, test } from '@playwright/test';

const PASSWORD = 'Cuenta.Demo2026';

test('an agent signs in, impersonates a demo shopper and lands on the account home with the impersonated note', async ({
  page,
}) => {
  await page.goto('/cl/login');
  await page.getByRole('link', { name: 'Ingreso de agentes' }).click();
  await expect(page).toHaveURL(/\/cl\/agent\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingreso de agentes' })).toBeVisible();

  // a wrong password: the catalogued agent message (spec §8) and a retry
  await page.locator('input[name="email"]').fill('agent.cl@demo.example.com');
  await page.locator('input[name="password"]').fill('Equivocada123');
  await page.getByRole('button', { name: 'Ingresar como agente' }).click();
  await expect(page.getByRole('alert')).toHaveText('No pudimos iniciar tu sesión de agente. Inténtalo nuevamente.');
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar como agente' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '¿A qué cliente vas a atender?' })).toBeVisible();
  await expect(page.getByText('Ingresaste como Agente Demo Chile.')).toBeVisible();

  // a customer of another tenant is not found here
  await page.locator('input[name="customerEmail"]').fill('shopper.pe@demo.example.com');
  await page.getByRole('button', { name: 'Ver la cuenta del cliente' }).click();
  await expect(page.getByRole('alert')).toHaveText('No encontramos un cliente activo con ese correo en este país.');
  await page.getByRole('button', { name: 'Elegir otro cliente' }).click();

  await page.locator('input[name="customerEmail"]').fill('shopper.cl@demo.example.com');
  const impersonation = page.waitForResponse((r) => r.url().includes('/s/auth/v1/impersonation/login'));
  await page.getByRole('button', { name: 'Ver la cuenta del cliente' }).click();
  expect((await impersonation).status()).toBe(200);

  await expect(page).toHaveURL(/\/cl\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Camila' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('Estás viendo esta cuenta como agente.');
});
