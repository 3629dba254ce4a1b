// Issue 5: registration in a real browser against the real server: a Chilean person (RUT) and a Brazilian person (CPF) register
// and are signed in; a Peruvian company reaches the success page; a Mexican company sees the pending message and cannot sign in
// until an operator approves it.
import { expect, test, type Page } from '@playwright/test';
import { cpfCheckDigits, rfcCheckDigit, rucCheckDigit, rutCheckDigit } from '../src/rules/document-check-digits';

const run = Date.now().toString(36);
const digits = (length: number) =>
  String(Date.now() % 10 ** length)
    .padStart(length, '1')
    .replace(/^0/, '1');

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
}

async function choose(page: Page, field: string, option: string | RegExp, search?: string) {
  await page.locator(`[data-name="${field}"]`).getByRole('combobox').click();
  if (search) await page.locator('input[name="dropdown-search"]').fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

test('a Chilean person with a valid RUT registers and is signed in', async ({ page }) => {
  const body = `2${digits(7)}`;
  await page.goto('/cl/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  // an empty submit shows what is missing
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Este campo es obligatorio');
  await fill(page, {
    email: `ana.${run}@example.cl`,
    password: 'Cuenta2026x',
    firstName: 'Ana',
    lastName: 'Rojas',
    motherLastName: 'Soto',
    dateOfBirth: '17-05-1990',
    phoneNumber: '912345678',
    document: `${body}-${rutCheckDigit(body)}`,
  });
  await page.locator('[name="acceptTermsAndConditions"]').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: '¡Tu cuenta fue creada con éxito!' })).toBeVisible();
  // issue 16: signed in now, the header no longer offers "Iniciar sesión"
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ir a mi cuenta' }).click();
  await expect(page).toHaveURL(/\/cl\/account$/);
});

test('a duplicate email keeps what was typed and says so', async ({ page }) => {
  await page.goto('/cl/register');
  const body = `1${digits(7)}`;
  await fill(page, {
    email: 'shopper.cl@demo.example.com',
    password: 'Cuenta2026x',
    firstName: 'Ana',
    lastName: 'Rojas',
    dateOfBirth: '1990-05-17',
    phoneNumber: '912345678',
    document: `${body}-${rutCheckDigit(body)}`,
  });
  await page.locator('[name="acceptTermsAndConditions"]').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ya existe una cuenta asociada a este correo' }).first(),
  ).toBeVisible();
  await expect(page.locator('[name="firstName"]')).toHaveValue('Ana');
});

test('a Brazilian person with a CPF registers and is signed in', async ({ page }) => {
  const first9 = `3${digits(8)}`;
  await page.goto('/br/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua conta' })).toBeVisible();
  await fill(page, {
    email: `joao.${run}@example.com.br`,
    password: 'Cuenta2026x!',
    firstName: 'João',
    lastName: 'Silva',
    dateOfBirth: '1985-11-02',
    directDialing: '11',
    phoneNumber: '987654321',
    document: first9 + cpfCheckDigits(first9),
  });
  await page.locator('[name="acceptTermsAndConditions"]').check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('heading', { name: 'Sua conta foi criada com sucesso!' })).toBeVisible();
  await page.goto('/br/account');
  await expect(page).toHaveURL(/\/br\/account$/);
});

async function fillCompany(page: Page, values: Record<string, string>) {
  await expect(page.getByRole('heading', { level: 1, name: 'Registra tu empresa' })).toBeVisible();
  await fill(page, values);
  await page.locator('[name="acceptTermsAndConditions"]').check();
}

test('a Peruvian company reaches the success page', async ({ page }) => {
  const first10 = `20${digits(8)}`;
  await page.goto('/pe/register/company');
  await fillCompany(page, {
    email: `compras.${run}@andina.pe`,
    password: 'Cuenta2026x!',
    firstName: 'Luis',
    lastName: 'Quispe',
    position: 'Gerente',
    phoneNumber: '987654321',
    companyDocument: first10 + rucCheckDigit(first10),
    businessName: 'Ferretería Andina S.A.C.',
    fantasyName: 'Ferre Andina',
    addressLine1: 'Avenida Arequipa',
    addressLine2: '1234',
    companyPhone: '987654321',
  });
  await page.locator('[name="taxpayerType"]').selectOption('common');
  await choose(page, 'economicActivityCode', /^4752 /, 'ferreter');
  await choose(page, 'state', 'LIMA', 'lima');
  await choose(page, 'city', 'LIMA', 'lima');
  await choose(page, 'municipal', 'MIRAFLORES', 'mira');
  await page.getByRole('button', { name: 'Registrar empresa' }).click();
  await expect(page.getByRole('heading', { name: '¡Tu empresa fue registrada con éxito!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir al inicio' })).toBeVisible();
});

