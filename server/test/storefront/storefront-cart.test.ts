// Issue 34 items 5: the storefront cart for guests and signed-in people: add with warranty and installation (eligibility
// checked), stock checked (409 OUT_OF_STOCK with maxQuantity), update and remove, another shopper's cart 404, CSRF, and the
// guest cart merged into the person's cart at sign-in and on demand (spec §7 carts/{id}/merge).
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/db/seed';
import { seedStores } from '../../src/db/seed-quotes';
import { warrantyPrice } from '../../../src/rules/warranty';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestCompany } from '../helpers/company';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { PASSWORD } from '../auth/auth-fixtures';
import { CookieJar, setEligibility, setStock } from './storefront-fixtures';

const LINES = '/s/checkout/v1/carts/mine/lines';

describe.each(testBackends())('the storefront cart on $name (issue 34)', (backend) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    app = t.app;
    app.botCheck.config.mode = 'after-failures';
    await seedCatalogue(app);
    await seedStores(app);
    // HM-1001: warranty and installation (19,990) offered, 7 + 5 units in two stores; HM-2002: neither, 30 units
    await setEligibility(app, 'cl', 'HM-1001', { warranty: true, installationPrice: 19990 });
    await setEligibility(app, 'cl', 'HM-2002', { warranty: false, installationPrice: null });
    await setStock(app, 'cl', 'HM-1001', [7, 5]);
    await setStock(app, 'cl', 'HM-2002', [30]);
    await setStock(app, 'cl', 'HM-5001', [0, 0]);
    await setStock(app, 'cl', 'HM-2001', [50]);
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  const add = (jar: CookieJar, payload: object) =>
    app.inject({ method: 'POST', url: LINES, headers: jar.headers(), payload }).then((r) => jar.take(r));
  const mine = (jar: CookieJar) =>
    app.inject({ url: '/s/checkout/v1/carts/mine', headers: jar.headers() }).then((r) => jar.take(r));

  it('gives a guest a cart on the first add, kept by an HttpOnly cookie, with warranty and installation priced', async () => {
    const jar = new CookieJar();
    expect((await mine(jar)).json()).toMatchObject({ count: 0, lines: [], total: 0 });
    expect(jar.cookies.size).toBe(0);

    const res = await add(jar, { sku: 'HM-1001', quantity: 2, warrantyYears: 2, installation: true });
    expect(res.statusCode).toBe(200);
    const cookie = (res.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[]).find((c) =>
      c.name.startsWith('cuenta_cart_'),
    );
    expect(cookie).toMatchObject({ name: 'cuenta_cart_cl', httpOnly: true, sameSite: 'Lax' });
    const warranty = warrantyPrice(39990, 2);
    expect(res.json()).toMatchObject({
      count: 2,
      added: { lines: 1, units: 2 },
      total: 2 * (39990 + warranty) + 19990,
      currency: 'CLP',
      lines: [
        {
          sku: 'HM-1001',
          quantity: 2,
          source: 'storefront',
          unit: 'each',
          warrantyEligible: true,
          warrantyYears: 2,
          warrantyUnitPrice: warranty,
          installationEligible: true,
          installation: true,
          installationPrice: 19990,
          installationOfferPrice: 19990,
          lineTotal: 2 * (39990 + warranty) + 19990,
          available: true,
          maxQuantity: 12,
        },
      ],
    });
    // only the token's hash is stored
    const raw = jar.cookies.get('cuenta_cart_cl')!;
    const stored = await app.db.execute(sql`SELECT guest_token_hash, user_id FROM carts WHERE id = ${res.json().id}`);
    const row = (stored as unknown as { rows: { guest_token_hash: string; user_id: string | null }[] }).rows[0]!;
    expect(row.user_id).toBeNull();
    expect(row.guest_token_hash).not.toContain(raw);
    expect(row.guest_token_hash).toMatch(/^[0-9a-f]{64}$/);

    // the count by id, for this guest only
    const count = await app.inject({ url: `/s/checkout/v1/carts/${res.json().id}/count`, headers: jar.headers() });
    expect(count.json()).toEqual({ id: res.json().id, count: 2 });
    const stranger = new CookieJar();
    await add(stranger, { sku: 'HM-2002', quantity: 1 });
    expect(
      (await app.inject({ url: `/s/checkout/v1/carts/${res.json().id}/count`, headers: stranger.headers() }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: `/s/checkout/v1/carts/${res.json().id}/count`, headers: { 'x-tenant': 'cl' } }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses an ineligible choice, an unknown sku and more than the stock, and leaves the cart as it was', async () => {
    const jar = new CookieJar();
    await add(jar, { sku: 'HM-2002', quantity: 1 });
    const warranty = await add(jar, { sku: 'HM-2002', quantity: 1, warrantyYears: 1 });
    expect(warranty.statusCode).toBe(400);
    expect(warranty.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { warrantyYears: 'notEligible' } },
    });
    const installation = await add(jar, { sku: 'HM-2002', quantity: 1, installation: true });
    expect(installation.json()).toMatchObject({ details: { fields: { installation: 'notEligible' } } });
    // what installation would cost is on the line before it is chosen, and only where it is offered
    const offered = await add(jar, { sku: 'HM-1001', quantity: 1 });
    expect(offered.json().lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          sku: 'HM-1001',
          installation: false,
          installationPrice: 0,
          installationOfferPrice: 19990,
        }),
        expect.objectContaining({ sku: 'HM-2002', installationEligible: false, installationOfferPrice: null }),
      ]),
    );
    await app.inject({ method: 'DELETE', url: '/s/checkout/v1/carts/mine/lines/HM-1001', headers: jar.headers() });
    const unknown = await add(jar, { sku: 'NO-SUCH-SKU', quantity: 1 });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    const tooMany = await add(jar, { sku: 'HM-1001', quantity: 13 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'OUT_OF_STOCK', details: { maxQuantity: 12 } });
    await add(jar, { sku: 'HM-1001', quantity: 10 });
    const over = await add(jar, { sku: 'HM-1001', quantity: 3 });
    expect(over.json()).toMatchObject({ code: 'OUT_OF_STOCK', details: { maxQuantity: 2 } });
    const none = await add(jar, { sku: 'HM-5001', quantity: 1 });
    expect(none.json()).toMatchObject({ code: 'OUT_OF_STOCK', details: { maxQuantity: 0 } });
    for (const bad of [
      { sku: 'HM-2002', quantity: 0 },
      { sku: 'HM-2002', quantity: 1.5 },
      { sku: 'HM-2002', quantity: -1 },
    ])
      expect((await add(jar, bad)).json().code).toBe('VALIDATION_ERROR');
    const cart = (await mine(jar)).json();
    expect(cart.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([
      ['HM-1001', 10],
      ['HM-2002', 1],
    ]);
  });

  it('never loses a unit to parallel adds within the stock, and refuses the ones past it', async () => {
    const user = await createTestUser(app);
    const headers = { ...sessionHeaders(await openSession(app, user)), 'x-tenant': 'cl' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.inject({ method: 'POST', url: LINES, headers, payload: { sku: 'HM-1001', quantity: 1 } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(12);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'OUT_OF_STOCK')).toBe(true);
    const cart = (await app.inject({ url: '/s/checkout/v1/carts/mine', headers })).json();
    expect(cart.count).toBe(12);
  }, 60_000);

  it('changes and removes lines; an sku not in the cart is 404', async () => {
    const jar = new CookieJar();
    await add(jar, { sku: 'HM-1001', quantity: 1 });
    const patch = (sku: string, payload: object) =>
      app.inject({ method: 'PATCH', url: `${LINES}/${sku}`, headers: jar.headers(), payload });
    const changed = await patch('HM-1001', { quantity: 3, warrantyYears: 3 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().lines[0]).toMatchObject({
      quantity: 3,
      warrantyYears: 3,
      warrantyUnitPrice: warrantyPrice(39990, 3),
    });
    expect((await patch('HM-1001', { warrantyYears: null })).json().lines[0]).toMatchObject({
      warrantyYears: null,
      quantity: 3,
    });
    expect((await patch('HM-1001', { quantity: 13 })).json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      details: { maxQuantity: 12 },
    });
    expect((await patch('HM-2002', { quantity: 1 })).statusCode).toBe(404);
    const removed = await app.inject({ method: 'DELETE', url: `${LINES}/HM-1001`, headers: jar.headers() });
    expect(removed.json()).toMatchObject({ count: 0, lines: [] });
    // removing again answers the cart as it is
    expect((await app.inject({ method: 'DELETE', url: `${LINES}/HM-1001`, headers: jar.headers() })).statusCode).toBe(
      200,
    );
  });

  it('marks a line unavailable when its product has no stock left or no price, and leaves it out of the total', async () => {
    const jar = new CookieJar();
    await add(jar, { sku: 'HM-2001', quantity: 2 });
    await add(jar, { sku: 'HM-2002', quantity: 1 });
    await setStock(app, 'cl', 'HM-2001', [0]);
    const cart = (await mine(jar)).json();
    expect(cart.lines.find((l: { sku: string }) => l.sku === 'HM-2001')).toMatchObject({
      available: false,
      maxQuantity: 0,
    });
    expect(cart).toMatchObject({ count: 3, total: 4990 });
    await setStock(app, 'cl', 'HM-2001', [50]);
  });

  it('refuses a guest write with a cart cookie but without the CSRF header, and a wrong tenant sees no cart', async () => {
    const jar = new CookieJar();
    await add(jar, { sku: 'HM-2002', quantity: 1 });
    const { 'x-csrf-token': _csrf, ...noCsrf } = jar.headers();
    const refused = await app.inject({
      method: 'POST',
      url: LINES,
      headers: noCsrf,
      payload: { sku: 'HM-2002', quantity: 1 },
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'CSRF_ERROR']);
    const forged = await app.inject({
      method: 'POST',
      url: LINES,
      headers: { ...jar.headers(), 'x-csrf-token': 'x'.repeat(43) },
      payload: { sku: 'HM-2002', quantity: 1 },
    });
    expect(forged.statusCode).toBe(403);
    expect((await mine(jar)).json().count).toBe(1);
    // the cookie is per tenant: the same browser on pe has its own (empty) cart
    expect(
      (await app.inject({ url: '/s/checkout/v1/carts/mine', headers: jar.headers({ 'x-tenant': 'pe' }) })).json(),
    ).toMatchObject({ count: 0 });
    // a signed-in person's write needs the session's CSRF token as before
    const user = await createTestUser(app);
    const session = await openSession(app, user);
    const { 'x-csrf-token': _s, ...sessionNoCsrf } = sessionHeaders(session);
    const res = await app.inject({
      method: 'POST',
      url: LINES,
      headers: { ...sessionNoCsrf, 'x-tenant': 'cl' },
      payload: { sku: 'HM-2002', quantity: 1 },
    });
    expect([res.statusCode, res.json().code]).toEqual([403, 'CSRF_ERROR']);
    // a session that ended answers SESSION_EXPIRED (spec §4), not someone else's cart
    await app.sessions.revoke(session.session.sessionId);
    const ended = await app.inject({
      url: '/s/checkout/v1/carts/mine',
      headers: { ...sessionHeaders(session), 'x-tenant': 'cl' },
    });
    expect([ended.statusCode, ended.json().code]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('refuses a signed-in quoter an add (spec §6) but lets a guest and a buyer add', async () => {
    const c = await createTestCompany(app, { buyerLimit: '100000.00' });
    await app.db.execute(sql`INSERT INTO product_stock (tenant, sku, store_id, quantity)
      SELECT 'pe-b2b', 'HM-2002', id, 10 FROM stores WHERE tenant = 'pe-b2b' ON CONFLICT DO NOTHING`);
    const call = async (user: { id: string; tenant: string }) =>
      app.inject({
        method: 'POST',
        url: LINES,
        headers: { ...sessionHeaders(await openSession(app, user)), 'x-tenant': 'pe-b2b' },
        payload: { sku: 'HM-2002', quantity: 1 },
      });
    expect((await call(c.quoter)).json().code).toBe('QUOTE_ONLY_ROLE');
    expect((await call(c.buyer)).statusCode).toBe(200);
  });

  it("merges the guest cart into the person's cart at sign-in: quantities add up, the guest cart and cookie go", async () => {
    const user = await createTestUser(app, { password: PASSWORD });
    await app.carts.addLines('cl', user.id, [{ sku: 'HM-2002', quantity: 2 }], 'order');
    const jar = new CookieJar();
    await add(jar, { sku: 'HM-2002', quantity: 3 });
    const guestCart = (await add(jar, { sku: 'HM-1001', quantity: 1, warrantyYears: 1 })).json();
    const login = jar.take(
      await app.inject({
        method: 'POST',
        url: '/s/auth/v1/login',
        headers: jar.headers(),
        payload: { email: user.email, password: PASSWORD },
      }),
    );
    expect(login.statusCode).toBe(200);
    expect(jar.cookies.has('cuenta_cart_cl')).toBe(false);
    const cart = (await mine(jar)).json();
    expect(
      cart.lines.map((l: { sku: string; quantity: number; warrantyYears: number | null }) => [
        l.sku,
        l.quantity,
        l.warrantyYears,
      ]),
    ).toEqual([
      ['HM-1001', 1, 1],
      ['HM-2002', 5, null],
    ]);
    const gone = await app.db.execute(sql`SELECT id FROM carts WHERE id = ${guestCart.id}`);
    expect((gone as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it("merges the agent's guest cart into the customer's cart at impersonation (one call at each sign-in)", async () => {
    const customer = await createTestUser(app);
    const agent = await app.agents.create({
      tenant: 'cl',
      email: `agente.${Date.now()}@tienda.test`,
      passwordHash: 'x',
      name: 'Agente',
    });
    const agentSession = await app.sessions.create({ tenant: 'cl', channel: 'WEB', agentId: agent.id });
    const jar = new CookieJar();
    jar.cookies.set('cuenta_sid', agentSession.rawId);
    jar.cookies.set('cuenta_csrf', agentSession.csrfToken);
    expect((await add(jar, { sku: 'HM-2002', quantity: 2 })).statusCode).toBe(200);
    expect(jar.cookies.has('cuenta_cart_cl')).toBe(true);
    const res = jar.take(
      await app.inject({
        method: 'POST',
        url: '/s/auth/v1/impersonation/login',
        headers: jar.headers(),
        payload: { email: customer.email },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(jar.cookies.has('cuenta_cart_cl')).toBe(false);
    const cart = await app.carts.forUser('cl', customer.id);
    expect(cart.lines.map((l) => [l.sku, l.quantity])).toEqual([['HM-2002', 2]]);
  });

  it("merges on demand once, even under 20 parallel merges; another browser's cart id is 404", async () => {
    const user = await createTestUser(app);
    const session = await openSession(app, user);
    const jar = new CookieJar();
    const guest = (await add(jar, { sku: 'HM-2002', quantity: 4 })).json();
    const signedIn = {
      'x-tenant': 'cl',
      'x-csrf-token': session.csrfToken,
      cookie: `cuenta_cart_cl=${jar.cookies.get('cuenta_cart_cl')}; cuenta_sid=${session.rawId}; cuenta_csrf=${session.csrfToken}`,
    };
    const other = new CookieJar();
    const otherCart = (await add(other, { sku: 'HM-2002', quantity: 1 })).json();
    expect(
      (await app.inject({ method: 'POST', url: `/s/checkout/v1/carts/${otherCart.id}/merge`, headers: signedIn }))
        .statusCode,
    ).toBe(404);
    const merges = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: 'POST', url: `/s/checkout/v1/carts/${guest.id}/merge`, headers: signedIn }),
      ),
    );
    expect(merges.map((m) => m.statusCode)).toEqual(Array(20).fill(200));
    const cart = await app.carts.forUser('cl', user.id);
    expect(cart.lines.map((l) => [l.sku, l.quantity])).toEqual([['HM-2002', 4]]);
    // a guest cannot merge
    expect(
      (await app.inject({ method: 'POST', url: `/s/checkout/v1/carts/${guest.id}/merge`, headers: jar.headers() }))
        .statusCode,
    ).toBe(401);
  }, 60_000);
});
