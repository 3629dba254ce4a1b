// Issue 32 "Done when", at 360 and 1280 px: a company's address reads in its own country's terms wherever it is asked, as
// the address modal asks it (spec §3 Address: Mexico street, exterior and interior number, colony, municipality, state;
// Colombia street and number, neighbourhood, department, city), never in Chile's ('Región', 'Comuna').
//   - mx: the demo company's owner (docs/demo-accounts.md; the company is approved first, as an operator would) finds in
//     its company details the labels of the address modal, the colony typed; changes the municipality, the colony and the
//     interior number, saves, and after a reload finds them kept. The company registration form asks the same.
//   - pe-b2b: the Peruvian owner's company details read Departamento / Provincia / Distrito, each from the lists.
//   - co: the company registration form reads Departamento / Ciudad / Barrio (typed) / Calle y número.
// axe finds nothing serious or critical on the company details.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkAtWidths, formatFindings, newTally } from './helpers/a11y';
import { companyLogin } from './helpers/company';
import { startOwnServer, type OwnServer } from './helpers/own-server';

type AddressField = 'state' | 'city' | 'municipal' | 'addressLine1' | 'addressLine2' | 'addressLine3' | 'postcode';
const FIELDS: AddressField[] = [
  'state',
  'city',
  'municipal',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'postcode',
];

/** spec §3 Address labels by country (the address modal's, src/i18n/locales/es/account.json `labels.<COUNTRY>`) */
const TERMS: Record<'MX' | 'PE' | 'CO', Record<AddressField, string>> = {
  MX: {
    state: 'Estado',
    city: 'Municipio',
    municipal: 'Colonia',
    addressLine1: 'Calle',
    addressLine2: 'Número exterior',
    addressLine3: 'Número interior',
    postcode: 'Código postal',
  },
  PE: {
    state: 'Departamento',
    city: 'Provincia',
    municipal: 'Distrito',
    addressLine1: 'Calle',
    addressLine2: 'Número',
    addressLine3: 'Depto, casa u oficina',
    postcode: 'Código postal',
  },
  CO: {
    state: 'Departamento',
    city: 'Ciudad',
    municipal: 'Barrio',
    addressLine1: 'Calle y número',
    addressLine2: 'Número de placa',
    addressLine3: 'Apartamento o interior',
    postcode: 'Código postal',
  },
};
/** Chile's terms (the first tenant's, and the fallback of a country without its own set) */
const CHILEAN = /\b(Región|Comuna)\b/;

const MX_COMPANY_RFC = 'CDE190412K70'; // docs/demo-accounts.md: pending until an operator approves it