test('a Mexican company sees the pending message and cannot sign in until approved', async ({ page, request }) => {
  const rfcBody = `MAT${digits(6).slice(0, 2)}0101A7`;
  const rfc = rfcBody + rfcCheckDigit(rfcBody);
  const email = `compras.${run}@matcentro.mx`;
  await page.goto('/mx/register/company');
  await fillCompany(page, {
    email,
    password: 'Cuenta2026x!',
    firstName: 'Jorge',
    lastName: 'Pérez',
    position: 'Director',
    phoneNumber: '5512345678',
    companyDocument: rfc,
    businessName: 'Materiales del Centro S.A. de C.V.',
    fantasyName: 'MatCentro',
    economicActivityText: 'Comercio al por menor de ferretería',
    addressLine1: 'Calle Reforma',
    addressLine2: '45',
    companyPhone: '5512345678',
  });
  await page.locator('[name="businessType"]').selectOption('merchant');
  await page.locator('[name="taxpayerType"]').selectOption('common');
  await choose(page, 'state', 'Ciudad de México', 'ciudad');
  await choose(page, 'city', 'Cuauhtémoc', 'cuauh');
  // issue 32 item 3: Mexico's colonia is typed (its place lists stop at the municipality)
  await page.getByLabel('Colonia', { exact: false }).fill('Centro');
  await page.getByRole('button', { name: 'Registrar empresa' }).click();
  await expect(page.getByRole('heading', { name: 'Recibimos tu solicitud' })).toBeVisible();
  await expect(page.getByText(/dos días hábiles/)).toBeVisible();
  // the message replaces a long form: it is brought into view; spec §9: Mexico's support line, as a link
  await expect(page.getByRole('heading', { name: 'Recibimos tu solicitud' })).toBeInViewport();
  await expect(page.getByRole('link', { name: '55 0000 0000' })).toHaveAttribute('href', 'tel:+525500000000');

  const login = async () => {
    await page.goto('/mx/login');
    await page.getByRole('button', { name: 'Empresas' }).click();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: false }).first().fill('Cuenta2026x!');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  };
  await login();
  await expect(page.getByRole('alert')).toHaveText(
    'Tu empresa aún está en validación. Te avisaremos por correo cuando puedas ingresar.',
  );

  // the operator approves it (development endpoint; `approve-company` does the same from a shell)
  const review = await request.post('/dev/companies/review', {
    data: { tenant: 'mx', companyDocument: rfc, decision: 'approved', operator: 'e2e' },
  });
  expect(review.ok()).toBe(true);
  await login();
  await expect(page).toHaveURL(/\/mx\/account$/);
});

test('a Colombian person accepts the consents and registers', async ({ page }) => {
  await page.goto('/co/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  await fill(page, {
    email: `camila.${run}@example.co`,
    password: 'Cuenta2026x',
    firstName: 'Camila',
    lastName: 'Gómez',
    dateOfBirth: '1992-08-21',
    phoneNumber: '3001234567',
    document: `10${digits(8)}`,
  });
  // issue 14: one checkbox per consent template (no second, generic terms checkbox), each linking to a page of Colombia
  await expect(page.locator('[name="acceptTermsAndConditions"]')).toHaveCount(0);
  const links = await page.locator('fieldset.consents a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) expect(href).toMatch(/^\/co(-legal)?\//);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Debes aceptar las autorizaciones obligatorias' }),
  ).toBeVisible();
  await page.getByLabel('Acepto los términos y condiciones de uso.').check();
  await page.getByLabel(/Autorizo el tratamiento de mis datos personales/).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: '¡Tu cuenta fue creada con éxito!' })).toBeVisible();
});

test.describe('company form at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an empty submit marks the dropdowns like the other fields and puts the terms error under its checkbox', async ({
    page,
  }) => {
    await page.goto('/mx/register/company');
    await expect(page.getByRole('heading', { level: 1, name: 'Registra tu empresa' })).toBeVisible();
    await page.getByRole('button', { name: 'Registrar empresa' }).click();
    const trigger = page.locator('[data-name="state"]').getByRole('combobox');
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    // the trigger is a field of the spec §9 input height with a visible border, not plain text
    expect((await trigger.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    expect(await trigger.evaluate((e) => getComputedStyle(e).borderTopStyle)).toBe('solid');
    // the terms error is a line of its own below the checkbox text, not a narrow column beside it
    const terms = page.locator('.field--check').filter({ has: page.locator('[name="acceptTermsAndConditions"]') });
    const label = (await terms.locator('label').boundingBox())!;
    const error = (await terms.getByRole('alert').boundingBox())!;
    expect(error.y).toBeGreaterThanOrEqual(label.y + label.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('an open dropdown is a bordered, scrolling list without bullets', async ({ page }) => {
    await page.goto('/mx/register/company');
    await page.locator('[data-name="state"]').getByRole('combobox').click();
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option').first()).toBeVisible();
    expect(await listbox.evaluate((e) => getComputedStyle(e).listStyleType)).toBe('none');
    expect(await listbox.evaluate((e) => getComputedStyle(e).borderTopStyle)).toBe('solid');
    expect((await listbox.boundingBox())!.height).toBeLessThanOrEqual(240);
  });
});
