// Issue 32 item 4: a Brazilian screen shows no Spanish coming from data. The pt-BR locale files are checked elsewhere; this
// test reads what the SERVER answers to a br session or guest and what it sends or prints for br: the whole demo catalogue
// (names, descriptions, categories, sizes, stores with stock) through the catalogue endpoints, the stores list, the demo
// shopper's orders, the default list's name, the consent templates of every purpose, every mail template, and the quotation
// and invoice PDFs' words.
//
// What counts as Spanish (SPANISH_MARKS, shared with the browser journey e2e/brazil-portuguese.spec.ts): the marks and
// words that Portuguese never writes, listed with their reasons in e2e/helpers/spanish-marks.ts. A product's name has too
// many Spanish words for any list: names are compared with the data's own.
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_PURPOSES } from '../../../src/contracts/consent.contract';
import { getTenant } from '../../../src/tenants/tenants';
import { DEMO_PRODUCTS } from '../../src/db/catalogue-data';
import { DEMO_SHOPPERS } from '../../src/db/demo-data';
import { seedCatalogue } from '../../src/db/seed';
import { seedOrders } from '../../src/db/seed-orders';
import { seedStores } from '../../src/db/seed-quotes';
import { invoicePdf } from '../../src/lib/invoice-pdf';
import { quotationPdf } from '../../src/lib/quotation-pdf';
import { MAIL_TEMPLATES, renderMail } from '../../src/mail/templates';
import { spanishIn } from '../../../e2e/helpers/spanish-marks';
import { BUILD_TIMEOUT, buildTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';

/** The words a pdfkit PDF draws (its content streams inflated; standard fonts write WinAnsi hex strings). */
function pdfWords(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // an image or a font, not a content stream
    }
    for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g)) out.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    out.push('\n');
  }
  return out.join('').replace(/\s+/g, ' ');
}

