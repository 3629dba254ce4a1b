// Issue 12: addresses in a real browser: add through the postcode page and the street page, make it preferred (spec §2, §4).
// Demo postcodes are MADE UP (server/data/postcodes-demo, marked in each file): no country's postcode table is open data.
import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Cuenta.Demo2026'; // docs/demo-accounts.md

async function signIn(page: Page, tenant: string, returnTo: string) {
  await page.goto(`/${tenant}/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.locator('input[type="email"], input[name="email"]').first().fill(`shopper.${tenant}@demo.example.com`);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').first().click();
}

const CASES = [
  { tenant: 'cl', postcode: '9990001', street: 'Calle Demostración', name: 'Casa de prueba', number: '45' },
] as const;

for (const width of [1280, 360]) {
  for (const c of CASES) {
    test(`${c.tenant} at ${width}px: add an address by postcode and street, make it preferred`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, c.tenant, `/${c.tenant}/account/my-addresses`);
      await expect(page.getByRole('heading', { level: 1, name: /Mis direcciones|Meus endereços/ })).toBeVisible();
      await page.getByRole('button', { name: /Agregar dirección|Adicionar endereço/ }).first().click();
      const modal = page.getByTestId('address-modal');
      await expect(modal).toBeVisible();
      await modal.locator('input[name="postcode"]').fill(c.postcode);
      await modal.getByRole('button', { name: /^Buscar$/ }).click();
      await expect(modal.locator('[data-page="chooseStreet"]')).toBeVisible();
      await modal.getByRole('button', { name: new RegExp(c.street) }).first().click();
      await expect(modal.getByTestId('postcode-widget-address')).toContainText(c.street);
      await modal.locator('input[name="addressName"]').fill(`${c.name} ${width}`);
      await modal.locator('input[name="addressLine2"]').fill(c.number);
      await modal.getByRole('button', { name: /Guardar dirección|Salvar endereço/ }).click();
      await expect(modal).toBeHidden();
      const card = page.getByTestId('address-card').filter({ hasText: `${c.name} ${width}` });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: /Marcar como preferida|Marcar como preferido/ }).click();
      await expect(card).toHaveAttribute('data-preferred', 'true');
    });
  }
}
