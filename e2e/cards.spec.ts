// Issue 13 "done when": saved cards in a real browser at 360 and 1280 px in cl, pe and mx (add a card of each type the
// tenant offers, close the modal half-filled and confirm, mark a favourite, delete one); then every table, the server's log
// output and the browser's storage hold no Luhn-valid 13-19 digit run and no security code, and the scan finds a planted one.
// The journeys run against a server of their own (e2e/helpers/own-server.ts) so that its logs and tables can be read.
import { expect, test, type Page } from '@playwright/test';
import { PGlite } from '@electric-sql/pglite';
import { join } from 'node:path';
import { findCardNumbers, findSecurityCodes } from '../src/rules/payment-method';
import { startOwnServer, type OwnServer } from './helpers/own-server';

const PASSWORD = 'Cuenta.Demo2026'; // docs/demo-accounts.md
const TENANTS = [
  { id: 'cl', email: 'shopper.cl@demo.example.com', types: ['cmrCard', 'creditCard', 'debitCard'] },
  { id: 'pe', email: 'shopper.pe@demo.example.com', types: ['cmrCard', 'creditCard', 'debitCard'] },
  { id: 'mx', email: 'shopper.mx@demo.example.com', types: ['falabellaSoriana', 'creditCard', 'debitCard'] },
] as const;
const WIDTHS = [360, 1280] as const;

// Luhn-valid synthetic numbers: the networks' published test numbers and the store-card prefixes of src/rules/card.ts.
const CARDS: Record<string, { number: string; code: string; label: string }> = {
  cmrCard: { number: '6271801234567899', code: '917', label: 'Tarjeta CMR' },
  falabellaSoriana: { number: '6394841234567897', code: '386', label: 'Tarjeta Falabella Soriana' },
  creditCard: { number: '5555555555554444', code: '529', label: 'Tarjeta de crédito' },
  debitCard: { number: '4012888888881881', code: '648', label: 'Tarjeta de débito' },
};
const HALF_FILLED = { number: '4111111111111111', code: '273' };
const TYPED_CODES = [...Object.values(CARDS).map((c) => c.code), HALF_FILLED.code];

let server: OwnServer;
const storageSnapshots: string[] = [];

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

