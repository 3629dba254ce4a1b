import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/db/seed';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';

describe.each(testBackends())('cart on $name (spec §7 checkout)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    await seedCatalogue(t.app);
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  it('starts empty, adds up parallel lines without losing a unit, and counts them', async () => {
    const user = await createTestUser(t.app);
    const headers = sessionHeaders(await openSession(t.app, user));
    const empty = await t.app.inject({ url: '/s/checkout/v1/carts/mine', headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ count: 0, lines: [], total: 0, currency: null });

    await Promise.all(
      Array.from({ length: 10 }, () => t.app.carts.addLines('cl', user.id, [{ sku: 'HM-2002', quantity: 1 }], 'order')),
    );
    const cart = (await t.app.inject({ url: '/s/checkout/v1/carts/mine', headers })).json();
    expect(cart).toMatchObject({ count: 10, currency: 'CLP', total: 49900 });
    expect(cart.lines).toEqual([
      expect.objectContaining({ sku: 'HM-2002', quantity: 10, unitPrice: 4990, source: 'order' }),
    ]);

    const count = await t.app.inject({ url: `/s/checkout/v1/carts/${cart.id}/count`, headers });
    expect(count.json()).toEqual({ id: cart.id, count: 10 });
  }, 60_000);

  it("answers another user's cart id, or a malformed one, as not found, and a guest reads its own (empty) cart", async () => {
    const owner = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const cart = await t.app.carts.forUser('cl', owner.id);
    const headers = sessionHeaders(await openSession(t.app, other));
    expect((await t.app.inject({ url: `/s/checkout/v1/carts/${cart.id}/count`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/s/checkout/v1/carts/not-a-uuid/count', headers })).statusCode).toBe(404);
    // issue 34: a guest shops too (an empty cart until the first add); the tenant must be named
    expect(
      (await t.app.inject({ url: '/s/checkout/v1/carts/mine', headers: { 'x-tenant': 'cl' } })).json(),
    ).toMatchObject({
      count: 0,
      lines: [],
    });
    expect((await t.app.inject({ url: '/s/checkout/v1/carts/mine' })).json()).toMatchObject({ code: 'TENANT_UNKNOWN' });
  });
});
