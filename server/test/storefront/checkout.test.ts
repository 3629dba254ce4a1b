// Issue 34 items 6-7: the checkout. Options (addresses, delivery cost and dates, pickup stores with stock, cards, canPurchase,
// the buyer's allowance); PlaceOrder in one transaction: idempotency key (same key -> same order; 30 parallel -> one order),
// 30 parallel different keys on one cart -> one order and CART_EMPTY, PRICE_CHANGED, OUT_OF_STOCK, VALIDATION_ERROR on the
// account's records, the quoter refused, the buyer's 30-day maximum (also under 20 parallel checkouts), a declined card
// keeping the cart; the order in "Mis compras" with tracking, and its cancellation.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/db/seed';
import { seedStores } from '../../src/db/seed-quotes';
import { findOrderByNumber, setOrderStatus } from '../../src/orders/order-operations';
import type { UserRow } from '../../src/account/users.schema';
import { BUILD_TIMEOUT, buildTestApp, testBackends, TestClock, type TestApp } from '../helpers/test-app';
import { createTestCompany } from '../helpers/company';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { setEligibility, setStock, stockOf, storesOf } from './storefront-fixtures';

const CHECKOUT = '/s/checkout/v1/carts/mine/checkout';
const LINES = '/s/checkout/v1/carts/mine/lines';
let keys = 0;
const newKey = () => `checkout-key-${Date.now().toString(36)}-${(keys += 1)}`.padEnd(16, '0');

