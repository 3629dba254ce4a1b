// Issue 5: the lite registration wizard survives a reload (without the password) and registers a Peruvian company.
import { expect, test } from '@playwright/test';
import { rucCheckDigit } from '../src/rules/document-check-digits';

test('the lite wizard survives a reload and registers the company', async ({ page }) => {
  const run = Date.now().toString(36);
  const first10 = `20${String(Date.now() % 10 ** 8).padStart(8, '7')}`;
  await page.goto('/pe/register/lite');
  await expect(page.locator('form').getByRole('status')).toHaveText('Paso 1 de 3');
  await page.locator('[name="email"]').fill(`lite.${run}@andina.pe`);
  await page.locator('[name="password"]').fill('Cuenta2026x!');
  await page.locator('[name="acceptTermsAndConditions"]').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.locator('form').getByRole('status')).toHaveText('Paso 2 de 3');
  await page.locator('[name="firstName"]').fill('Luis');

  await page.reload();
  await expect(page.locator('form').getByRole('status')).toHaveText('Paso 2 de 3');
  await expect(page.locator('[name="firstName"]')).toHaveValue('Luis');
  // the password was not kept: going back shows it empty and asks for it again
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page.locator('[name="email"]')).toHaveValue(`lite.${run}@andina.pe`);
  await expect(page.locator('[name="password"]')).toHaveValue('');
  await page.locator('[name="password"]').fill('Cuenta2026x!');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.locator('[name="lastName"]').fill('Quispe');
  await page.locator('[name="position"]').fill('Gerente');
  await page.locator('[name="phoneNumber"]').fill('987654321');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.locator('form').getByRole('status')).toHaveText('Paso 3 de 3');
  await page.locator('[name="companyDocument"]').fill(first10 + rucCheckDigit(first10));
  await page.locator('[name="businessName"]').fill('Ferretería Lite S.A.C.');
  await page.locator('[name="fantasyName"]').fill('Ferre Lite');
  await page.locator('[name="companyPhone"]').fill('987654321');
  await page.locator('[name="addressLine1"]').fill('Avenida Arequipa');
  await page.locator('[name="addressLine2"]').fill('1234');
  await page.locator('[data-name="state"]').getByRole('combobox').click();
  await page.locator('input[name="dropdown-search"]').fill('lima');
  await page.getByRole('option', { name: 'LIMA' }).first().click();
  await page.locator('[data-name="city"]').getByRole('combobox').click();
  await page.locator('input[name="dropdown-search"]').fill('lima');
  await page.getByRole('option', { name: 'LIMA' }).first().click();
  await page.getByRole('button', { name: 'Registrar empresa' }).click();
  await expect(page.getByRole('heading', { name: '¡Tu empresa fue registrada con éxito!' })).toBeVisible();
  // a finished wizard is forgotten
  await page.reload();
  await expect(page.locator('form').getByRole('status')).toHaveText('Paso 1 de 3');
});
