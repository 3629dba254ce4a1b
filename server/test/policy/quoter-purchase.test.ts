// Issue 30 item 1, spec §6 "Collaborator: quoter — quote only": every path that fills a cart or buys refuses a quoter on the
// server with spec §8's catalogued QUOTE_ONLY_ROLE ("Tu perfil de cotizador permite cotizar, pero no comprar."), through the
// one policy (app.requirePermission('purchase')), and leaves the quoter's cart as it was; a buyer of the same company may.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/db/seed';
import { seedStores } from '../../src/db/seed-quotes';
import type { UserRow } from '../../src/account/users.schema';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestCompany } from '../helpers/company';
import { openSession, sessionHeaders } from '../helpers/sessions';
import { makeOrder } from '../orders/order-fixtures';

const TENANT = 'pe-b2b';

/** The routes that put lines in a cart or buy it: each one must be behind the purchase permission. */
const FILLING_OR_BUYING = [
  'POST /api/quotation/lists/:id/repurchase',
  'POST /api/my-account/v1/orders/cart',
  'POST /api/checkout/v1/quotations/purchase',
  'POST /s/checkout/v1/carts/:id/purchase',
  'POST /s/checkout/v1/carts/mine/checkout',
  'PUT /dev/carts/mine/lines',
];

describe.each(testBackends())('a quoter buys nothing on $name (spec §6, issue 30)', (backend) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    app = t.app;
    await seedCatalogue(app);
    await seedStores(app);
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  /** What the user can try to buy: a list with items, a paid order, a valid quotation and a cart with one line. */
  async function shelf(user: UserRow) {
    const owner = { tenant: TENANT, userId: user.id };
    const list = await app.lists.create(owner, { name: 'Obra', createdBy: 'Prueba', agentId: null });
    await app.lists.addItem(owner, list.id, 'HM-2001', 2);
    const order = await makeOrder(app, user, { status: 'delivered' });
    const [store] = await app.quotations.stores(TENANT);
    const quotation = await app.quotations.create({
      tenant: TENANT,
      userId: user.id,
      storeId: store!.id,
      lines: [{ sku: 'HM-1002', quantity: 2 }],
      origin: 'store',
      agentId: null,
    });
    const cart = await app.carts.addLines(TENANT, user.id, [{ sku: 'HM-2002', quantity: 1 }], 'order');
    const headers = sessionHeaders(await openSession(app, user));
    const attempts: Record<string, InjectOptions> = {
      lists: { method: 'POST', url: `/api/quotation/lists/${list.id}/repurchase` },
      orders: { method: 'POST', url: '/api/my-account/v1/orders/cart', payload: { orderNumber: order.orderNumber } },
      quotation: {
        method: 'POST',
        url: '/api/checkout/v1/quotations/purchase',
        payload: { quotationId: quotation.quotation.id },
      },
      storefront: {
        method: 'PUT',
        url: '/dev/carts/mine/lines',
        payload: { lines: [{ sku: 'HM-1001', quantity: 1 }] },
      },
      checkout: { method: 'POST', url: `/s/checkout/v1/carts/${cart.id}/purchase` },
    };
    const call = (name: string) => app.inject({ ...attempts[name]!, headers: { ...headers, 'x-tenant': TENANT } });
    const cartNow = async () => (await app.inject({ url: '/s/checkout/v1/carts/mine', headers })).json();
    return { attempts, call, cartNow };
  }

  it('refuses every cart-filling and buying path with QUOTE_ONLY_ROLE and leaves the cart as it was', async () => {
    const c = await createTestCompany(app, { buyerLimit: '100000.00' });
    const quoter = await shelf(c.quoter);
    const before = await quoter.cartNow();
    for (const name of Object.keys(quoter.attempts)) {
      const res = await quoter.call(name);
      expect({ name, status: res.statusCode, code: res.json().code }).toEqual({
        name,
        status: 403,
        code: 'QUOTE_ONLY_ROLE',
      });
    }
    expect(await quoter.cartNow()).toEqual(before);
    const purchases = await app.database.sql.query('SELECT id FROM purchases WHERE user_id = $1', [c.quoter.id]);
    expect(purchases).toHaveLength(0);
  });

  it('lets a buyer of the same company fill the cart and buy by the same paths', async () => {
    const c = await createTestCompany(app, { buyerLimit: '100000.00' });
    const buyer = await shelf(c.buyer);
    for (const name of ['lists', 'orders', 'quotation', 'storefront', 'checkout']) {
      const res = await buyer.call(name);
      expect({ name, ok: res.statusCode >= 200 && res.statusCode < 300 }).toEqual({ name, ok: true });
    }
  });

  it('puts every such route behind the purchase permission (a new one joins the access matrix by itself)', () => {
    const guarded = app.routeRegistry
      .filter((r) => r.permission === 'purchase')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(guarded).toEqual([...FILLING_OR_BUYING].sort());
  });
});
