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

// Issue 17: a signed-in page loaded from the address bar brings its session check and its data with its HTML, so the form
// fills without two more round trips after the JavaScript; a later visit of the same page reads over the network again.
test('a reload of my profile fills the form without asking the network for the session or the profile', async ({
  page,
}) => {
  await signIn(page, 'cl', '/cl/account/my-profile');
  await expect(page.locator('input[name="firstName"]')).not.toHaveValue('');
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.reload();
  await expect(page.locator('input[name="firstName"]')).toHaveValue('Camila');
  await expect(page.getByText('shopper.cl@demo.example.com').first()).toBeVisible();
  expect(asked).not.toContain('/api/session/v1/session/info');
  expect(asked).not.toContain('/api/my-account/cl/users');
  // the page's data is read again on the next visit, over the network
  await page.getByRole('link', { name: 'Mis direcciones' }).first().click();
  await expect(page).toHaveURL(/\/cl\/account\/my-addresses$/);
  const profileRead = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/my-account/cl/users');
  await page.getByRole('link', { name: 'Mis datos personales' }).first().click();
  await profileRead;
  await expect(page.locator('input[name="firstName"]')).toHaveValue('Camila');
});

test('a reload of the account home fills its blocks without a single API request', async ({ page }) => {
  await signIn(page, 'cl', '/cl/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Camila' })).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname + search);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Camila' })).toBeVisible();
  // the four blocks of spec §2, each with its content (not its loading line or its error)
  await expect(
    page
      .locator('[data-block="lastPurchases"]')
      .getByRole('link', { name: /Orden N°/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver todas mis listas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administrar medios de pago' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0); // no loading line left
  expect(asked).toEqual([]);
});
