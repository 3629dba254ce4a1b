// Issue 16 "Accessibility, tested": axe-core on every page key of the routing table (src/views/app/routes.ts, enumerated, so
// a new page joins by itself) and on every modal state, at the four screen classes (320, 720, 1024, 1280 px); a serious or
// critical violation fails the test and is printed as a table (page, width, rule, target). One signed-in context per
// identity; the page is loaded once and the viewport changes under it. Which identity sees which page: e2e/helpers/a11y.ts.
import { expect, test, type Page } from '@playwright/test';
import { demoOrderNumber } from '../server/src/db/seed-orders';
import {
  boundedCheck,
  checkAtWidths,
  contextFor,
  formatFindings,
  newTally,
  pageChecks,
  pageReady,
  type Identity,
  type Tally,
} from './helpers/a11y';

// a failure's table says what is wrong; a trace of hundreds of axe runs (each one's results in it) would only slow every run
test.use({ trace: 'off' });

const total = newTally();

function report(title: string, tally: Tally) {
  total.checks += tally.checks;
  total.findings.push(...tally.findings);
  for (const [rule, n] of tally.lesser) total.lesser.set(rule, (total.lesser.get(rule) ?? 0) + n);
  const axe = (tally.axeMs / 1000).toFixed(1);
  console.log(`\n[a11y] ${title}: ${tally.checks} page×width checks (axe ${axe} s)\n${formatFindings(tally.findings)}`);
  expect(tally.findings.length, formatFindings(tally.findings)).toBe(0);
}

test.afterAll(() => {
  const lesser = [...total.lesser].map(([rule, n]) => `${rule} ${n}`).join(', ') || 'none';
  console.log(
    `\n[a11y] total: ${total.checks} page×width checks, ${total.findings.length} serious or critical; ` +
      `minor or moderate (not failed): ${lesser}`,
  );
});

test('the check is not blind: a page with a nameless button and an image without text fails it', async ({ page }) => {
  const tally = newTally();
  await page.setContent(
    '<html lang="es"><head><title>planted</title></head><body><main><h1>x</h1><button></button><img src="data:,"></main></body></html>',
  );
  await checkAtWidths(page, 'planted', tally, { widths: [320] });
  expect(tally.findings.map((f) => f.rule).sort()).toEqual(['button-name', 'image-alt']);
  expect(formatFindings(tally.findings)).toContain('planted | 320   | button-name (critical) | button');
});

test('a check that gives no answer is made once more, and a second silence fails naming the page', async ({ page }) => {
  let calls = 0;
  const never = () => {
    calls += 1;
    return new Promise<never>(() => {});
  };
  await expect(boundedCheck(page, never, 'flows at 720 px', 50)).rejects.toThrow(
    'flows at 720 px: axe gave no answer in 0.05 s, twice',
  );
  expect(calls).toBe(2);
  let tries = 0;
  const answersSecondTime = () => (++tries === 1 ? new Promise<string>(() => {}) : Promise.resolve('checked'));
  expect(await boundedCheck(page, answersSecondTime, 'flows at 720 px', 50)).toBe('checked');
});

const GROUPS: Identity[] = ['guest', 'shopper', 'owner', 'agent'];

for (const identity of GROUPS) {
  test(`every page a ${identity} sees, at 320, 720, 1024 and 1280 px`, async ({ browser }) => {
    const checks = pageChecks().filter((c) => c.identity === identity);
    // a check (a load to network idle, four widths of axe) takes about 5 s quiet; CI's 390 s for the guest's 24 checks ran
    // out on a machine busy with a second run (issue 35 item 7: room for a busy machine, which costs nothing when quiet)
    test.setTimeout(60_000 + checks.length * 30_000);
    const { context, page } = await contextFor(browser, identity);
    const tally = newTally();
    for (const check of checks) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(check.path);
      await pageReady(page);
      if (check.lang) await expect(page.locator('html'), check.name).toHaveAttribute('lang', check.lang);
      await checkAtWidths(page, check.name, tally);
    }
    await context.close();
    report(`${identity} pages`, tally);
  });
}

