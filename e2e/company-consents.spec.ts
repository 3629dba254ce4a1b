// Issue 14, spec §9: after login in Colombia the signed-in consent check asks for the pending consent templates; once accepted
// it does not ask again. In a tenant without consents (Chile) nothing is asked.
import { expect, test, type Page } from '@playwright/test';
import { cnpjCheckDigits, nitCheckDigit } from '../src/rules/document-check-digits';
import { DEMO_PASSWORD } from './helpers/company';
import { startOwnServer } from './helpers/own-server';

// The demo shopper accepts once per data dir: accepted at 360 px, then checked at 1280 px (no skipped run).
test('Colombian shopper accepts the pending consents after login at 360 px and is not asked again at 1280 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/co/login');
  await page.getByLabel('Correo electrónico').fill('shopper.co@demo.example.com');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/co\/account$/);
  const dialog = page.getByRole('dialog', { name: 'Revisa y acepta las autorizaciones' });
  await expect(dialog).toBeVisible();
  // it appears as the page loads: keyboard and screen-reader users meet it first
  await expect(dialog.locator('input[type="checkbox"]').first()).toBeFocused();
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  for (const box of await dialog.locator('input[type="checkbox"]').all()) await box.check();
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Andrés' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a Chilean shopper is asked nothing', async ({ page }) => {
  await page.goto('/cl/login');
  await page.getByLabel('Correo electrónico').fill('shopper.cl@demo.example.com');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Camila' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

// Issue 14, spec §9: company and lite registration collect the consents in Colombia and Brazil: one checkbox per template
// (no generic terms box), each linking to its own tenant's page; a required one unticked blocks with a clear error; the
// accepted versions are recorded with the account, so the signed-in consent check asks nothing afterwards.
const stamp = Date.now().toString(36);
const digits = (n: number) => String(Date.now() % 10 ** n).padStart(n, '3');

async function choose(page: Page, field: string, search: string, option: string | RegExp) {
  await page.locator(`[data-name="${field}"]`).getByRole('combobox').click();
  await page.locator('input[name="dropdown-search"]').fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

interface Locale {
  tenant: 'co' | 'br';
  base: string;
  required: string;
  texts: [string | RegExp, string | RegExp];
  submit: string;
  success: string;
  welcome: string;
  document: string;
  place: { state: [string, RegExp]; city: [string, RegExp] };
  activity: [string, RegExp];
  businessType: boolean;
  phone: string;
}

/** The consents of the form: each links to a page of the tenant; a submit without them shows the error. */
async function checkConsents(page: Page, l: Locale, refuse: () => Promise<void>) {
  await expect(page.locator('[name="acceptTermsAndConditions"]')).toHaveCount(0);
  const consents = page.locator('fieldset.consents');
  await expect(consents.getByRole('checkbox')).toHaveCount(2);
  const links = await consents.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links).toHaveLength(2);
  for (const href of links) expect(href).toMatch(new RegExp(`^/${l.tenant}[-/]`));
  await refuse();
  await expect(page.getByRole('alert').filter({ hasText: l.required })).toBeVisible();
  await page.getByLabel(l.texts[0]).check();
  await page.getByLabel(l.texts[1]).check();
}

async function signedInWithoutConsentDialog(page: Page, l: Locale, name: string) {
  await page.goto(`${l.base}/${l.tenant}/account`);
  await expect(page.getByRole('heading', { level: 1, name: `${l.welcome}, ${name}` })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function liteRegistration(page: Page, l: Locale) {
  await page.goto(`${l.base}/${l.tenant}/register/lite`);
  await page.locator('[name="email"]').fill(`lite.${l.tenant}.${stamp}@example.test`);
  await page.locator('[name="password"]').fill('Cuenta2026x!');
  await checkConsents(page, l, () => page.getByRole('button', { name: 'Continuar' }).click());
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.locator('[name="firstName"]').fill('Laura');
  await page.locator('[name="lastName"]').fill('Mejía');
  await page.locator('[name="position"]').fill('Gerente');
  await page.locator('[name="phoneNumber"]').fill(l.phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.locator('[name="companyDocument"]').fill(l.document);
  await page.locator('[name="businessName"]').fill('Ferretería Lite');
  await page.locator('[name="fantasyName"]').fill('Ferre Lite');
  if (l.businessType) await page.locator('[name="businessType"]').selectOption('merchant');
  await page.locator('[name="companyPhone"]').fill('987654321');
  await page.locator('[name="addressLine1"]').fill('Calle Diez');
  await page.locator('[name="addressLine2"]').fill('45');
  await choose(page, 'state', ...l.place.state);
  await choose(page, 'city', ...l.place.city);
  await page.getByRole('button', { name: l.submit }).click();
  await expect(page.getByRole('heading', { name: l.success })).toBeVisible();
  await signedInWithoutConsentDialog(page, l, 'Laura');
}

async function companyRegistration(page: Page, l: Locale, document: string) {
  await page.goto(`${l.base}/${l.tenant}/register/company`);
  const values: Record<string, string> = {
    email: `empresa.${l.tenant}.${stamp}@example.test`,
    password: 'Cuenta2026x!',
    firstName: 'Mateo',
    lastName: 'Rojas',
    position: 'Gerente',
    phoneNumber: l.phone,
    companyDocument: document,
    businessName: 'Materiales Consent',
    fantasyName: 'MatCo',
    addressLine1: 'Calle Diez',
    addressLine2: '45',
    companyPhone: '987654321',
  };
  for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
  if (l.businessType) await page.locator('[name="businessType"]').selectOption('merchant');
  await page.locator('[name="taxpayerType"]').selectOption('common');
  await choose(page, 'economicActivityCode', ...l.activity);
  await choose(page, 'state', ...l.place.state);
  await choose(page, 'city', ...l.place.city);
  // issue 32 item 3: the colony / barrio / bairro is typed where the place lists stop at the city
  await page.locator('[name="municipal"]').fill('Centro');
  await checkConsents(page, l, () => page.getByRole('button', { name: l.submit }).click());
  await page.getByRole('button', { name: l.submit }).click();
  await expect(page.getByRole('heading', { name: l.success })).toBeVisible();
  await signedInWithoutConsentDialog(page, l, 'Mateo');
}

const nit = (base: string) => base + nitCheckDigit(base);
const cnpj = (base: string) => base + cnpjCheckDigits(base);
const colombia = (document: string): Locale => ({
  tenant: 'co',
  base: '',
  required: 'Debes aceptar las autorizaciones obligatorias',
  texts: ['Acepto los términos y condiciones de uso.', /Autorizo el tratamiento de mis datos personales/],
  submit: 'Registrar empresa',
  success: '¡Tu empresa fue registrada con éxito!',
  welcome: 'Hola',
  document,
  place: { state: ['antioquia', /^ANTIOQUIA$/], city: ['medell', /^MEDELLÍN$/] },
  activity: ['4752', /^4752 /],
  businessType: true,
  phone: '3001234567',
});
const brazil = (base: string, document: string): Locale => ({
  tenant: 'br',
  base,
  required: 'Você precisa aceitar as autorizações obrigatórias',
  texts: ['Aceito os termos e condições de uso.', 'Li e aceito os termos de privacidade (LGPD).'],
  submit: 'Cadastrar empresa',
  success: 'Sua empresa foi cadastrada com sucesso!',
  welcome: 'Olá',
  document,
  place: { state: ['paulo', /^São Paulo$/], city: ['paulo', /^São Paulo$/] },
  activity: ['ferragens', /FERRAGENS/],
  businessType: false,
  phone: '987654321',
});

test('Colombia: lite registration at 360 px and company registration at 1280 px collect the consents', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await liteRegistration(page, colombia(nit(`9${digits(8)}`)));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 800 });
  await companyRegistration(page, colombia(nit(`8${digits(8)}`)), nit(`8${digits(8)}`));
});

// Brazil asks for consents outside development (spec §9): a server of the journey's own with APP_ENV=local
test('Brazil (APP_ENV=local): lite registration at 1280 px and company registration at 360 px collect the consents', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const server = await startOwnServer({ APP_ENV: 'local' });
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await liteRegistration(page, brazil(server.baseURL, cnpj(`1${digits(7)}0001`)));
    await page.context().clearCookies();
    await page.setViewportSize({ width: 360, height: 740 });
    const other = cnpj(`2${digits(7)}0001`);
    await companyRegistration(page, brazil(server.baseURL, other), other);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await server.stop();
  }
});
