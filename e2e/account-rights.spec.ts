// Issue 31 items 2-3 (Ley 1581 de 2012, LGPD) in a real browser against the real server, at 360 and 1280 px: a Brazilian
// shopper registered in the test (a fresh account: the demo accounts stay as they are) buys one product, changes their
// email with a code mailed to the new address, downloads their data after the step-up (the JSON parses and holds the
// order; the PDF starts with %PDF), closes the account after the step-up, and registers again with the same email.
// axe finds nothing serious on the three pages.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cpfCheckDigits } from '../src/rules/document-check-digits';
import { checkAtWidths, formatFindings, newTally } from './helpers/a11y';

const PASSWORD = 'Cuenta2026x!';
const SKU = 'HM-1001';

async function csrf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'cuenta_csrf')?.value ?? '';
}

async function apiHeaders(page: Page) {
  return { 'x-tenant': 'br', channel: 'WEB', 'x-csrf-token': await csrf(page) };
}

function brazilian(email: string, seed: number) {
  const first9 = `4${String(seed).padStart(8, '1').slice(-8)}`;
  return {
    tenant: 'br',
    email,
    password: PASSWORD,
    firstName: 'Rita',
    lastName: 'Souza',
    dateOfBirth: '1988-03-09',
    gender: 'FEMALE',
    directDialing: '11',
    phoneNumber: '987654321',
    document: first9 + cpfCheckDigits(first9),
    documentType: 'CPF',
    offerSms: false,
    addCMR: false,
    acceptTermsAndConditions: true,
    personalDataTreatmentPolicy: true,
  };
}

/** The newest code mailed to an address, from the development mailbox. */
async function codeFor(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      const mails = (await res.json()).mails as { text: string; subject: string }[];
      code = mails.map((m) => /^\d{4,6}$/m.exec(m.text)?.[0]).find((c): c is string => !!c);
      return code ?? null;
    })
    .not.toBeNull();
  return code!;
}