/** Opens a modal state, checks it at the four widths, returns to 1280 px for the next step. */
async function modalState(page: Page, name: string, tally: Tally) {
  await checkAtWidths(page, name, tally);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('modal states: the address modal pages, the card modal steps, the cancellation steps', async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page } = await contextFor(browser, 'shopper');
  const tally = newTally();

  // spec §2 address modal: page 1 (the form with the postal-code widget), page 2 'know your zip code', page 3 the street
  await page.goto('/cl/account/my-addresses');
  await pageReady(page);
  await page.getByRole('button', { name: 'Agregar dirección' }).click();
  const modal = page.getByTestId('address-modal');
  await expect(modal.locator('[data-page="form"]')).toBeVisible();
  await modalState(page, 'addressModal:form', tally);
  await modal.getByRole('button', { name: '¿No sabes tu código postal?' }).click();
  await expect(modal.locator('[data-page="knowZip"]')).toBeVisible();
  await modalState(page, 'addressModal:knowZip', tally);
  await modal.getByRole('button', { name: /Volver/ }).click();
  await modal.locator('input[name="postcode"]').fill('9990001');
  await modal.getByRole('button', { name: /^Buscar$/ }).click();
  await expect(modal.locator('[data-page="chooseStreet"]')).toBeVisible();
  await modalState(page, 'addressModal:chooseStreet', tally);

  // spec §2 card modal: choose the type, the form with its errors after an empty submit, the close confirmation
  await page.goto('/cl/account/my-payment');
  await expect(page.locator('.my-payment')).toHaveAttribute('data-step', 'ready');
  await page.getByRole('button', { name: 'Agregar tarjeta' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await modalState(page, 'cardModal:chooseType', tally);
  await dialog.getByRole('button', { name: 'Tarjeta de crédito' }).click();
  await expect(dialog.getByLabel('Número de tarjeta')).toBeVisible();
  await modalState(page, 'cardModal:form', tally);
  await dialog.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(dialog.locator('.field__error').first()).toBeVisible();
  await modalState(page, 'cardModal:formErrors', tally);
  await dialog.getByLabel('Nombre del titular').fill('Camila Rojas');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await modalState(page, 'cardModal:closeConfirm', tally);

  // spec §2 cancellation: select products, reason, summary, the refund bank form with its errors
  await page.goto('/cl/account/my-orders/9010103000/cancellation');
  await pageReady(page);
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  await modalState(page, 'cancellation:select', tally);
  await page.getByRole('checkbox', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('radio').first()).toBeVisible();
  await modalState(page, 'cancellation:reason', tally);
  await page.getByLabel('Me arrepentí de la compra').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByTestId('refund-timing')).toBeVisible();
  await modalState(page, 'cancellation:summary', tally);
  await page.getByRole('button', { name: 'Ingresar datos bancarios' }).click();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.locator('.field__error', { hasText: 'Ingresa el número de cuenta.' })).toBeVisible();
  await modalState(page, 'cancellation:bankFormErrors', tally);

  // the ticket at the end of a cancellation: on the card order of another demo shopper (no journey uses it), first open line
  const { context: other, page: classic } = await contextFor(browser, 'shopper', 'cl-classic');
  await classic.goto(`/cl-classic/account/my-orders/${demoOrderNumber('cl-classic', 1, 9)}/cancellation`);
  await pageReady(classic);
  await classic.getByRole('checkbox', { disabled: false }).first().check();
  await classic.getByRole('button', { name: 'Continuar' }).click();
  await classic.getByLabel('Otro motivo').check();
  await classic.getByRole('button', { name: 'Continuar' }).click();
  await classic.getByRole('button', { name: 'Confirmar cancelación' }).click();
  await expect(classic.getByRole('heading', { name: 'Recibimos tu solicitud de cancelación' })).toBeVisible();
  await modalState(classic, 'cancellation:ticket', tally);
  await other.close();

  // the confirmation before an address is deleted (cancelled: the demo data stays as seeded)
  await page.goto('/cl/account/my-addresses');
  await pageReady(page);
  await page
    .getByTestId('address-card')
    .first()
    .getByRole('button', { name: /Eliminar/ })
    .click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await modalState(page, 'addresses:deleteConfirm', tally);

  await context.close();
  report('shopper modal states', tally);
});

test('modal states of a company: the collaborator form with its errors, the delete confirmation', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await contextFor(browser, 'owner');
  const tally = newTally();
  await page.goto('/pe-b2b/account/collaborators');
  await pageReady(page);
  await page.getByRole('button', { name: 'Crear colaborador' }).click();
  const form = page.getByRole('dialog', { name: 'Crear colaborador' });
  await expect(form).toBeVisible();
  await modalState(page, 'collaborators:form', tally);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.locator('.field__error').first()).toBeVisible();
  await modalState(page, 'collaborators:formErrors', tally);
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form).toHaveCount(0);
  await page
    .locator('tr[data-email]')
    .first()
    .getByRole('button', { name: /Eliminar/ })
    .click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await modalState(page, 'collaborators:deleteConfirm', tally);
  await context.close();
  report('company modal states', tally);
});

test('the session-expiry modal (spec §4 re-login; shown where a modal redirect is configured: drawn by the Explorer)', async ({
  browser,
}) => {
  const { context, page } = await contextFor(browser, 'guest');
  const tally = newTally();
  const events = Buffer.from(JSON.stringify([{ type: 'session.expired' }])).toString('base64url');
  await page.goto(`/flows?m=session&t=cl&l=es-CL&s=desktop&e=${events}`);
  // the preview is drawn in the page or, where the Explorer frames it, in an iframe (checkAtWidths checks every frame)
  const dialogs = async () =>
    (await page.getByRole('dialog', { name: 'Tu sesión expiró' }).count()) +
    (await page.frameLocator('iframe').getByRole('dialog', { name: 'Tu sesión expiró' }).count());
  await expect.poll(dialogs).toBe(1);
  await modalState(page, 'sessionExpiry', tally);
  await context.close();
  report('session-expiry modal', tally);
});
