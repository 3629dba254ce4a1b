// Issue 5: a collaborator completes the first login with the code read from the development mailbox.
import { expect, test } from '@playwright/test';
import { apiAs, companyLogin, DEMO_COMPANY_RUC as COMPANY_RUC } from './helpers/company';

test('a collaborator completes onboarding with the code read from the mailbox', async ({ page, request }) => {
  const email = `invitada.${Date.now().toString(36)}@andina-demo.pe`;
  // the company's owner invited her (issue 14: the collaborators API), then signed out
  await companyLogin(page, 'pe-b2b', 'owner.pe-b2b@demo.example.com');
  const invite = await apiAs(page, 'POST', '/api/my-account/pe-b2b/users/collaborators', {
    email,
    firstName: 'Rosa',
    lastName: 'Huamán',
    companyDocument: COMPANY_RUC,
    userType: 'buyer',
    status: 'active',
    maximumPurchaseAmount: 800,
  });
  expect(invite.status()).toBe(201);
  await page.context().clearCookies();

  await page.goto('/pe-b2b/collaborator/first-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Activa tu cuenta de colaborador' })).toBeVisible();
  // an unknown email gets the spec's message
  await page.locator('[name="email"]').fill('nadie@andina-demo.pe');
  await page.locator('[name="companyDocument"]').fill(COMPANY_RUC);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'No encontramos una cuenta empresa asociada a este correo. Intenta con otro.',
  );

  await page.locator('[name="email"]').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText(/Ingresa el código de 6 dígitos/)).toBeVisible();

  const mails = await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
  const code = /^\d{6}$/m.exec(mails.mails[0].text)?.[0];
  expect(code, 'a 6-digit business code').toBeTruthy();

  await page.locator('[name="code"]').fill(code!);
  await page.locator('[name="password"]').fill('Tornillo!88x');
  await page.locator('[name="acceptTermsAndConditions"]').check();
  await page.getByRole('button', { name: 'Activar cuenta' }).click();
  await expect(page.getByRole('heading', { name: '¡Hola, Rosa!' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir a mi cuenta' }).click();
  await expect(page).toHaveURL(/\/pe-b2b\/account$/);
});

test('the seeded invited collaborator (docs/demo-accounts.md) can start the first login', async ({ page, request }) => {
  await page.goto('/pe-b2b/collaborator/first-login');
  await page.locator('[name="email"]').fill('invited.pe-b2b@demo.example.com');
  await page.locator('[name="companyDocument"]').fill(COMPANY_RUC);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText(/Ingresa el código de 6 dígitos/)).toBeVisible();
  const mails = await (await request.get('/dev/mailbox.json?to=invited.pe-b2b%40demo.example.com')).json();
  expect(mails.mails[0].text).toMatch(/^\d{6}$/m);
});
