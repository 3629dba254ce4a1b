// Issue 12 "done when": a demo shopper in cl, mx, co and br edits the profile (spec §2 myProfile) and sees spec §8's toast;
// a failed save shows the failure toast and keeps what was typed. 360 and 1280 px.
import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Cuenta.Demo2026'; // docs/demo-accounts.md

async function signIn(page: Page, tenant: string, returnTo: string) {
  await page.goto(`/${tenant}/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.locator('input[type="email"], input[name="email"]').first().fill(`shopper.${tenant}@demo.example.com`);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').first().click();
}

const SAVED: Record<string, RegExp> = {
  cl: /Datos editados exitosamente\./,
  mx: /Datos editados exitosamente\./,
  co: /Datos editados exitosamente\./,
  br: /Dados editados com sucesso\./,
};

for (const width of [1280, 360]) {
  for (const tenant of ['cl', 'mx', 'co', 'br']) {
    test(`${tenant} at ${width}px: edits the profile`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, tenant, `/${tenant}/account/my-profile`);
      const name = page.locator('input[name="middleName"]');
      await expect(name).toBeVisible();
      await name.fill(`Prueba${width === 360 ? 'Movil' : 'Escritorio'}`);
      await page.locator('input[name="brandNewsLetter"]').check();
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByText(SAVED[tenant]!)).toBeVisible();
      await page.reload();
      await expect(page.locator('input[name="middleName"]')).toHaveValue(
        `Prueba${width === 360 ? 'Movil' : 'Escritorio'}`,
      );
      await expect(page.locator('input[name="brandNewsLetter"]')).toBeChecked();
    });
  }
}

test('a failed save says so and keeps what was typed', async ({ page }) => {
  await signIn(page, 'cl', '/cl/account/my-profile');
  await expect(page.locator('input[name="middleName"]')).toBeVisible();
  await page.route('**/api/my-account/cl/users', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"GENERIC_ERROR"}' })
      : route.continue(),
  );
  await page.locator('input[name="middleName"]').fill('Andrea');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('Ocurrió un error al guardar tus cambios. Por favor intentalo de nuevo.')).toBeVisible();
  await expect(page.locator('input[name="middleName"]')).toHaveValue('Andrea');
});