describe.each(testBackends())('the checkout on $name (issue 34)', (backend) => {
  let t: TestApp;
  let app: FastifyInstance;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await buildTestApp({ backend, clock });
    app = t.app;
    await seedCatalogue(app);
    await seedStores(app);
    await setEligibility(app, 'cl', 'HM-1001', { warranty: true, installationPrice: 19990 });
    await setEligibility(app, 'cl', 'HM-2002', { warranty: false, installationPrice: null });
  }, BUILD_TIMEOUT);
  beforeEach(async () => {
    await setStock(app, 'cl', 'HM-1001', [7, 5]);
    await setStock(app, 'cl', 'HM-2002', [30, 0]);
    await setStock(app, 'pe-b2b', 'HM-2002', [500]);
  });
  afterAll(() => t?.close());

  async function shopper(user?: UserRow, tenant = 'cl') {
    const person = user ?? (await createTestUser(app, { tenant }));
    const headers = { ...sessionHeaders(await openSession(app, person)), 'x-tenant': tenant };
    const [address] = (
      (await app.db.execute(
        sql`INSERT INTO addresses (tenant, user_id, address_name, address_line1, address_line2, state, state_name, city,
              city_name, municipal, municipal_name, is_default, created_at, updated_at)
            VALUES (${tenant}, ${person.id}, 'Casa', 'Av. Providencia 1234', '56', '13', 'Metropolitana', '131',
              'Santiago', '13123', 'Providencia', true, ${clock.now()}, ${clock.now()}) RETURNING id`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    // a saved card as the add-card flow leaves it (its PSP token and what identifies it; never a number)
    const card = async (lastFour: string) => {
      const token = `tok_test_${lastFour}_${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
      const res = (await app.db.execute(
        sql`INSERT INTO payment_methods (tenant, user_id, psp, token, card_type, gateway_kind, brand, last_four, expiry_month,
              expiry_year, holder_name, document_type, document_number, favourite, created_at)
            VALUES (${tenant}, ${person.id}, 'local', ${token}, 'creditCard', 'creditNetwork', 'VISA', ${lastFour}, 12, 2031,
              'Camila Rojas', 'default', '15872439', false, ${clock.now()}) RETURNING id`,
      )) as unknown as { rows: { id: string }[] };
      return res.rows[0]!.id;
    };
    const add = (sku: string, quantity: number, extra: object = {}) =>
      app.inject({ method: 'POST', url: LINES, headers, payload: { sku, quantity, ...extra } });
    const options = async () => (await app.inject({ url: CHECKOUT, headers })).json();
    const place = (body: object) => app.inject({ method: 'POST', url: CHECKOUT, headers, payload: body });
    const tomorrow = new Date(clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const home = { method: 'homeDelivery', addressId: address!.id, date: tomorrow };
    return { person, headers, addressId: address!.id, card, add, options, place, home };
  }

  it('offers the addresses, delivery (Chile: 3,990, free above 29,990), dates, stores with stock and cards', async () => {
    const s = await shopper();
    const cardId = await s.card('4242');
    await s.add('HM-2002', 2);
    const small = await s.options();
    expect(small.cart).toMatchObject({ count: 2, total: 9980 });
    expect(small.addresses).toEqual([
      {
        id: s.addressId,
        name: 'Casa',
        summary: 'Av. Providencia 1234 56, Providencia, Metropolitana',
        isDefault: true,
      },
    ]);
    expect(small.homeDelivery).toMatchObject({
      available: true,
      cost: 3990,
      freeAbove: 29990,
      window: { from: '09:00', to: '21:00' },
    });
    expect(small.homeDelivery.dates).toHaveLength(7);
    expect(small.homeDelivery.dates[0]).toBe(new Date(clock.now().getTime() + 86_400_000).toISOString().slice(0, 10));
    const stores = await storesOf(app, 'cl');
    expect(small.pickupStores.find((p: { id: string }) => p.id === stores[0]!.id)).toMatchObject({ hasAllLines: true });
    expect(small.pickupStores.find((p: { id: string }) => p.id === stores[1]!.id)).toMatchObject({
      hasAllLines: false,
      missingSkus: ['HM-2002'],
    });
    expect(small.cards).toEqual([{ id: cardId, brand: 'VISA', lastFour: '4242', expiry: '12/31', favourite: false }]);
    expect(small).toMatchObject({ canPurchase: true, allowance: null });
    await s.add('HM-1001', 1);
    expect((await s.options()).homeDelivery.cost).toBe(0);
    await setEligibility(app, 'cl', 'HM-2002', { warranty: false, installationPrice: null, homeDelivery: false });
    expect((await s.options()).homeDelivery.available).toBe(false);
    await setEligibility(app, 'cl', 'HM-2002', { warranty: false, installationPrice: null });
    // a guest is asked to sign in
    expect((await app.inject({ url: CHECKOUT, headers: { 'x-tenant': 'cl' } })).statusCode).toBe(401);
  });

  it('places a till order once per key, takes the stock, empties the bought lines; it shows in Mis compras', async () => {
    const s = await shopper();
    await s.add('HM-1001', 2, { warrantyYears: 1, installation: true });
    const { cart } = await s.options();
    const body = { idempotencyKey: newKey(), expectedTotal: cart.total, delivery: s.home, payment: { method: 'till' } };
    const first = await s.place(body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'paymentPending',
      total: cart.total,
      deliveryCost: 0,
      currency: 'CLP',
      payWithinHours: 48,
    });
    const again = await s.place(body);
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    expect((await s.options()).cart).toMatchObject({ count: 0 });
    expect(await stockOf(app, 'cl', 'HM-1001')).toBe(10);
    // the store holding most gave first
    const stores = await storesOf(app, 'cl');
    const left = (await app.db.execute(
      sql`SELECT store_id, quantity FROM product_stock WHERE tenant = 'cl' AND sku = 'HM-1001'`,
    )) as unknown as { rows: { store_id: string; quantity: number }[] };
    expect(left.rows.find((r) => r.store_id === stores[0]!.id)?.quantity).toBe(5);

    const list = (await app.inject({ url: `/api/my-account/cl/orders`, headers: s.headers })).json();
    expect(list.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(first.json().orderNumber);
    const order = (await findOrderByNumber(app.db, 'cl', first.json().orderNumber))!;
    expect(order).toMatchObject({ paymentMethod: 'cash', deliveryMethod: 'homeDelivery', status: 'paymentPending' });
    expect(order.deliveryPlace).toBe('Av. Providencia 1234 56, Providencia, Metropolitana');
    const tracking = await app.inject({
      url: `/api/my-account/cl/orders/${order.orderNumber}/tracking`,
      headers: s.headers,
    });
    expect(tracking.statusCode).toBe(200);
  });

  it('makes one order of 30 parallel checkouts with one key, and of 30 with different keys (the rest CART_EMPTY)', async () => {
    const s = await shopper();
    await s.add('HM-2002', 1);
    const total = (await s.options()).cart.total + 3990;
    const body = (key: string) => ({
      idempotencyKey: key,
      expectedTotal: total,
      delivery: s.home,
      payment: { method: 'till' },
    });
    const key = newKey();
    const same = await Promise.all(Array.from({ length: 30 }, () => s.place(body(key))));
    expect(same.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(29);
    expect(new Set(same.map((r) => r.json().orderNumber)).size).toBe(1);

    await s.add('HM-2002', 1);
    const different = await Promise.all(Array.from({ length: 30 }, () => s.place(body(newKey()))));
    expect(different.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(different.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(
      Array(29).fill('CART_EMPTY'),
    );
    const count = (await app.db.execute(
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${s.person.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(count.rows[0]!.n).toBe(2);
  }, 120_000);

  it("answers PRICE_CHANGED with the new total, OUT_OF_STOCK with the skus, and VALIDATION_ERROR for records not the account's", async () => {
    const s = await shopper();
    const other = await shopper();
    const otherCard = await other.card('4242');
    await s.add('HM-1001', 3);
    const { cart } = await s.options();
    const base = { expectedTotal: cart.total, delivery: s.home, payment: { method: 'till' } };
    const changed = await s.place({ ...base, idempotencyKey: newKey(), expectedTotal: cart.total - 1 });
    expect([changed.statusCode, changed.json()]).toEqual([
      409,
      { code: 'PRICE_CHANGED', details: { total: cart.total } },
    ]);

    const stores = await storesOf(app, 'cl');
    const pickupShort = await s.place({
      ...base,
      idempotencyKey: newKey(),
      delivery: { method: 'storePickup', storeId: stores[2]!.id },
    });
    expect(pickupShort.json()).toMatchObject({ code: 'OUT_OF_STOCK', details: { skus: ['HM-1001'] } });
    await setStock(app, 'cl', 'HM-1001', [1, 1]);
    const short = await s.place({ ...base, idempotencyKey: newKey() });
    expect([short.statusCode, short.json()]).toEqual([409, { code: 'OUT_OF_STOCK', details: { skus: ['HM-1001'] } }]);

    const invalid = await s.place({
      ...base,
      idempotencyKey: newKey(),
      delivery: { method: 'homeDelivery', addressId: other.addressId, date: '2020-01-01' },
      payment: { method: 'card', cardId: otherCard },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { 'delivery.addressId': 'unknown', 'delivery.date': 'unknown', 'payment.cardId': 'unknown' } },
    });
    const noStore = await s.place({
      ...base,
      idempotencyKey: newKey(),
      delivery: { method: 'storePickup', storeId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(noStore.json()).toMatchObject({ details: { fields: { 'delivery.storeId': 'unknown' } } });
    expect((await s.place({ ...base, idempotencyKey: 'short' })).json().code).toBe('VALIDATION_ERROR');
    expect((await s.options()).cart.count).toBe(3);
  });

  it("picks up at a store: takes that store's stock; pays by card: payment confirmed, cancellable once preparing", async () => {
    const s = await shopper();
    const cardId = await s.card('4242');
    await s.add('HM-1001', 2);
    const { cart } = await s.options();
    const stores = await storesOf(app, 'cl');
    const res = await s.place({
      idempotencyKey: newKey(),
      expectedTotal: cart.total,
      delivery: { method: 'storePickup', storeId: stores[1]!.id },
      payment: { method: 'card', cardId },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'paymentConfirmed', deliveryCost: 0, payWithinHours: null });
    const left = (await app.db.execute(
      sql`SELECT quantity FROM product_stock WHERE tenant = 'cl' AND sku = 'HM-1001' AND store_id = ${stores[1]!.id}`,
    )) as unknown as { rows: { quantity: number }[] };
    expect(left.rows[0]!.quantity).toBe(3);
    const order = (await findOrderByNumber(app.db, 'cl', res.json().orderNumber))!;
    expect(order).toMatchObject({
      paymentMethod: 'creditCard',
      deliveryMethod: 'storePickup',
      status: 'paymentConfirmed',
    });
    expect(order.deliveryPlace.startsWith(stores[1]!.name)).toBe(true);
    // the warehouse starts preparing (the order system's move); the shopper cancels a line, refunded by card reversal
    await setOrderStatus(app.db, order, 'preparing', clock.now());
    const view = (
      await app.inject({ url: `/api/post-sale/v1/orders/${order.orderNumber}`, headers: s.headers })
    ).json();
    expect(view.lines[0]).toMatchObject({ cancellable: true });
    expect(view.refund.method).toBe('cardReversal');
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/post-sale/v1/orders/${order.orderNumber}/initiate-cancel`,
      headers: s.headers,
      payload: { lineIds: [view.lines[0].id], reason: 'changedMind' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().ticketNumber).toMatch(/^TK\d+$/);
  });

  it('keeps the cart and makes no order when the card is declined (demo test card ending 0341)', async () => {
    const s = await shopper();
    const declined = await s.card('0341');
    await s.add('HM-1001', 1);
    const { cart } = await s.options();
    const res = await s.place({
      idempotencyKey: newKey(),
      expectedTotal: cart.total,
      delivery: s.home,
      payment: { method: 'card', cardId: declined },
    });
    expect([res.statusCode, res.json().code]).toEqual([402, 'PAYMENT_DECLINED']);
    expect((await s.options()).cart).toMatchObject({ count: 1, total: cart.total });
    expect(await stockOf(app, 'cl', 'HM-1001')).toBe(12);
    const orders = (await app.db.execute(
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${s.person.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(orders.rows[0]!.n).toBe(0);
  });

  it('refuses a quoter (options say canPurchase false) and holds a buyer to its 30-day maximum, also in parallel', async () => {
    const c = await createTestCompany(app, { buyerLimit: '5000.00' });
    const quoter = await shopper(c.quoter, 'pe-b2b');
    expect((await quoter.options()).canPurchase).toBe(false);
    const refused = await quoter.place({
      idempotencyKey: newKey(),
      expectedTotal: 1,
      delivery: quoter.home,
      payment: { method: 'till' },
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'QUOTE_ONLY_ROLE']);

    const buyer = await shopper(c.buyer, 'pe-b2b');
    expect((await buyer.options()).allowance).toMatchObject({ maximum: 5000, spent: 0, remaining: 5000 });
    const price = (await buyer.options()).cart;
    expect(price.count).toBe(0);
    await buyer.add('HM-2002', 1);
    const unit = (await buyer.options()).cart.total;
    // lines worth just over 3,000 (with delivery): the first checkout fits, a second one of the same would pass 5,000
    const quantity = Math.ceil(3000 / unit);
    await app.inject({ method: 'PATCH', url: `${LINES}/HM-2002`, headers: buyer.headers, payload: { quantity } });
    const total = (await buyer.options()).cart.total + 15;
    const body = () => ({
      idempotencyKey: newKey(),
      expectedTotal: total,
      delivery: buyer.home,
      payment: { method: 'till' },
    });
    const first = await Promise.all(Array.from({ length: 20 }, () => buyer.place(body())));
    expect(first.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect((await buyer.options()).allowance).toMatchObject({ spent: total, remaining: 5000 - total });

    await buyer.add('HM-2002', quantity);
    const second = await Promise.all(Array.from({ length: 20 }, () => buyer.place(body())));
    expect(second.map((r) => r.statusCode)).toEqual(Array(20).fill(403));
    expect(second[0]!.json()).toMatchObject({
      code: 'PURCHASE_LIMIT_EXCEEDED',
      details: { limit: 5000 - total, amount: total },
    });
    const count = (await app.db.execute(
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${c.buyer.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(count.rows[0]!.n).toBe(1);
  }, 120_000);
});
