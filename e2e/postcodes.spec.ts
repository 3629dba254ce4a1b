// Issue 32 item 1: postcode providers in the address modal, in a real browser at 360 and 1280 px, against a server of the
// spec's own (e2e/helpers/own-server.ts) whose data dir was given Mexico's table from SEPOMEX's own format before it started
// (the operator command on the MADE-UP fixture server/test/fixtures/sepomex-made-up.txt), and whose POSTCODE_BR_URL points at
// a local ViaCEP stand-in (server/test/helpers/viacep-stand-in.ts, MADE-UP CEPs; tests only):
//   - mx: a postcode with two colonias; one is chosen from the list and the address saved;
//   - br: a CEP answered by the online provider, the street and bairro it gives saved;
//   - br with the provider down: the modal says so (not 'not found') and the person goes on by hand and saves.
// axe finds nothing serious or critical on the modal's pages.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { checkAtWidths, formatFindings, newTally } from './helpers/a11y';
import { startOwnServer, type OwnServer } from './helpers/own-server';
import { DEMO_PASSWORD } from './helpers/sign-in';
import { startViaCepStandIn, type ViaCepStandIn } from '../server/test/helpers/viacep-stand-in';

const SEPOMEX = fileURLToPath(new URL('../server/test/fixtures/sepomex-made-up.txt', import.meta.url));

/** The operator command, as docs/postcodes.md tells it, against the data dir before the server opens it (PGlite: one process). */
function importSepomex(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join('node_modules', '.bin', 'tsx'),
      ['server/src/cli/import-postcodes.ts', '--country', 'mx', '--file', SEPOMEX],
      { env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`import-postcodes exited ${code}: ${out}`)),
    );
  });
}

let server: OwnServer;
let stand: ViaCepStandIn;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stand = await startViaCepStandIn();
  dataDir = mkdtempSync(join(tmpdir(), 'cuenta-e2e-postcodes-'));
  expect(await importSepomex(dataDir)).toContain('MX: 6 rows read, 3 imported');
  server = await startOwnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', POSTCODE_BR_URL: stand.url });
});

test.afterAll(async () => {
  await server?.stop();
  await stand?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const text = {
  add: /Agregar dirección|Adicionar endereço/,
  save: /Guardar dirección|Salvar endereço/,
  saved: /Dirección guardada\.|Endereço salvo\./,
  knowZip: /¿No sabes tu código postal\?|Não sabe seu CEP\?/,
  usePlace: /Usar esta ubicación|Usar esta localização/,
};

async function openModal(page: Page, tenant: 'mx' | 'br', width: number) {
  await page.setViewportSize({ width, height: 900 });
  const returnTo = `/${tenant}/account/my-addresses`;
  await page.goto(`${server.baseURL}/${tenant}/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page
    .locator('main input[type="email"], main input[name="email"]')
    .first()
    .fill(`shopper.${tenant}@demo.example.com`);
  await page.locator('main input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('main form button[type="submit"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Mis direcciones|Meus endereços/ })).toBeVisible();
  await page.getByRole('button', { name: text.add }).click();
  const modal = page.getByTestId('address-modal');
  await expect(modal).toBeVisible();
  return modal;
}

async function expectNoSeriousA11y(page: Page, name: string, width: number) {
  const tally = newTally();
  await checkAtWidths(page, name, tally, { widths: [width] });
  expect(tally.findings, formatFindings(tally.findings)).toEqual([]);
}

async function saveAndSee(page: Page, modal: ReturnType<Page['getByTestId']>, name: string, expected: string[]) {
  await modal.locator('input[name="addressName"]').fill(name);
  await modal.getByRole('button', { name: text.save }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(text.saved)).toHaveCount(1);
  const card = page.getByTestId('address-card').filter({ hasText: name });
  for (const part of expected) await expect(card).toContainText(part);
}

for (const width of [1280, 360]) {
  test(`mx at ${width}px: a SEPOMEX colonia chosen from the list of its postcode`, async ({ page }) => {
    const modal = await openModal(page, 'mx', width);
    await modal.locator('input[name="postcode"]').fill('99910');
    await modal.getByRole('button', { name: /^Buscar$/ }).click();
    const streets = modal.locator('[data-page="chooseStreet"]');
    await expect(streets).toBeVisible();
    // both colonias of the code, each offered as a choice
    await expect(streets.getByRole('button')).toHaveCount(3); // two colonias and "back"
    await expectNoSeriousA11y(page, `address-modal chooseStreet mx ${width}`, width);
    await streets.getByRole('button', { name: /Peñón Inventado/ }).click();
    await expect(modal.getByTestId('address-place')).toHaveText('Peñón Inventado, Cuauhtémoc, Ciudad de México');
    await modal.locator('input[name="addressLine1"]').fill('Calle Escrita');
    await modal.locator('input[name="addressLine2"]').fill('12');
    await saveAndSee(page, modal, `Sepomex ${width}`, ['Calle Escrita', 'Peñón Inventado']);
  });

  test(`br at ${width}px: a CEP answered by the online provider`, async ({ page }) => {
    stand.setMode('normal');
    const modal = await openModal(page, 'br', width);
    await modal.locator('input[name="postcode"]').fill('99999-100');
    await modal.getByRole('button', { name: /^Buscar$/ }).click();
    const streets = modal.locator('[data-page="chooseStreet"]');
    await expect(streets).toBeVisible();
    await streets.getByRole('button', { name: /Rua Inventada/ }).click();
    await expect(modal.getByTestId('postcode-widget-address')).toContainText('Rua Inventada');
    await expect(modal.getByTestId('address-place')).toHaveText('Bairro Inventado, São Paulo, São Paulo');
    await modal.locator('input[name="addressLine2"]').fill('45');
    await saveAndSee(page, modal, `ViaCEP ${width}`, ['Rua Inventada', 'Bairro Inventado']);
  });

  test(`br at ${width}px: the provider down is said plainly and the address is typed by hand`, async ({ page }) => {
    stand.setMode('status500');
    try {
      const modal = await openModal(page, 'br', width);
      await modal.locator('input[name="postcode"]').fill(`99999-${width === 360 ? '360' : '128'}`);
      const asked = Date.now();
      await modal.getByRole('button', { name: /^Buscar$/ }).click();
      const message = modal.getByText(/O serviço de CEP não está respondendo/);
      await expect(message).toBeVisible({ timeout: 2_500 });
      expect(Date.now() - asked).toBeLessThan(2_500);
      await expect(modal.getByText(/CEP não encontrado|não existe/i)).toHaveCount(0);
      await expect(modal.locator('input[name="postcode"]')).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousA11y(page, `address-modal provider down br ${width}`, width);
      // on by hand: the place from the lists, the bairro and street typed
      await modal.getByRole('button', { name: text.knowZip }).click();
      await expect(modal.locator('[data-page="knowZip"]')).toBeVisible();
      await modal.getByLabel(/^Estado/).selectOption({ label: 'São Paulo' });
      await modal.getByLabel(/^Município/).selectOption({ label: 'São Paulo' });
      await modal.getByLabel(/^Bairro/).fill('Bairro Digitado');
      await modal.getByRole('button', { name: text.usePlace }).click();
      await expect(modal.getByTestId('address-place')).toHaveText('Bairro Digitado, São Paulo, São Paulo');
      await modal.locator('input[name="addressLine1"]').fill('Rua Digitada');
      await modal.locator('input[name="addressLine2"]').fill('7');
      await saveAndSee(page, modal, `A mano ${width}`, ['Rua Digitada', 'Bairro Digitado']);
    } finally {
      stand.setMode('normal');
    }
  });
}
