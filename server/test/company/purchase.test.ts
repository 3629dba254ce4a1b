// Issue 14, spec §6: a buyer purchases up to its maximum purchase amount, a quoter never; parallel purchases of one cart buy its
// lines once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/db/seed';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestCompany } from '../helpers/company';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';

describe.each(testBackends())('purchase on $name (spec §6 buyer limit)', (backend) => {
  let t: TestApp;
  let unit: number;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    await seedCatalogue(t.app);
    unit = (await t.app.catalogue.find('pe-b2b', ['HM-2002']))[0]!.price;
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  const purchase = async (user: { id: string; tenant: string }, quantity: number) => {
    const cart = await t.app.carts.addLines(user.tenant, user.id, [{ sku: 'HM-2002', quantity }], 'quotation');
    return t.app.inject({
      method: 'POST',
      url: `/s/checkout/v1/carts/${cart.id}/purchase`,
      headers: sessionHeaders(await openSession(t.app, user)),
    });
  };

  it('refuses a buyer above the limit (the cart is kept) and allows one at or below it', async () => {
    const c = await createTestCompany(t.app, { buyerLimit: String(unit * 3) });
    const above = await purchase(c.buyer, 4);
    expect(above.statusCode).toBe(403);
    expect(above.json()).toMatchObject({ code: 'PURCHASE_LIMIT_EXCEEDED', details: { limit: unit * 3 } });
    expect((await t.app.carts.forUser('pe-b2b', c.buyer.id)).count).toBe(4);
    await t.app.database.sql.query('DELETE FROM cart_lines'); // start again with an empty cart
    const below = await purchase(c.buyer, 3);
    expect(below.statusCode).toBe(201);
    expect(below.json()).toMatchObject({ total: Math.round(unit * 3 * 100) / 100, currency: 'PEN', count: 3 });
    expect((await t.app.carts.forUser('pe-b2b', c.buyer.id)).count).toBe(0);
    const [row] = await t.app.database.sql.query<{ user_id: string; company_id: string }>(
      'SELECT * FROM purchases WHERE id = $1',
      [below.json().purchaseId],
    );
    expect(row).toMatchObject({ user_id: c.buyer.id, company_id: c.company.id });
  });

  it('tells a buyer its maximum and what remains after the period’s purchases, and refuses above what remains (issue 30)', async () => {
    const c = await createTestCompany(t.app, { buyerLimit: String(unit * 3) });
    const allowance = async (user: { id: string; tenant: string }) =>
      t.app.inject({
        url: '/api/my-account/pe-b2b/users/purchase-allowance',
        headers: sessionHeaders(await openSession(t.app, user)),
      });
    const before = await allowance(c.buyer);
    expect(before.statusCode).toBe(200);
    expect(before.json().allowance).toMatchObject({
      currency: 'PEN',
      maximum: unit * 3,
      spent: 0,
      remaining: unit * 3,
    });
    expect((await purchase(c.buyer, 2)).statusCode).toBe(201);
    const after = (await allowance(c.buyer)).json().allowance;
    expect(after).toMatchObject({ maximum: unit * 3, spent: Math.round(unit * 2 * 100) / 100 });
    expect(after.remaining).toBeCloseTo(unit, 2);
    // 2 more units are within the maximum but above what remains of it
    const above = await purchase(c.buyer, 2);
    expect(above.statusCode).toBe(403);
    expect(above.json().code).toBe('PURCHASE_LIMIT_EXCEEDED');
    expect((await allowance(c.owner)).json()).toEqual({ allowance: null });
    expect((await allowance(c.quoter)).json()).toEqual({ allowance: null });
  });

  it('refuses a quoter; owners, super users and persons buy without a limit', async () => {
    const c = await createTestCompany(t.app, { buyerLimit: '1' });
    const quoter = await purchase(c.quoter, 1);
    expect(quoter.statusCode).toBe(403);
    // spec §8, issue 30: the quoter's own message, as on every path that buys
    expect(quoter.json().code).toBe('QUOTE_ONLY_ROLE');
    for (const user of [c.owner, c.superUser, await createTestUser(t.app, { tenant: 'pe-b2b' })])
      expect((await purchase(user, 50)).statusCode).toBe(201);
  });

  it('an empty cart, another user’s cart and a guest are refused', async () => {
    const c = await createTestCompany(t.app);
    const cart = await t.app.carts.forUser('pe-b2b', c.owner.id);
    const headers = sessionHeaders(await openSession(t.app, c.owner));
    expect(
      (await t.app.inject({ method: 'POST', url: `/s/checkout/v1/carts/${cart.id}/purchase`, headers })).json().code,
    ).toBe('CART_EMPTY');
    const other = sessionHeaders(await openSession(t.app, c.superUser));
    expect(
      (await t.app.inject({ method: 'POST', url: `/s/checkout/v1/carts/${cart.id}/purchase`, headers: other }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/s/checkout/v1/carts/${cart.id}/purchase` })).statusCode).toBe(
      401,
    );
  });

  it('parallel purchases of one cart buy its lines once', async () => {
    const c = await createTestCompany(t.app);
    const cart = await t.app.carts.addLines('pe-b2b', c.owner.id, [{ sku: 'HM-2002', quantity: 2 }], 'order');
    const headers = sessionHeaders(await openSession(t.app, c.owner));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: `/s/checkout/v1/carts/${cart.id}/purchase`, headers }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(4);
    const rows = await t.app.database.sql.query('SELECT id FROM purchases WHERE user_id = $1', [c.owner.id]);
    expect(rows).toHaveLength(1);
  });
});
