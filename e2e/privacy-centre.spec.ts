// Issue 31 (Ley 1581 de 2012): a Colombian shopper opens the privacy centre from the account home, accepts the required
// documents the modal asks for (spec §8: the demo account never accepted them), withdraws the loyalty programme's data
// consent (optional, spec §9) and sees the withdrawal at the top of the history; a legal page shows the tenant's Markdown
// text. At 360 and 1280 px, axe finds nothing serious.
import { expect, test, type Page } from '@playwright/test';
import { checkAtWidths, formatFindings, newTally } from './helpers/a11y';
import { startOwnServer, type OwnServer } from './helpers/own-server';
import { signIn } from './helpers/sign-in';

// a server of its own: e2e/login-change-password.spec.ts changes the one Colombian demo shopper's password on the shared one
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(180_000); // a server's first start on a busy 2-core machine (startOwnServer gives up after 120 s)
  server = await startOwnServer({ LOG_LEVEL: 'warn' });
});
test.afterAll(async () => {
  await server?.stop();
});

const LOYALTY_DATA = 'Datos del programa de puntos';

async function openPrivacyCentre(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await signIn(page, 'co', 'shopper.co@demo.example.com');
  // the account home links it in "Mis datos"
  await page
    .locator('main')
    .getByRole('link', { name: /Centro de privacidad/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/co\/account\/privacy$/);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Centro de privacidad' })).toBeVisible();
  return main;
}

for (const width of [360, 1280]) {
  test(`a co shopper withdraws an optional consent and sees it in the history at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    const main = await openPrivacyCentre(page, width);
    // the demo account accepted nothing yet (or a run before this one did): the spec §8 modal asks for the required ones
    const modal = page.getByRole('dialog', { name: 'Acepta la nueva versión' });
    await expect(main.locator('[data-template]').first()).toBeVisible();
    if (await modal.isVisible()) {
      // a modal: the focus moves into it (its first control: the link to the new text)
      await expect(modal.locator(':focus')).toHaveCount(1);
      await modal.getByRole('button', { name: 'Aceptar nueva versión' }).click();
      await expect(modal).toHaveCount(0);
      await expect(main.getByTestId('privacy-notice')).toHaveText(/Aceptaste la nueva versión/);
    }
    const row = main.locator('[data-template="co-Registro-loyaltyData"]');
    const grant = row.getByRole('button', { name: `Dar autorización: ${LOYALTY_DATA}` });
    if (await grant.isVisible()) {
      await grant.click();
      await expect(row.getByTestId('consent-status')).toHaveText('Aceptada');
    }
    await row.getByRole('button', { name: `Retirar autorización: ${LOYALTY_DATA}` }).click();
    await expect(row.getByTestId('consent-status')).toHaveText('Retirada');
    await expect(main.getByTestId('privacy-notice')).toHaveText(/Retiraste la autorización/);
    const newest = main.locator('tbody tr').first();
    await expect(newest).toContainText(LOYALTY_DATA);
    await expect(newest).toContainText('Retirada');
    await expect(newest).toContainText('Centro de privacidad · Web');
    await expect(newest).toContainText('(versión 2026-01)');
    // a required consent has no withdraw button: it says why instead
    const terms = main.locator('[data-template="co-Registro-terms"]');
    await expect(terms.getByRole('button')).toHaveCount(0);
    await expect(terms).toContainText('solo termina al eliminar tu cuenta');
    await expect(main.getByRole('link', { name: 'Descargar mis datos' })).toHaveAttribute(
      'href',
      '/co/account/privacy/export',
    );
    await expect(main.getByRole('link', { name: 'Eliminar mi cuenta' })).toHaveAttribute(
      'href',
      '/co/account/privacy/close-account',
    );
    const tally = newTally();
    await checkAtWidths(page, 'privacyCentre', tally, { widths: [width] });
    expect(tally.findings, formatFindings(tally.findings)).toEqual([]);
    await context.close();
  });
}

test('a legal page shows the tenant Markdown text at 320, 360 and 1280 px', async ({ page }) => {
  await page.goto('/co-legal/data-treatment-policy');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Política de tratamiento de datos' })).toBeVisible();
  await expect(
    main.getByRole('heading', { level: 2, name: 'Política de tratamiento de datos personales' }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: '1. Responsable del tratamiento' })).toBeVisible();
  await expect(main).toContainText('Versión 2026-01');
  await expect(main).toContainText('Texto de ejemplo.');
  await expect(main).toContainText('Ley 1581 de 2012');
  const tally = newTally();
  // and at 320 px, the narrowest screen class: long addresses wrap (WCAG 1.4.10 reflow)
  await checkAtWidths(page, 'dataTreatmentPolicy', tally, { widths: [320, 360, 1280] });
  expect(tally.findings, formatFindings(tally.findings)).toEqual([]);
});
