// Issue 30 item 4: every path that puts lines in the cart answers what it added (`added`: lines and units) apart from the
// cart's own count, so "Agregamos N productos al carro." tells the units added, not the whole cart (a 2-unit quotation said 27).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/db/seed';
import { seedStores } from '../../src/db/seed-quotes';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { makeOrder } from '../orders/order-fixtures';

describe.each(testBackends())('what an add to cart added, on $name (issue 30)', (backend) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    app = t.app;
    await seedCatalogue(app);
    await seedStores(app);
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  /** A shopper whose cart already holds 25 units of another product. */
  async function shopperWithFullCart() {
    const user = await createTestUser(app, { tenant: 'cl' });
    await app.carts.addLines('cl', user.id, [{ sku: 'HM-5001', quantity: 25 }], 'order');
    return { user, headers: sessionHeaders(await openSession(app, user)) };
  }

  it('a list put in the cart answers its units, and the cart apart', async () => {
    const { user, headers } = await shopperWithFullCart();
    const owner = { tenant: 'cl', userId: user.id };
    const list = await app.lists.create(owner, { name: 'Terraza', createdBy: 'Prueba', agentId: null });
    await app.lists.addItem(owner, list.id, 'HM-2001', 1);
    await app.lists.addItem(owner, list.id, 'HM-2002', 3);
    const res = await app.inject({ method: 'POST', url: `/api/quotation/lists/${list.id}/repurchase`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ added: { lines: 2, units: 4 }, count: 29 });
  });

  it("an order's lines put in the cart answer their units, also for a product the cart already had", async () => {
    const { user, headers } = await shopperWithFullCart();
    const order = await makeOrder(app, user, {
      status: 'delivered',
      lines: [
        { sku: 'HM-5001', quantity: 2 },
        { sku: 'HM-1001', quantity: 1 },
      ],
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/my-account/v1/orders/cart',
      headers,
      payload: { orderNumber: order.orderNumber },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ added: { lines: 2, units: 3 }, count: 28 });
  });

  it('a quotation put in the cart answers its units; converting it again adds and answers nothing', async () => {
    const { user, headers } = await shopperWithFullCart();
    const [store] = await app.quotations.stores('cl');
    const quotation = await app.quotations.create({
      tenant: 'cl',
      userId: user.id,
      storeId: store!.id,
      lines: [{ sku: 'HM-1002', quantity: 2 }],
      origin: 'store',
      agentId: null,
    });
    const convert = () =>
      app.inject({
        method: 'POST',
        url: '/api/checkout/v1/quotations/purchase',
        headers,
        payload: { quotationId: quotation.quotation.id },
      });
    const first = await convert();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ added: { lines: 1, units: 2 }, count: 27 });
    expect((await convert()).json()).toMatchObject({ added: { lines: 0, units: 0 }, count: 27 });
  });

  it('counts only the units a line could still take under its cap of 999', async () => {
    const user = await createTestUser(app, { tenant: 'cl' });
    await app.carts.addLines('cl', user.id, [{ sku: 'HM-2002', quantity: 998 }], 'order');
    const more = await app.carts.addLines(
      'cl',
      user.id,
      [
        { sku: 'HM-2002', quantity: 5 },
        { sku: 'HM-2001', quantity: 1 },
      ],
      'list',
    );
    expect(more.added).toEqual({ lines: 2, units: 2 });
    const full = await app.carts.addLines('cl', user.id, [{ sku: 'HM-2002', quantity: 1 }], 'list');
    expect(full.added).toEqual({ lines: 0, units: 0 });
    expect(full.count).toBe(1000);
  });
});
