// spec §2 myCMRPoints, §7 loyalty subscriber and CMR subscription status update (Chile and Peru only): balance and movements
// from our own table; another account's movements are never visible; other tenants answer 404 POINTS_NOT_OFFERED.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';

const SUBSCRIBER = '/s/account/v1/loyalty/subscriber';
const CMR = '/s/account/v1/loyalty/cmr-subscription';

describe.each(testBackends())('loyalty points on $name (spec §7)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  async function shopper(tenant: string) {
    const user = await createTestUser(t.app, { tenant });
    return { user, headers: { 'x-tenant': tenant, ...sessionHeaders(await openSession(t.app, user)) } };
  }
  async function move(tenant: string, userId: string, daysAgo: number, points: number, amount: number | null) {
    const at = new Date(t.app.clock.now().getTime() - daysAgo * 86_400_000);
    await t.app.database.sql.query(
      `INSERT INTO loyalty_movements (tenant, user_id, occurred_at, description, points, amount, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $3)`,
      [tenant, userId, at, `Movimiento ${points}`, points, amount],
    );
  }

  it.each(['cl', 'cl-classic', 'pe'])(
    '%s: the balance is the sum of the own movements, newest first',
    async (tenant) => {
      const a = await shopper(tenant);
      const b = await shopper(tenant);
      await move(tenant, a.user.id, 30, 1200, 119990);
      await move(tenant, a.user.id, 10, -500, null);
      await move(tenant, a.user.id, 2, 350, 34990.5);
      await move(tenant, b.user.id, 1, 99999, null);
      const res = await t.app.inject({ url: SUBSCRIBER, headers: a.headers });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.balance).toBe(1050);
      expect(body.cmrSubscribed).toBe(false);
      expect(body.movements.map((m: { points: number }) => m.points)).toEqual([350, -500, 1200]);
      expect(body.movements[0].amount).toBe(34990.5);
      expect(body.movements[1].amount).toBeNull();
      // another account's movements never show
      expect(JSON.stringify(body)).not.toContain('99999');
      const empty = (await t.app.inject({ url: SUBSCRIBER, headers: (await shopper(tenant)).headers })).json();
      expect(empty).toEqual({ balance: 0, movements: [], cmrSubscribed: false });
    },
  );

  it('updates the CMR subscription status of the own account only', async () => {
    const a = await shopper('cl');
    const b = await shopper('cl');
    const on = await t.app.inject({ method: 'PUT', url: CMR, headers: a.headers, payload: { subscribed: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ cmrSubscribed: true });
    expect((await t.app.inject({ url: SUBSCRIBER, headers: a.headers })).json().cmrSubscribed).toBe(true);
    expect((await t.app.inject({ url: SUBSCRIBER, headers: b.headers })).json().cmrSubscribed).toBe(false);
    const off = await t.app.inject({ method: 'PUT', url: CMR, headers: a.headers, payload: { subscribed: false } });
    expect(off.json()).toEqual({ cmrSubscribed: false });
    const bad = await t.app.inject({ method: 'PUT', url: CMR, headers: a.headers, payload: { subscribed: 'yes' } });
    expect(bad.statusCode).toBe(400);
  });

  it.each(['mx', 'co', 'br', 'ar', 'uy', 'home', 'pe-b2b'])(
    '%s does not offer points: 404 POINTS_NOT_OFFERED',
    async (tenant) => {
      const { headers } = await shopper(tenant);
      const res = await t.app.inject({ url: SUBSCRIBER, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('POINTS_NOT_OFFERED');
      const put = await t.app.inject({ method: 'PUT', url: CMR, headers, payload: { subscribed: true } });
      expect(put.statusCode).toBe(404);
    },
  );

  it('refuses a guest and a session of another tenant (a pe session asking as cl)', async () => {
    expect((await t.app.inject({ url: SUBSCRIBER, headers: { 'x-tenant': 'cl' } })).statusCode).toBe(401);
    const pe = await shopper('pe');
    await move('pe', pe.user.id, 1, 700, null);
    const res = await t.app.inject({ url: SUBSCRIBER, headers: { ...pe.headers, 'x-tenant': 'cl' } });
    expect(res.statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: CMR,
      headers: { ...pe.headers, 'x-tenant': 'cl' },
      payload: { subscribed: true },
    });
    expect(put.statusCode).toBe(403);
  });
});
