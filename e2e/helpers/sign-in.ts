// Signs a demo account in through the login page (README "Demo accounts"; password Cuenta.Demo2026).
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Cuenta.Demo2026';

export async function signIn(page: Page, tenant: string, email: string): Promise<void> {
  await page.goto(`/${tenant}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/account$`));
}