/** One order through the storefront's own API (cart line, store pickup, pay at the till), as the checkout page places it. */
async function buyOne(page: Page) {
  const headers = await apiHeaders(page);
  const added = await page.request.post('/s/checkout/v1/carts/mine/lines', {
    headers,
    data: { sku: SKU, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const options = await (await page.request.get('/s/checkout/v1/carts/mine/checkout', { headers })).json();
  const store = (options.pickupStores as { id: string; hasAllLines: boolean }[]).find((s) => s.hasAllLines);
  expect(store, 'a store with the product in stock').toBeTruthy();
  const cart = await (await page.request.get('/s/checkout/v1/carts/mine', { headers })).json();
  const place = (expectedTotal: number) =>
    page.request.post('/s/checkout/v1/carts/mine/checkout', {
      headers,
      data: {
        idempotencyKey: `rights-${Date.now().toString(36)}-order`,
        expectedTotal,
        delivery: { method: 'storePickup', storeId: store!.id },
        payment: { method: 'till' },
      },
    });
  let placed = await place(cart.total as number);
  if (placed.status() === 409) placed = await place((await placed.json()).details.total as number);
  expect(placed.status(), await placed.text()).toBeLessThan(300);
  return (await placed.json()).orderNumber as string;
}

for (const width of [360, 1280]) {
  test(`a br shopper changes email, downloads their data and closes the account at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    const tally = newTally();
    await page.setViewportSize({ width, height: 800 });
    const run = `${Date.now().toString(36)}${width}`;
    const oldEmail = `rita.${run}@example.com.br`;
    const newEmail = `rita.nova.${run}@example.com.br`;
    const person = brazilian(oldEmail, Date.now() % 10 ** 8);

    // a fresh account, signed in by its registration (the session cookie lands in the browser's context)
    await page.goto('/br/register');
    const registered = await page.request.post('/api/auth/v1/register', { data: person });
    expect(registered.status(), await registered.text()).toBe(201);
    const orderNumber = await buyOne(page);

    // 1. "Meus dados" -> "Alterar e-mail": the code goes to the NEW address
    await page.goto('/br/account/my-profile');
    const main = page.locator('main');
    await main.getByRole('link', { name: 'Alterar e-mail' }).click();
    await expect(page).toHaveURL(/\/br\/account\/my-profile\/email$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Alterar e-mail' })).toBeVisible();
    await checkAtWidths(page, 'emailChange', tally, { widths: [width] });
    // an empty submit: the focus goes to the first invalid field
    await main.getByRole('button', { name: 'Enviar código' }).click();
    await expect(main.getByLabel(/^Novo e-mail/)).toBeFocused();
    await main.getByLabel(/^Novo e-mail/).fill(newEmail);
    await main.getByLabel(/^Senha atual/).fill(PASSWORD);
    await main.getByRole('button', { name: 'Enviar código' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Confira seu novo e-mail' })).toBeVisible();
    const emailCode = await codeFor(page.request, newEmail);
    await main.getByLabel(/^Código de verificação/).fill(emailCode);
    await main.getByRole('button', { name: 'Alterar e-mail' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'E-mail alterado' })).toBeVisible();
    // the old address was told
    const oldMails = await (await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(oldEmail)}`)).json();
    expect((oldMails.mails as { subject: string }[]).map((m) => m.subject)).toContain(
      'O e-mail da sua conta foi alterado',
    );

    // 2. "Baixar meus dados": password + a code to the (new) address, then the two files
    await page.goto('/br/account/privacy/export');
    await expect(main.getByRole('heading', { level: 1, name: 'Baixar meus dados' })).toBeVisible();
    await main.getByRole('button', { name: 'Enviar código' }).click();
    await expect(main.getByText('Enviamos um código para o seu e-mail.', { exact: false })).toBeVisible();
    const exportCode = await codeFor(page.request, newEmail);
    await main.getByLabel(/^Senha/).fill(PASSWORD);
    await main.getByLabel(/^Código de verificação/).fill(exportCode);
    await main.getByRole('button', { name: 'Confirmar' }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Seus dados estão prontos' })).toBeVisible();
    await checkAtWidths(page, 'dataExport', tally, { widths: [width] });
    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('link', { name: 'Baixar em JSON' }).click(),
    ]);
    const data = JSON.parse(await readFile((await jsonDownload.path())!, 'utf8'));
    expect(data.profile.email).toBe(newEmail);
    expect((data.orders as { order_number: string }[]).map((o) => o.order_number)).toContain(orderNumber);
    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('link', { name: 'Baixar em PDF' }).click(),
    ]);
    const pdf = await readFile((await pdfDownload.path())!);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');

    // 3. "Encerrar minha conta": a fresh step-up, then one confirmation
    await page.goto('/br/account/privacy/close-account');
    await expect(main.getByRole('heading', { level: 1, name: 'Encerrar minha conta' })).toBeVisible();
    await main.getByRole('button', { name: 'Enviar código' }).click();
    await expect(main.getByText('Enviamos um código para o seu e-mail.', { exact: false })).toBeVisible();
    const closeCode = await codeFor(page.request, newEmail);
    // the new code is another one than the export's (single use)
    await main.getByLabel(/^Senha/).fill(PASSWORD);
    await main.getByLabel(/^Código de verificação/).fill(closeCode);
    await main.getByRole('button', { name: 'Confirmar' }).click();
    await expect(main.getByRole('button', { name: 'Encerrar minha conta definitivamente' })).toBeVisible();
    await checkAtWidths(page, 'closeAccount', tally, { widths: [width] });
    await main.getByRole('button', { name: 'Encerrar minha conta definitivamente' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Sua conta foi encerrada' })).toBeVisible();
    // the session is over
    expect((await page.request.get('/api/my-account/br/users')).status()).toBe(401);

    // 4. the same email registers again
    const again = await page.request.post('/api/auth/v1/register', { data: { ...person, email: newEmail } });
    expect(again.status(), await again.text()).toBe(201);

    expect(tally.findings, formatFindings(tally.findings)).toEqual([]);
  });
}