// a server of its own: the journey approves the pending demo company and edits its details
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({ LOG_LEVEL: 'warn', POSTCODE_BR_URL: 'off' });
  const review = await fetch(`${server.baseURL}/dev/companies/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenant: 'mx', companyDocument: MX_COMPANY_RFC, decision: 'approved', operator: 'e2e' }),
  });
  expect(review.status, await review.text()).toBe(200);
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * The label of each address field found under `root`, as the person reads it: a text input or a native select by its
 * <label>, the searchable dropdown by its own label; ' *' where the field is marked required. `prefix` names the fields
 * (the modal's place picker: `pick-state`).
 */
async function addressLabels(root: Locator, prefix = ''): Promise<Partial<Record<AddressField, string>>> {
  const found = await root.evaluate(
    (el, { names, prefix }) =>
      Object.fromEntries(
        names.flatMap((name) => {
          const field = el.querySelector(`[name="${prefix}${name}"], [data-name="${prefix}${name}"]`);
          if (!field) return [];
          const label =
            (field as HTMLInputElement).labels?.[0]?.textContent ?? field.querySelector('.field__label')?.textContent;
          return label ? [[name, label.replace(/\s+/g, ' ').trim()]] : [];
        }),
      ),
    { names: FIELDS, prefix },
  );
  return found as Partial<Record<AddressField, string>>;
}

/** The labels without their required marks (what TERMS lists). */
const words = (labels: Partial<Record<AddressField, string>>) =>
  Object.fromEntries(Object.entries(labels).map(([name, label]) => [name, label.replace(/\s*\*$/, '')]));

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

async function noSeriousA11y(page: Page, name: string, width: number) {
  const tally = newTally();
  await checkAtWidths(page, name, tally, { widths: [width] });
  expect(tally.findings, formatFindings(tally.findings)).toEqual([]);
}

/** What the address modal of the tenant calls each field: its form, then its place picker ("¿No sabes tu código postal?"). */
async function modalLabels(page: Page, tenant: string) {
  await page.goto(`/${tenant}/account/my-addresses`);
  await settled(page);
  await page.getByRole('button', { name: 'Agregar dirección' }).click();
  const modal = page.getByTestId('address-modal');
  await expect(modal).toBeVisible();
  const form = await addressLabels(modal);
  await modal.getByRole('button', { name: '¿No sabes tu código postal?' }).click();
  await expect(modal.locator('[data-page="knowZip"]')).toBeVisible();
  const places = await addressLabels(modal, 'pick-');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  return { ...form, ...places };
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a Mexican owner’s company details read in Mexico’s terms, as the address modal; a change is kept', async ({
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await companyLogin(page, 'mx', 'owner.mx@demo.example.com');

      // the address modal's terms for Mexico, as spec §3 lists them
      const modal = await modalLabels(page, 'mx');
      expect(words(modal)).toEqual(TERMS.MX);

      // the company details: the same terms, the colony typed where Mexico's lists stop at the municipality
      await page.goto('/mx/account/company-details');
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Datos de la empresa' })).toBeVisible();
      await settled(page);
      await expect(main.locator('input[name="businessName"]')).toHaveValue(
        'Comercializadora del Este Demo S.A. de C.V.',
      );
      // word for word, required marks included (Mexico requires the postcode, spec §5)
      expect(await addressLabels(main)).toEqual(modal);
      await expect(main.locator('select[name="state"]')).toBeVisible();
      await expect(main.locator('select[name="city"]')).toBeVisible();
      await expect(main.getByLabel('Colonia')).toHaveAttribute('type', 'text');
      expect(await main.innerText()).not.toMatch(CHILEAN);
      await noSeriousA11y(page, `companyDetails@mx ${width}`, width);

      // a change: another municipality of Ciudad de México, a colony of it, an interior number (spec §5: 1-6 letters or digits)
      const change =
        width === 360
          ? { city: 'Cuauhtémoc', colony: 'Roma Norte', interior: '3B' }
          : { city: 'Benito Juárez', colony: 'Narvarte Poniente', interior: '12' };
      await expect(main.getByLabel('Estado')).toHaveValue('09'); // Ciudad de México
      await main.getByLabel('Municipio').selectOption({ label: change.city });
      await settled(page);
      await main.getByLabel('Colonia').fill(change.colony);
      await main.getByLabel('Número interior').fill(change.interior);
      await main.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText('Datos editados exitosamente.')).toBeVisible();

      await page.reload();
      await expect(main.getByRole('heading', { level: 1, name: 'Datos de la empresa' })).toBeVisible();
      await settled(page);
      await expect(main.getByLabel('Colonia')).toHaveValue(change.colony);
      await expect(main.getByLabel('Número interior')).toHaveValue(change.interior);
      await expect(main.getByLabel('Municipio').locator('option:checked')).toHaveText(change.city);
      await expect(main.getByLabel('Estado').locator('option:checked')).toHaveText('Ciudad de México');
      await expect(main.getByLabel('Número exterior')).toHaveValue('45');
      expect(words(await addressLabels(main))).toEqual(TERMS.MX);
      const shot = testInfo.outputPath(`company-details-mx-${width}.png`);
      await page.screenshot({ path: shot, fullPage: true });
      testInfo.annotations.push({ type: 'screenshot', description: shot });

      // the company registration form asks the address in the same terms
      await page.goto('/mx/register/company');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
      expect(words(await addressLabels(main))).toEqual(TERMS.MX);
      await expect(main.getByLabel('Colonia')).toHaveAttribute('type', 'text');
      expect(await main.innerText()).not.toMatch(CHILEAN);
      await context.close();
    });

    test('a Peruvian owner’s company details and a Colombian company registration read in their own terms', async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 900 } });
      const page = await context.newPage();
      const main = page.locator('main');
      await companyLogin(page, 'pe-b2b', 'owner.pe-b2b@demo.example.com');
      await page.goto('/pe-b2b/account/company-details');
      await expect(main.getByRole('heading', { level: 1, name: 'Datos de la empresa' })).toBeVisible();
      await settled(page);
      expect(words(await addressLabels(main))).toEqual(TERMS.PE);
      // Peru's lists have three levels: the district is chosen, not typed
      await expect(main.getByLabel('Distrito').locator('option:checked')).toHaveText('LIMA');
      await expect(main.getByLabel('Departamento').locator('option:checked')).toHaveText('LIMA');
      expect(await main.innerText()).not.toMatch(CHILEAN);

      await page.goto('/co/register/company');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
      expect(words(await addressLabels(main))).toEqual(TERMS.CO);
      await expect(main.getByLabel('Barrio')).toHaveAttribute('type', 'text');
      expect(await main.innerText()).not.toMatch(CHILEAN);
      await noSeriousA11y(page, `companyRegistration@co ${width}`, width);
      await context.close();
    });
  });
}
