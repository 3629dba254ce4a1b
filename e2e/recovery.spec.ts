// Issue 4: password recovery reading the code from the development mailbox, then login with the new password.
import { expect, test } from '@playwright/test';

const EMAIL = 'shopper.ar@demo.example.com';
const NEW_PASSWORD = 'Nueva#Clave2026';

test('recover the password with the code from the mailbox, then log in with it', async ({ page, request }) => {
  await page.goto('/ar/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).first().click();
  await expect(page).toHaveURL(/\/ar\/password-recovery/);
  await page.getByLabel('Correo electrónico').fill(EMAIL);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();

  // the tester's view: the development mailbox page shows the mail
  const mailbox = await page.context().newPage();
  await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(EMAIL)}`);
  const text = await mailbox.locator('tbody tr').first().locator('pre').innerText();
  const code = /^\d{4}$/m.exec(text)?.[0];
  expect(code, 'a 4-digit code (Argentina, consumer)').toBeTruthy();
  await mailbox.close();
  // the JSON view agrees
  const json = await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(EMAIL)}`)).json();
  expect(json.mails[0].text).toContain(code);

  await page.getByLabel('Código de verificación').fill(code!);
  await page.locator('input[name="newPassword"]').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('heading', { name: 'Tu contraseña fue actualizada' })).toBeVisible();

  await page.getByRole('link', { name: 'Iniciar sesión' }).last().click();
  await expect(page).toHaveURL(/\/ar\/login/);
  await page.getByLabel('Correo electrónico').fill(EMAIL);
  await page.locator('input[name="password"]').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/ar\/account$/);
});