// each test reads many pages and PDFs through the app (2.7 s alone; over 5 s beside other files on a busy 2-core machine)
describe('Brazil without Spanish from data (issue 32 item 4)', { timeout: 30_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedStores(t.app);
    await seedCatalogue(t.app); // products, texts, prices and the stock of those stores
    // the Brazilian demo shopper and the demo orders (seedOrders plans them for the shoppers that exist: this one)
    const shopper = DEMO_SHOPPERS.find((s) => s.tenant === 'br')!;
    await createTestUser(t.app, {
      tenant: 'br',
      email: shopper.email,
      firstName: shopper.firstName,
      lastName: shopper.lastName,
    });
    await seedOrders(t.app);
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  it('the marks catch Spanish and pass Portuguese', () => {
    const sample = (text: string) => spanishIn([{ where: 'sample', text }]).length;
    for (const es of [
      '1 galón',
      '¿Olvidaste tu contraseña?',
      'Tienda São Paulo',
      'Cotización 12',
      'Pisos y revestimientos',
      'Mi primera lista',
      'Baño y cocina',
      'Agregamos el producto',
    ])
      expect(sample(es), es).toBe(1);
    for (const pt of [
      'Tinta látex cores 1 galão',
      'Pedido N° 1001',
      'Minha primeira lista',
      'Loja São Paulo',
      'Orçamento 12',
      'Banheiro e cozinha',
      'Cadastrar empresa',
      'Não encontramos o CEP. Tente encontrá-la',
      'Guarde produtos em listas para comprá-los de novo quando quiser.',
      'Opcional: instalação',
    ])
      expect(sample(pt), pt).toBe(0);
  });

  it('the catalogue, its stores and the stores list answer br in Portuguese', async () => {
    const texts: { where: string; text: string }[] = [];
    const skus = [...new Set(DEMO_PRODUCTS.map((p) => p.sku))];
    for (let page = 1; ; page++) {
      const res = await t.app.inject({ url: `/s/catalogue/v1/search?tenant=br&page=${page}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      for (const item of body.items)
        texts.push(
          { where: `search ${item.sku} name`, text: item.name },
          { where: `search ${item.sku} category`, text: item.category.name },
          { where: `search ${item.sku} size`, text: item.variantLabel ?? '' },
        );
      for (const c of body.categories) texts.push({ where: 'category', text: c.name });
      if (page >= body.pageCount) break;
    }
    // every name and description served to br is the data's Portuguese one
    const data = new Map(DEMO_PRODUCTS.map((p) => [p.sku, p]));
    const named = texts.filter((x) => x.where.endsWith(' name'));
    expect(named).toHaveLength(skus.length);
    expect(named.filter((x) => x.text !== data.get(x.where.split(' ')[1]!)!.namePt)).toEqual([]);
    const details = await Promise.all(skus.map((sku) => t.app.catalogue.detail('br', sku)));
    expect(details.filter((d) => d && d.description !== data.get(d.sku)!.descriptionPt)).toEqual([]);
    expect(details.filter(Boolean)).toHaveLength(skus.length);
    for (const d of details) {
      texts.push({ where: `${d!.sku} description`, text: d!.description });
      for (const v of d!.variants) texts.push({ where: `${d!.sku} variant`, text: v.label });
    }
    for (const s of details[0]!.stores) texts.push({ where: 'product store', text: `${s.name} ${s.city}` });
    const user = await createTestUser(t.app, { tenant: 'br' });
    const stores = await t.app.inject({
      url: '/api/my-account/v1/geo/storeList',
      headers: sessionHeaders(await openSession(t.app, user)),
    });
    expect(stores.statusCode).toBe(200);
    texts.push({ where: 'storeList', text: JSON.stringify(stores.json()) });
    expect(spanishIn(texts)).toEqual([]);
  });

  it("a br user's default list, the consent templates and the mails are Portuguese", async () => {
    const br = getTenant('br');
    const texts: { where: string; text: string }[] = [];
    const user = await createTestUser(t.app, { tenant: 'br' });
    const lists = await t.app.inject({
      url: '/api/quotation/lists',
      headers: sessionHeaders(await openSession(t.app, user)),
    });
    expect(lists.statusCode).toBe(200);
    texts.push({ where: 'lists', text: JSON.stringify(lists.json()) });
    for (const purpose of CONSENT_PURPOSES) {
      const res = await t.app.inject({ url: `/api/auth/v1/consent/templates?purpose=${purpose}&tenant=br` });
      expect(res.statusCode).toBe(200);
      for (const template of res.json().templates)
        texts.push({ where: `consent ${purpose} ${template.id}`, text: `${template.title} ${template.text}` });
    }
    for (const template of MAIL_TEMPLATES) {
      const mail = renderMail(template, br.locale, {
        code: '123456',
        minutes: 10,
        firstName: 'João',
        companyName: 'Materiais Paulista Ltda.',
        storeName: br.name,
        link: 'https://example.test/br/colaborador',
      });
      texts.push({ where: `mail ${template}`, text: `${mail.subject} ${mail.text}` });
    }
    expect(spanishIn(texts)).toEqual([]);
  });

  it("the br demo shopper's orders (list and each detail) are Portuguese", async () => {
    const shopper = DEMO_SHOPPERS.find((s) => s.tenant === 'br')!;
    const user = (await t.app.users.findByEmail('br', shopper.email))!;
    const headers = sessionHeaders(await openSession(t.app, user));
    const list = await t.app.inject({ url: '/api/my-account/br/orders', headers });
    expect(list.statusCode).toBe(200);
    const numbers = [...JSON.stringify(list.json()).matchAll(/"orderNumber":"(\d+)"/g)].map((m) => m[1]!);
    expect(numbers.length).toBeGreaterThan(3);
    const texts = [{ where: 'orders', text: JSON.stringify(list.json()) }];
    const lines: { sku: string; name: string }[] = [];
    for (const number of new Set(numbers)) {
      const detail = await t.app.inject({ url: `/api/my-account/br/orders/${number}`, headers });
      expect(detail.statusCode).toBe(200);
      texts.push({ where: `order ${number}`, text: JSON.stringify(detail.json()) });
      lines.push(...(detail.json().lines as { sku: string; name: string }[]));
    }
    expect(spanishIn(texts)).toEqual([]);
    // a product name has too many Spanish words for a list of marks: each line reads the br catalogue's own name
    const catalogue = new Map(
      (await t.app.catalogue.find('br', [...new Set(lines.map((l) => l.sku))])).map((p) => [p.sku, p.name]),
    );
    expect(lines.filter((l) => l.name !== catalogue.get(l.sku)).map((l) => `${l.sku}: ${l.name}`)).toEqual([]);
  });

  it('the quotation and invoice PDFs of br print Portuguese', async () => {
    const br = getTenant('br');
    const [product] = await t.app.catalogue.find('br', ['HM-1001']);
    const line = { sku: 'HM-1001', name: product!.name, quantity: 2, unitPrice: product!.price };
    const store = (await t.app.quotations.stores('br'))[0]!;
    const quotation = await quotationPdf({
      locale: br.locale,
      number: '1001',
      store: { name: store.name, address: store.address, city: store.city },
      createdAt: new Date('2026-03-02T12:00:00Z'),
      expiresAt: new Date('2026-03-12T12:00:00Z'),
      expired: true,
      currency: br.currency,
      total: line.unitPrice * 2,
      lines: [line],
    });
    const texts = [{ where: 'quotation PDF', text: pdfWords(quotation) }];
    for (const kind of ['invoice', 'receipt'] as const) {
      const invoice = await invoicePdf({
        tenant: br,
        kind,
        documentNumber: 'NF-1',
        orderNumber: '1001',
        issuedAt: new Date('2026-03-02T12:00:00Z'),
        customerName: 'João Silva',
        paymentMethod: 'creditCard',
        lines: [line],
        subtotal: line.unitPrice * 2,
        deliveryCost: 0,
        total: line.unitPrice * 2,
      });
      texts.push({ where: `${kind} PDF`, text: pdfWords(invoice) });
    }
    // the reader works: it finds the words the PDFs are made of
    expect(texts[0]!.text).toContain('Orçamento');
    expect(texts[1]!.text).toContain('Nota fiscal');
    expect(spanishIn(texts)).toEqual([]);
  });
});
