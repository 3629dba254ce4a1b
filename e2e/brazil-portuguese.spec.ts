// Issue 32 "Done when": a Brazilian shopper meets the shop in Portuguese, data included, at 360 and 1280 px. Signed in as the
// br demo shopper (docs/demo-accounts.md): "Meus dados" -> "Minhas listas" shows the default list as 'Minha primeira lista';
// the storefront search and a product page show the catalogue's Portuguese names and description; the email change page
// sends a code whose mail, read from the development mailbox (server/src/platform/mailbox.routes.ts), is the pt-BR one.
// Every screen's main region is read for Spanish with the word list of the server's own test (e2e/helpers/spanish-marks.ts,
// shared with server/test/i18n/pt-br-data.test.ts): none of those words may appear.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../server/src/db/catalogue-data';
import { catalogueFor } from '../server/src/mail/templates';
import { checkAtWidths, formatFindings, newTally } from './helpers/a11y';
import { startOwnServer, type OwnServer } from './helpers/own-server';
import { DEMO_PASSWORD } from './helpers/sign-in';
import { spanishLines } from './helpers/spanish-marks';

const SHOPPER = 'shopper.br@demo.example.com';
const PT_NAMES = new Map(DEMO_PRODUCTS.map((p) => [p.sku, p]));

// a server of its own: the journey asks for email-change codes, and the mails it reads must be its own
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({ LOG_LEVEL: 'warn', POSTCODE_BR_URL: 'off' });
});
test.afterAll(async () => {
  await server?.stop();
});

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** The main region's visible text holds none of the Spanish words. */
async function noSpanishIn(page: Page, screen: string) {
  const text = await page.locator('main').innerText();
  expect(spanishLines(text), `${screen} (${page.url()}) shows Spanish`).toEqual([]);
}

async function noSeriousA11y(page: Page, name: string, width: number) {
  const tally = newTally();
  await checkAtWidths(page, name, tally, { widths: [width] });
  expect(tally.findings, formatFindings(tally.findings)).toEqual([]);
}

for (const width of [360, 1280]) {
  test(`a br shopper's lists, products and mail are Portuguese at ${width} px`, async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 860 } });
    const page = await context.newPage();
    const main = page.locator('main');

    // sign in through the Portuguese login
    await page.goto('/br/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Entre na sua conta' })).toBeVisible();
    await page.getByLabel('E-mail').fill(SHOPPER);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/br\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, João' })).toBeVisible();
    await settled(page);
    await noSpanishIn(page, 'account home');

    // my lists: the default list in Portuguese (spec §3 'Mi primera lista', issue 32: 'Minha primeira lista' in Brazil)
    await page.goto('/br/account/my-lists');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await expect(main.locator('[data-list="Minha primeira lista"]')).toBeVisible();
    await expect(main.getByText('Mi primera lista')).toHaveCount(0);
    await noSpanishIn(page, 'my lists');

    // the storefront search: every result is named as the catalogue names it in Portuguese
    await page.goto('/br/search?q=furadeira');
    await settled(page);
    const names = main.locator('.product-card__name');
    await expect(names.first()).toBeVisible();
    const shown = (await names.allInnerTexts()).map((n) => n.trim());
    const ptNames = new Set([...PT_NAMES.values()].map((p) => p.namePt));
    expect(
      shown.filter((n) => !ptNames.has(n)),
      'results not named in Portuguese',
    ).toEqual([]);
    expect(shown).toContain('Furadeira de impacto 650 W');
    await noSpanishIn(page, 'search results');

    // the product page: the Portuguese name and description of the data
    await names.filter({ hasText: 'Furadeira de impacto 650 W' }).first().click();
    await expect(page).toHaveURL(/\/br\/product\/HM-1001/);
    await settled(page);
    const product = PT_NAMES.get('HM-1001')!;
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(product.namePt);
    await expect(main).toContainText(product.descriptionPt);
    await expect(main).not.toContainText(product.name); // 'Taladro percutor 650 W'
    await noSpanishIn(page, 'product page');
    await noSeriousA11y(page, 'productDetail@br', width);

    // the email change page sends a code to the new address; the mail is read from the development mailbox
    const newEmail = `joao.${width}.${Date.now().toString(36)}@example.com`;
    await page.goto('/br/account/my-profile/email');
    await expect(main.getByRole('heading', { level: 1, name: 'Alterar e-mail' })).toBeVisible();
    await settled(page);
    await noSpanishIn(page, 'email change');
    await main.getByLabel('Novo e-mail').fill(newEmail);
    await main.getByLabel('Senha atual').fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'Enviar código' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Confira seu novo e-mail' })).toBeVisible();
    await noSpanishIn(page, 'email change code step');

    const mails = await (await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(newEmail)}`)).json();
    expect(mails.mails).toHaveLength(1);
    const mail = mails.mails[0];
    expect(mail.template).toBe('email-change-code');
    // the pt-BR template's subject, not the Spanish one
    expect(mail.subject).toBe(catalogueFor('pt-BR')['email-change-code'].subject);
    expect(mail.subject).not.toBe(catalogueFor('es-CL')['email-change-code'].subject);
    expect(spanishLines(`${mail.subject}\n${mail.text}`), 'the mail reads as Spanish').toEqual([]);
    const code = /^\d{4,8}$/m.exec(mail.text)?.[0];
    expect(code, 'the mail carries the code').toBeTruthy();

    // as the shopper reads it: the mail itself, opened from the mailbox
    const inbox = await context.newPage();
    await inbox.setViewportSize({ width, height: 860 });
    await inbox.goto(`/dev/mailbox/${mail.id}`);
    await expect(inbox.locator('html')).toHaveAttribute('lang', 'pt-BR');
    const body = await inbox.locator('body').innerText();
    expect(body).toContain(code!);
    expect(body).toContain('Olá');
    expect(spanishLines(body), 'the opened mail reads as Spanish').toEqual([]);
    const shot = testInfo.outputPath(`mail-${width}.png`);
    await inbox.screenshot({ path: shot, fullPage: true });
    await page.screenshot({ path: testInfo.outputPath(`email-change-${width}.png`), fullPage: true });
    testInfo.annotations.push({ type: 'screenshot', description: shot });
    await context.close();
  });
}
