// Issue 34 items 2-4: the storefront's search (accents and case ignored in Spanish and Portuguese, filters, sort, paging),
// the product page's data (sizes, stock by store, installation) and the comparison, on the seeded demo catalogue.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, SearchResponse } from '../../../src/contracts/catalogue.contract';
import { DEMO_PRODUCTS, OUT_OF_STOCK_SKU } from '../../src/db/catalogue-data';
import { productPrices, products } from '../../src/storefront/catalogue.schema';
import { seedCatalogue, seedCatalogueStock } from '../../src/db/seed';
import { seedStores } from '../../src/db/seed-quotes';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';

describe.each(testBackends())('storefront catalogue on $name (issue 34)', (backend) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    app = t.app;
    await seedCatalogue(app);
    await seedStores(app);
    await seedCatalogueStock(app);
    // a product only Chile sells: other tenants must not see it
    await app.db.insert(products).values({ sku: 'HM-9001', name: 'Solo Chile', brand: 'Demo', category: 'ferretería' });
    await app.db.insert(productPrices).values({ sku: 'HM-9001', tenant: 'cl', currency: 'CLP', price: 990 });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  const search = async (tenant: string, query: Record<string, string | undefined>) => {
    const res = await app.inject({
      method: 'GET',
      url: '/s/catalogue/v1/search',
      query: query as Record<string, string>,
      headers: { 'x-tenant': tenant },
    });
    return { status: res.statusCode, body: res.json() as SearchResponse };
  };

  it('seeds about 200 products over 8 categories, keeping the 14 old skus', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(190);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.sku)).size).toBe(DEMO_PRODUCTS.length);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.category)).size).toBe(8);
    expect(DEMO_PRODUCTS.find((p) => p.sku === 'HM-1001')).toMatchObject({
      name: 'Taladro percutor 650 W',
      clp: 39990,
    });
  });

  it('finds "Cerámica" from "ceramica" and "CERAMICA" in Spanish, and "Porcelanatos" from the singular', async () => {
    for (const q of ['ceramica', 'CERAMICA', 'cerámicas']) {
      const { status, body } = await search('cl', { q });
      expect(status).toBe(200);
      expect(body.total).toBeGreaterThan(3);
      expect(body.items[0]!.name).toMatch(/Cerámica/);
      expect(body.items.every((p) => /cerámic/i.test(p.name + p.category.name) || /cerámic/i.test(p.name))).toBe(true);
    }
    const { body } = await search('cl', { q: 'porcelanatos' });
    expect(body.items.map((p) => p.name)).toContain('Porcelanato marmolado blanco 60x60 cm');
    expect(body.items[0]).toMatchObject({ unit: 'm2', currency: 'CLP', variantGroup: expect.any(String) });
  });

  it('searches the Portuguese texts for Brazil, accents ignored', async () => {
    const { body } = await search('br', { q: 'ceramica' });
    expect(body.total).toBeGreaterThan(3);
    expect(body.items[0]!.name).toMatch(/Cerâmica/);
    expect(body.items[0]!.currency).toBe('BRL');
    const torneira = await search('br', { q: 'TORNEIRA' });
    expect(torneira.body.items.map((p) => p.name)).toContain('Torneira monocomando para pia');
    expect(torneira.body.facets).toEqual([
      { id: 'baño y cocina', name: 'Banheiro e cozinha', count: expect.any(Number) },
    ]);
  });

  it('filters by category and price, sorts by price and pages by 24', async () => {
    const all = await search('pe', {});
    expect(all.body.total).toBe(DEMO_PRODUCTS.length);
    expect(all.body.items).toHaveLength(24);
    expect(all.body.pageCount).toBe(Math.ceil(DEMO_PRODUCTS.length / 24));
    expect(all.body.categories).toHaveLength(8);
    const floors = await search('cl', { category: 'pisos', sort: 'priceAsc' });
    expect(floors.body.items.every((p) => p.category.id === 'pisos')).toBe(true);
    const prices = floors.body.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await search('cl', { minPrice: '100000', maxPrice: '300000', sort: 'priceDesc' });
    const descPrices = desc.body.items.map((p) => p.price);
    expect(descPrices.every((p) => p >= 100000 && p <= 300000)).toBe(true);
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
    const page2 = await search('pe', { page: '2' });
    expect(page2.body.page).toBe(2);
    expect(page2.body.items[0]!.sku).not.toBe(all.body.items[0]!.sku);
    const beyond = await search('cl', { page: '99' });
    expect(beyond.body.items).toEqual([]);
  });

  it('answers SQL, HTML, 2,000 characters and stop words with a normal result, never a 500', async () => {
    for (const q of [
      "'; DROP TABLE products; --",
      '<script>alert(1)</script>',
      'x'.repeat(2000),
      'de la el',
      '!!! & | ( ) : *',
      '"unterminated',
    ]) {
      const { status, body } = await search('cl', { q });
      expect(status, q.slice(0, 20)).toBe(200);
      expect(body.total).toBe(0);
      expect(body.items).toEqual([]);
      expect(body.categories.length).toBe(8); // the empty state's suggestions
    }
  });

  it('refuses malformed parameters with 400, never a 500', async () => {
    for (const query of [
      { q: 'x'.repeat(2001) },
      { page: '0' },
      { page: 'abc' },
      { sort: 'random' },
      { minPrice: '-5' },
      { nope: '1' },
    ]) {
      const { status } = await search('cl', query);
      expect(status, JSON.stringify(query).slice(0, 40)).toBe(400);
    }
    const unknown = await app.inject({ method: 'GET', url: '/s/catalogue/v1/search?tenant=zz' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('TENANT_UNKNOWN');
  });

  it('shows a product with its sizes, installation and stock in every store of the tenant', async () => {
    const res = await app.inject({ method: 'GET', url: '/s/catalogue/v1/products/HM-3131?tenant=cl' });
    expect(res.statusCode).toBe(200);
    const product = res.json() as ProductDetail;
    expect(product).toMatchObject({
      sku: 'HM-3131',
      name: 'Porcelanato marmolado blanco 60x60 cm',
      unit: 'm2',
      m2PerBox: 1.44,
      variantLabel: '60x60 cm',
      currency: 'CLP',
      image: '/images/cl/HM-3131?fmt=jpg&fit=constrain&wid=120&hei=120',
    });
    expect(product.variants.map((v) => v.label)).toEqual(['60x60 cm', '80x80 cm', '60x120 cm']);
    expect(product.stores).toHaveLength(3);
    expect(product.stores.every((s) => Number.isInteger(s.quantity) && s.quantity >= 0)).toBe(true);
    expect(product.stores[0]).toMatchObject({ name: expect.stringMatching(/^Tienda /), city: expect.any(String) });

    const tap = (await app.inject({ method: 'GET', url: '/s/catalogue/v1/products/HM-4001?tenant=br' })).json();
    expect(tap).toMatchObject({
      name: 'Torneira monocomando para pia',
      currency: 'BRL',
      installationPrice: expect.any(Number),
    });
    const none = (
      await app.inject({ method: 'GET', url: `/s/catalogue/v1/products/${OUT_OF_STOCK_SKU}?tenant=cl` })
    ).json();
    expect(none.inStock).toBe(false);
    expect(none.stores.every((s: { quantity: number }) => s.quantity === 0)).toBe(true);
  });

  it('answers 404 PRODUCT_NOT_FOUND for a sku the tenant does not sell (tenant isolation)', async () => {
    for (const url of ['/s/catalogue/v1/products/NOPE-1?tenant=cl', '/s/catalogue/v1/products/HM-9001?tenant=pe']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PRODUCT_NOT_FOUND');
    }
    expect((await app.inject({ method: 'GET', url: '/s/catalogue/v1/products/HM-9001?tenant=cl' })).statusCode).toBe(
      200,
    );
    const long = await app.inject({ method: 'GET', url: `/s/catalogue/v1/products/${'x'.repeat(300)}?tenant=cl` });
    expect([400, 404]).toContain(long.statusCode);
    expect(long.json().code).toMatch(/^(PRODUCT_NOT_FOUND|VALIDATION_ERROR|NOT_FOUND)$/);
  });

  it('compares up to two products and refuses a third with COMPARE_LIMIT_REACHED', async () => {
    const two = await app.inject({ method: 'GET', url: '/s/catalogue/v1/compare?tenant=cl&skus=HM-1001,HM-1101' });
    expect(two.statusCode).toBe(200);
    expect(two.json().items.map((p: ProductDetail) => p.sku)).toEqual(['HM-1001', 'HM-1101']);
    const three = await app.inject({
      method: 'GET',
      url: '/s/catalogue/v1/compare?tenant=cl&skus=HM-1001,HM-1101,HM-1102',
    });
    expect(three.statusCode).toBe(400);
    expect(three.json().code).toBe('COMPARE_LIMIT_REACHED');
  });

  it('can answer the words through the GIN index of the folded texts (EXPLAIN)', async () => {
    // on 200 rows any plan is cheap (the planner then reads the language through the primary key): this shows the words'
    // condition is indexable at all; the storefront bench's 100,000 products are where the plan is judged
    const plan = await t.db.transaction(async (tx) => {
      // 200 rows are cheaper to scan: forbid it to see that the search condition can use the index at all
      await tx.exec('SET LOCAL enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(
        "EXPLAIN SELECT sku FROM product_texts WHERE search_document @@ websearch_to_tsquery(catalogue_config('es'), catalogue_fold($1))",
        ['cerámica'],
      );
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('product_texts_search_idx');
  });

  it("names products in the tenant's language for the cart, lists and orders (catalogue.find)", async () => {
    expect((await app.catalogue.get('br', 'HM-1001'))?.name).toBe('Furadeira de impacto 650 W');
    expect((await app.catalogue.get('cl', 'HM-1001'))?.name).toBe('Taladro percutor 650 W');
  });
});
