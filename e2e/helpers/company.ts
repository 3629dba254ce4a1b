// Browser-test helpers of issue 14: sign in through the company login, and call the API as the signed-in page would
// (the page's cookies plus the CSRF header read from the readable cookie).
import { expect, type APIResponse, type Page } from '@playwright/test';
import { rucCheckDigit } from '../../src/rules/document-check-digits';

export const DEMO_PASSWORD = 'Cuenta.Demo2026'; // docs/demo-accounts.md
export const DEMO_COMPANY_RUC = '2048591736' + rucCheckDigit('2048591736'); // the demo Peruvian company (server/src/db/demo-data.ts)

export async function companyLogin(page: Page, tenant: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`/${tenant}/login`);
  const companyTab = page.getByRole('button', { name: 'Empresas' });
  if ((await companyTab.getAttribute('aria-pressed')) !== 'true') await companyTab.click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/account$`));
}

async function csrf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'cuenta_csrf')?.value ?? '';
}

/** An API call with the page's session (cookies) and CSRF header. */
export async function apiAs(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<APIResponse> {
  const headers: Record<string, string> = { 'x-csrf-token': await csrf(page) };
  if (data !== undefined) headers['content-type'] = 'application/json';
  return page.request.fetch(url, { method, headers, data });
}

/** The 6-digit code of the latest mail to `email` in the development mailbox. */
export async function latestCode(page: Page, email: string): Promise<string> {
  const mails = await (await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
  const code = /^\d{6}$/m.exec(mails.mails[0].text)?.[0];
  expect(code, 'a 6-digit business code').toBeTruthy();
  return code!;
}