// eslint-disable-next-line no-empty-pattern -- Playwright's hook signature: fixtures first, then testInfo
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000); // PGlite creation, migrations and the demo seed
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, tenant: string, email: string) {
  await page.goto(`${server.baseURL}/${tenant}/login?returnTo=%2F${tenant}%2Faccount%2Fmy-payment`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis medios de pago' })).toBeVisible({ timeout: 30_000 });
}

const cards = (page: Page) => page.locator('.my-payment__list > li');
const modal = (page: Page) => page.getByRole('dialog');
// issue 16, spec §9: a save is told by the app's toaster, once; the page shows no success banner beside it
const toast = (page: Page) => page.locator('.toaster .toast-text');
async function toldOnce(page: Page, text: RegExp) {
  await expect(toast(page)).toHaveText(text);
  await expect(page.getByText(text)).toHaveCount(1);
  await expect(page.locator('.my-payment .banner--success')).toHaveCount(0);
  // read, the shopper closes it: the next save's toast shows at once instead of queueing behind this one for its §9
  // duration (about 9 s of each journey was spent waiting on the clock)
  await page.getByRole('region', { name: 'Notificaciones' }).getByRole('button', { name: 'Cerrar' }).click();
  await expect(toast(page)).toHaveCount(0);
}

/** The list has loaded (or reloaded) and the page takes actions: counts read now are the server's. */
const settled = (page: Page) => expect(page.locator('.my-payment')).toHaveAttribute('data-step', 'ready');

async function addCard(page: Page, type: string) {
  const card = CARDS[type]!;
  await settled(page);
  const before = await cards(page).count();
  await page.getByRole('button', { name: 'Agregar tarjeta' }).click();
  await modal(page).getByRole('button', { name: card.label }).click();
  const form = modal(page);
  await form.getByLabel('Nombre del titular').fill('Camila Rojas');
  await form.getByLabel('Número de tarjeta').pressSequentially(card.number);
  // spec §9: grouped 4-8-12 as typed
  await expect(form.getByLabel('Número de tarjeta')).toHaveValue(card.number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await form.getByLabel('Vencimiento (MM/AA)').pressSequentially('0829');
  await expect(form.getByLabel('Vencimiento (MM/AA)')).toHaveValue('08/29');
  await form.getByLabel('Código de seguridad').fill(card.code);
  await form.getByLabel('Número de documento del titular').fill('158724391');
  await form.getByLabel('Teléfono').fill('912345678');
  await form.getByLabel('Correo electrónico').fill('camila@example.com');
  await form.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await toldOnce(page, /Agregaste tu tarjeta\./);
  await expect(modal(page)).toHaveCount(0);
  await expect(cards(page)).toHaveCount(before + 1);
  await expect(page.locator(`.my-payment__list > li[data-last-four="${card.number.slice(-4)}"]`).first()).toBeVisible();
}

async function snapshotStorage(page: Page) {
  const storage = await page.evaluate(() => {
    const dump = (s: Storage) =>
      Object.fromEntries(Array.from({ length: s.length }, (_, i) => [s.key(i), s.getItem(s.key(i)!)]));
    return JSON.stringify({ local: dump(localStorage), session: dump(sessionStorage) });
  });
  const cookies = JSON.stringify(await page.context().cookies());
  storageSnapshots.push(storage, cookies);
}

for (const tenant of TENANTS) {
  for (const width of WIDTHS) {
    test(`${tenant.id} at ${width} px: add each card type, close half-filled, favourite, delete`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await signIn(page, tenant.id, tenant.email);

      for (const type of tenant.types) await addCard(page, type);

      // close the modal half-filled: spec §2's close confirmation
      await settled(page);
      const before = await cards(page).count();
      await page.getByRole('button', { name: 'Agregar tarjeta' }).click();
      await modal(page).getByRole('button', { name: 'Tarjeta de crédito' }).click();
      await modal(page).getByLabel('Nombre del titular').fill('Camila Rojas');
      await modal(page).getByLabel('Número de tarjeta').pressSequentially(HALF_FILLED.number);
      await modal(page).getByLabel('Código de seguridad').fill(HALF_FILLED.code);
      await modal(page).getByRole('button', { name: 'Cerrar' }).click();
      await expect(page.getByRole('alertdialog')).toContainText('¿Salir sin guardar la tarjeta?');
      await page.getByRole('button', { name: 'Salir sin guardar' }).click();
      await expect(modal(page)).toHaveCount(0);
      await expect(cards(page)).toHaveCount(before);

      // mark a favourite: spec §4's success message; the callout goes away
      const target = cards(page)
        .filter({ hasNot: page.locator('.payment-card__badge') })
        .first();
      const lastFour = await target.getAttribute('data-last-four');
      await target.getByRole('button', { name: /Marcar como favorita/ }).click();
      await toldOnce(page, /Seleccionaste tu medio de pago favorito\./);
      await expect(page.locator('.payment-card--favourite')).toHaveCount(1);
      await expect(page.locator('.payment-card--favourite')).toHaveAttribute('data-last-four', lastFour!);
      await expect(page.getByRole('heading', { name: 'Elige una tarjeta favorita' })).toHaveCount(0);

      // delete one (not the favourite)
      await settled(page);
      const count = await cards(page).count();
      await cards(page)
        .filter({ hasNot: page.locator('.payment-card__badge') })
        .first()
        .getByRole('button', { name: /Eliminar la tarjeta/ })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar tarjeta' }).click();
      await toldOnce(page, /Eliminaste la tarjeta\./);
      await expect(cards(page)).toHaveCount(count - 1);

      // the page fits the screen class (no sideways scrolling)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.reload();
      await settled(page);
      await expect(cards(page)).toHaveCount(count - 1);
      await snapshotStorage(page);
      await context.close();
    });
  }
}

/** Every text-like column of every table, as one text per column. */
async function tableTexts(dataDir: string): Promise<{ where: string; text: string }[]> {
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const columns = await db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
    );
    const out: { where: string; text: string }[] = [];
    for (const { table_name, column_name } of columns.rows) {
      const rows = await db.query<{ v: string | null }>(`SELECT "${column_name}"::text AS v FROM "${table_name}"`);
      out.push({ where: `${table_name}.${column_name}`, text: rows.rows.map((r) => r.v ?? '').join('\n') });
    }
    return out;
  } finally {
    await db.close();
  }
}

function scan(texts: { where: string; text: string }[]) {
  return texts.flatMap(({ where, text }) => [
    ...findCardNumbers(text).map((found) => `${where}: card number ${found}`),
    ...findSecurityCodes(text, TYPED_CODES).map((found) => `${where}: security code ${found}`),
  ]);
}

test('no card number or security code rests in any table, the server log or the browser storage; a planted one is found', async () => {
  expect(storageSnapshots.length).toBe(TENANTS.length * WIDTHS.length * 2);
  expect(storageSnapshots.join('\n')).toContain('cuenta.payments.'); // spec §3's local copy exists
  await server.stop();
  const tables = await tableTexts(server.dataDir);
  expect(tables.some((t) => t.where === 'payment_methods.token' && t.text.includes('tok_'))).toBe(true);
  const logs = server.logs.join('\n');
  expect(server.logs.length).toBeGreaterThan(50);
  const everything = [
    ...tables,
    { where: 'server log', text: logs },
    ...storageSnapshots.map((text, i) => ({ where: `browser storage ${i}`, text })),
  ];
  expect(scan(everything)).toEqual([]);

  // the scan is not blind: plant a card number in a table, a code in the log, a number in the storage
  const db = await PGlite.create(join(server.dataDir, 'pglite'));
  await db.query(
    `UPDATE payment_methods SET holder_name = 'Camila 4111 1111 1111 1111' WHERE ctid = (SELECT ctid FROM payment_methods LIMIT 1)`,
  );
  await db.close();
  const planted = [
    ...(await tableTexts(server.dataDir)),
    { where: 'server log', text: `${logs}\n{"msg":"oops","cvv":"${CARDS.creditCard!.code}"}` },
    { where: 'browser storage', text: JSON.stringify({ local: { copy: `{"pan":"${CARDS.debitCard!.number}"}` } }) },
  ];
  expect(scan(planted)).toEqual([
    'payment_methods.holder_name: card number 4111111111111111',
    `server log: security code ${CARDS.creditCard!.code}`,
    `server log: security code ${CARDS.creditCard!.code}`,
    `browser storage: card number ${CARDS.debitCard!.number}`,
  ]);
});
