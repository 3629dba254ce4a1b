// Issue 12, at 360 and 1280 px: a company owner edits the company details (spec §2 companyDetails) and sees spec §8's toast;
// a buyer gets neither the link nor the form (spec §6, the role policy; the server refuses the edit too). A Chilean shopper
// sees the CMR points (spec §7, Chile and Peru) and updates the CMR subscription; a Mexican shopper has no points page.
import { expect, test } from '@playwright/test';
import { apiAs, companyLogin } from './helpers/company';
import { signIn } from './helpers/sign-in';

const SAVED = 'Datos editados exitosamente.';

for (const width of [1280, 360]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the owner edits the company details and sees the toast', async ({ page }) => {
      await companyLogin(page, 'pe-b2b', 'owner.pe-b2b@demo.example.com');
      await page.getByRole('link', { name: 'Datos de la empresa' }).click();
      await expect(page).toHaveURL(/\/pe-b2b\/account\/company-details$/);
      const name = page.locator('input[name="businessName"]');
      await expect(name).toHaveValue(/Constructora Andina/);
      await expect(page.getByTestId('company-document')).toContainText('RUC 20485917366');
      const newName = `Constructora Andina ${width === 360 ? 'Movil' : 'Escritorio'} S.A.C.`;
      await name.fill(newName);
      await page.locator('select[name="originType"]').selectOption('EMPRESA_EXTRANJERA');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText(SAVED)).toBeVisible();
      // one message: the toast, no banner on the page beside it
      await expect(page.locator('.company-details .banner')).toHaveCount(0);
      await page.reload();
      await expect(page.locator('input[name="businessName"]')).toHaveValue(newName);
      await expect(page.locator('select[name="originType"]')).toHaveValue('EMPRESA_EXTRANJERA');
    });

    test('a buyer sees no company details link, the forbidden notice, and the server refuses the edit', async ({
      page,
    }) => {
      await companyLogin(page, 'pe-b2b', 'buyer.pe-b2b@demo.example.com');
      await expect(page.getByRole('link', { name: 'Mis compras' }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Datos de la empresa' })).toHaveCount(0);
      await page.goto('/pe-b2b/account/company-details');
      await expect(page.getByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
      await expect(page.locator('input[name="businessName"]')).toHaveCount(0);
      const res = await apiAs(page, 'PUT', '/api/my-account/pe-b2b/users/organization', {
        position: 'Compradora',
        businessName: 'Toma de control S.A.C.',
        fantasyName: '',
        organizationType: 'national',
        originType: 'EMPRESA_NACIONAL',
        state: '15',
        addressLine1: 'Avenida Demo',
        addressLine2: '123',
        companyPhone: '014567890',
        haveCheckingAccount: false,
      });
      expect(res.status()).toBe(403);
    });

    test('a Chilean shopper sees the points and updates the CMR subscription', async ({ page }) => {
      await signIn(page, 'cl', 'shopper.cl@demo.example.com');
      await page.getByRole('link', { name: 'Mis puntos' }).click();
      await expect(page).toHaveURL(/\/cl\/account\/my-cmr-points$/);
      // the demo movements (server/src/db/seed-account.ts): 100 + 1,200 - 500 + 350, in es-CL
      await expect(page.getByTestId('points-balance')).toHaveText(/Tienes 1\.150 puntos/);
      await expect(page.locator('.points-movements tbody tr')).toHaveCount(4);
      await expect(page.locator('.points-movements')).toContainText('-500');
      await expect(page.locator('.points-movements')).toContainText(/\$\s?119\.990/);
      const status = page.getByTestId('cmr-status');
      const before = await status.textContent();
      await page.locator('[data-action="cmr-toggle"]').click();
      await expect(page.getByText(SAVED)).toBeVisible();
      await expect(status).not.toHaveText(before ?? '');
      await page.reload();
      await expect(page.getByTestId('cmr-status')).not.toHaveText(before ?? '');
    });

    test('a Mexican shopper has no points link and the page is not available', async ({ page }) => {
      await signIn(page, 'mx', 'shopper.mx@demo.example.com');
      await expect(page.getByRole('link', { name: 'Mis compras' }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Mis puntos' })).toHaveCount(0);
      await page.goto('/mx/account/my-cmr-points');
      await expect(page.getByRole('heading', { name: 'Página no disponible' })).toBeVisible();
      await expect(page.getByTestId('points-balance')).toHaveCount(0);
      expect((await apiAs(page, 'GET', '/s/account/v1/loyalty/subscriber')).status()).toBe(404);
    });
  });
}

test('a failed company details save says so and keeps what was typed', async ({ page }) => {
  await companyLogin(page, 'pe-b2b', 'superuser.pe-b2b@demo.example.com');
  await page.goto('/pe-b2b/account/company-details');
  await expect(page.locator('input[name="businessName"]')).toHaveValue(/Constructora Andina/);
  await page.route('**/api/my-account/pe-b2b/users/organization', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"GENERIC_ERROR"}' })
      : route.continue(),
  );
  await page.locator('input[name="addressLine1"]').fill('Avenida Nueva');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Ocurrió un error al guardar tus cambios. Por favor intentalo de nuevo.')).toBeVisible();
  await expect(page.locator('input[name="addressLine1"]')).toHaveValue('Avenida Nueva');
});
