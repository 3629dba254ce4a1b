// Sessions (issue 2 item 8; spec §4, §7; docs/architecture.md "Sessions"): create, info, cookies, idle and absolute
// timeouts on the injected clock, CSRF on cookie writes, tenant checks, revocation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { SessionInfo } from '../../../src/contracts/session.contract';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../../src/contracts/services';
import { is } from 'superstruct';
import { sessions } from '../../src/auth/sessions.schema';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';

const CREATE = '/api/session/v1/session/create';
const INFO = '/api/session/v1/session/info';
const WHOAMI = '/api/test/whoami';
const WRITE = '/api/test/write';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Test-only routes behind app.authenticate: a read and a write, answering what request.auth holds. */
function testRoutes(app: FastifyInstance) {
  app.get(WHOAMI, { preHandler: app.authenticate }, async (request) => request.auth);
  app.post(WRITE, { preHandler: app.authenticate }, async (request) => ({ ok: true, userId: request.auth?.userId }));
  // a route naming its tenant in the path, as the my-account paths of spec §7 do (/{tenant}/orders)
  app.get('/api/test/:tenant/orders', { preHandler: app.authenticate }, async (request, reply) =>
    reply.apiError(409, 'CONFLICT_ERROR', { message: `orders of ${request.tenant?.id}` }),
  );
}

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);
const expectExpired = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ code: 'SESSION_EXPIRED', sessionTimeOut: true });
};

describe.each(testBackends())('sessions on $name', (backend) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({ backend, beforeReady: testRoutes, config: { trustProxy: true } });
    app = t.app;
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  describe('POST /v1/session/create', () => {
    it('creates a guest WEB session in an HttpOnly, SameSite=Lax cookie with a readable CSRF cookie', async () => {
      const res = await app.inject({ method: 'POST', url: CREATE, headers: { 'x-tenant': 'cl' }, payload: {} });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(is(body, SessionInfo)).toBe(true);
      expect(body).toMatchObject({
        authenticated: false,
        tenant: 'cl',
        channel: 'WEB',
        user: null,
        idleTimeoutSeconds: 1800,
      });
      expect(body.sessionId).toBeUndefined();
      const sid = cookieOf(res, SESSION_COOKIE)!;
      expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(sid.secure).toBeUndefined();
      expect(sid.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
      const csrf = cookieOf(res, CSRF_COOKIE)!;
      expect(csrf.httpOnly).toBeUndefined();
      expect(csrf.value.length).toBeGreaterThan(20);
    });

    it('marks the cookies Secure when the request came over https', async () => {
      const res = await app.inject({
        method: 'POST',
        url: CREATE,
        headers: { 'x-tenant': 'cl', 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(201);
      expect(cookieOf(res, SESSION_COOKIE)?.secure).toBe(true);
      expect(cookieOf(res, CSRF_COOKIE)?.secure).toBe(true);
    });

    it('stores only a hash of the session id', async () => {
      const res = await app.inject({ method: 'POST', url: CREATE, headers: { 'x-tenant': 'pe' } });
      const raw = cookieOf(res, SESSION_COOKIE)!.value;
      const rows = await t.db.orm.select().from(sessions).where(eq(sessions.idHash, raw));
      expect(rows).toHaveLength(0);
      const info = await app.inject({ method: 'GET', url: INFO, cookies: { [SESSION_COOKIE]: raw } });
      expect(info.json()).toMatchObject({ tenant: 'pe', authenticated: false });
    });

    it('returns the live session the request already carries instead of creating another', async () => {
      const first = await app.inject({ method: 'POST', url: CREATE, headers: { 'x-tenant': 'co' } });
      const raw = cookieOf(first, SESSION_COOKIE)!.value;
      const again = await app.inject({
        method: 'POST',
        url: CREATE,
        headers: { 'x-tenant': 'co' },
        cookies: { [SESSION_COOKIE]: raw },
      });
      expect(again.statusCode).toBe(200);
      expect(cookieOf(again, SESSION_COOKIE)).toBeUndefined();
      expect(again.json().createdAt).toBe(first.json().createdAt);
    });

    it('gives a MOBILE client its id in the body, and accepts it in the authorization header', async () => {
      const res = await app.inject({ method: 'POST', url: CREATE, headers: { 'x-tenant': 'br', channel: 'MOBILE' } });
      expect(res.statusCode).toBe(201);
      expect(res.cookies).toHaveLength(0);
      const { sessionId, channel } = res.json();
      expect(channel).toBe('MOBILE');
      expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const info = await app.inject({
        method: 'GET',
        url: INFO,
        headers: { channel: 'MOBILE', authorization: sessionId },
      });
      expect(info.statusCode).toBe(200);
      expect(info.json()).toMatchObject({ tenant: 'br', channel: 'MOBILE' });
      expect(info.json().sessionId).toBeUndefined();
    });

    it('answers 400 TENANT_UNKNOWN without a tenant or with an unknown one', async () => {
      const none = await app.inject({ method: 'POST', url: CREATE });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ code: 'TENANT_UNKNOWN' });
      const unknown = await app.inject({ method: 'POST', url: `${CREATE}?tenant=atlantis` });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe('TENANT_UNKNOWN');
    });

    it('rejects unknown body fields with 400 VALIDATION_ERROR naming them', async () => {
      const res = await app.inject({
        method: 'POST',
        url: CREATE,
        headers: { 'x-tenant': 'cl' },
        payload: { userId: 'someone' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', details: { fields: { userId: 'unknown' } } });
    });

    it('answers malformed JSON with 400 VALIDATION_ERROR, not a 500', async () => {
      const res = await app.inject({
        method: 'POST',
        url: CREATE,
        headers: { 'x-tenant': 'cl', 'content-type': 'application/json' },
        payload: '{"broken',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    });

    it('answers a URL it cannot decode with the catalogued 400 body, not the framework one', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/my-account/cl/users/%E0%A4%A' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Malformed URL' });
    });
  });

  describe('GET /v1/session/info', () => {
    it('answers spec §4 sessionTimeOut without a session, or with an unknown one', async () => {
      expectExpired(await app.inject({ method: 'GET', url: INFO }));
      const res = await app.inject({ method: 'GET', url: INFO, cookies: { [SESSION_COOKIE]: 'x'.repeat(43) } });
      expectExpired(res);
      // spec §4: the cookie is reset
      expect(cookieOf(res, SESSION_COOKIE)?.value).toBe('');
    });

    it('describes a logged-in user', async () => {
      const user = await createTestUser(app, { tenant: 'cl', firstName: 'Camila', lastName: 'Rojas' });
      const created = await openSession(app, user);
      const res = await app.inject({ method: 'GET', url: INFO, headers: sessionHeaders(created) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({
        authenticated: true,
        tenant: 'cl',
        agentId: null,
        user: {
          id: user.id,
          email: user.email,
          firstName: 'Camila',
          lastName: 'Rojas',
          accountType: 'INDIVIDUAL',
          role: 'individual',
        },
      });
    });

    it('answers 403 when the request names another tenant than the session', async () => {
      const user = await createTestUser(app, { tenant: 'cl' });
      const created = await openSession(app, user);
      const res = await app.inject({
        method: 'GET',
        url: INFO,
        headers: { ...sessionHeaders(created), 'x-tenant': 'pe' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN' });
      const same = await app.inject({
        method: 'GET',
        url: INFO,
        headers: { ...sessionHeaders(created), 'x-tenant': 'cl' },
      });
      expect(same.statusCode).toBe(200);
    });
  });

  describe('timeouts (injected clock, default 30 min idle / 12 h absolute)', () => {
    it('expires a session left idle for 30 minutes; reading the info is not activity', async () => {
      const user = await createTestUser(app);
      const created = await openSession(app, user);
      const headers = sessionHeaders(created);
      t.clock.advanceMinutes(29);
      expect((await app.inject({ method: 'GET', url: INFO, headers })).statusCode).toBe(200);
      t.clock.advanceMinutes(1);
      expectExpired(await app.inject({ method: 'GET', url: INFO, headers }));
      expectExpired(await app.inject({ method: 'GET', url: WHOAMI, headers }));
    });

    it('pushes the idle timeout forward on every authenticated call', async () => {
      const user = await createTestUser(app);
      const created = await openSession(app, user);
      const headers = sessionHeaders(created);
      t.clock.advanceMinutes(20);
      expect((await app.inject({ method: 'GET', url: WHOAMI, headers })).statusCode).toBe(200);
      t.clock.advanceMinutes(20); // 40 minutes after login, 20 after the last activity
      const info = await app.inject({ method: 'GET', url: INFO, headers });
      expect(info.statusCode).toBe(200);
      expect(new Date(info.json().idleExpiresAt).getTime()).toBe(t.clock.now().getTime() + 10 * MINUTE);
    });

    it('records activity at most once a minute, and a session used every 20 seconds never goes idle', async () => {
      const user = await createTestUser(app);
      const created = await openSession(app, user);
      const headers = sessionHeaders(created);
      const opened = t.clock.now().getTime();
      const whoami = async () =>
        expect((await app.inject({ method: 'GET', url: WHOAMI, headers })).statusCode).toBe(200);
      const recorded = async () => (await app.sessions.lookup(created.rawId))!.lastSeenAt.getTime();
      t.clock.advance(30_000);
      await whoami();
      expect(await recorded()).toBe(opened); // within the minute: not written again
      t.clock.advance(30_000);
      await whoami();
      expect(await recorded()).toBe(opened + MINUTE); // a minute after the recorded activity: written
      // 40 minutes of a request every 20 seconds: longer than the idle timeout, and never refused
      for (let elapsed = 0; elapsed < 40 * MINUTE; elapsed += 20_000) {
        t.clock.advance(20_000);
        await whoami();
      }
      expect(t.clock.now().getTime() - (await recorded())).toBeLessThan(MINUTE);
      // idle from the recorded activity: at most a minute earlier than 30 minutes after the last request, never later
      t.clock.advance(30 * MINUTE);
      expectExpired(await app.inject({ method: 'GET', url: WHOAMI, headers }));
    });

    it('ends an active session 12 hours after it began', async () => {
      const user = await createTestUser(app);
      const created = await openSession(app, user);
      const headers = sessionHeaders(created);
      for (let elapsed = 0; elapsed < 12 * HOUR - 25 * MINUTE; elapsed += 25 * MINUTE) {
        t.clock.advanceMinutes(25);
        expect((await app.inject({ method: 'GET', url: WHOAMI, headers })).statusCode).toBe(200);
      }
      const info = await app.inject({ method: 'GET', url: INFO, headers });
      expect(new Date(info.json().idleExpiresAt).getTime()).toBeLessThanOrEqual(
        new Date(info.json().expiresAt).getTime(),
      );
      t.clock.advanceMinutes(25);
      expectExpired(await app.inject({ method: 'GET', url: WHOAMI, headers }));
    });
  });

  describe('app.authenticate', () => {
    it('sets request.auth for the session user', async () => {
      const user = await createTestUser(app, { tenant: 'pe' });
      const created = await openSession(app, user);
      const res = await app.inject({ method: 'GET', url: WHOAMI, headers: sessionHeaders(created) });
      expect(res.json()).toMatchObject({
        userId: user.id,
        tenant: 'pe',
        accountType: 'INDIVIDUAL',
        role: 'individual',
        sessionId: created.session.sessionId,
        agentId: null,
        channel: 'WEB',
      });
    });

    it('refuses a guest session with sessionTimeOut', async () => {
      const guest = await app.inject({ method: 'POST', url: CREATE, headers: { 'x-tenant': 'cl' } });
      const raw = cookieOf(guest, SESSION_COOKIE)!.value;
      expectExpired(await app.inject({ method: 'GET', url: WHOAMI, cookies: { [SESSION_COOKIE]: raw } }));
    });

    it('rejects a cookie-authenticated write without the CSRF header, or with a wrong one', async () => {
      const user = await createTestUser(app);
      const created = await openSession(app, user);
      const { cookie } = sessionHeaders(created);
      const missing = await app.inject({ method: 'POST', url: WRITE, headers: { cookie } });
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toEqual({ code: 'CSRF_ERROR' });
      const other = await openSession(app, user);
      const wrong = await app.inject({
        method: 'POST',
        url: WRITE,
        headers: { cookie, 'x-csrf-token': other.csrfToken },
      });
      expect(wrong.statusCode).toBe(403);
      const right = await app.inject({ method: 'POST', url: WRITE, headers: sessionHeaders(created) });
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual({ ok: true, userId: user.id });
    });

    it('needs no CSRF token for a MOBILE write authenticated by header', async () => {
      const user = await createTestUser(app);
      const created = await openSession(app, user, 'MOBILE');
      const res = await app.inject({ method: 'POST', url: WRITE, headers: sessionHeaders(created, 'MOBILE') });
      expect(res.statusCode).toBe(200);
    });

    it('answers 403 for another tenant and 400 for an unknown tenant', async () => {
      const user = await createTestUser(app, { tenant: 'mx' });
      const created = await openSession(app, user);
      const cross = await app.inject({ method: 'GET', url: `${WHOAMI}?tenant=co`, headers: sessionHeaders(created) });
      expect(cross.statusCode).toBe(403);
      expect(cross.json()).toEqual({ code: 'FORBIDDEN' });
      const unknown = await app.inject({
        method: 'GET',
        url: WHOAMI,
        headers: { ...sessionHeaders(created), 'x-tenant': 'zz' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ code: 'TENANT_UNKNOWN' });
    });

    it('checks a tenant named in the path', async () => {
      const user = await createTestUser(app, { tenant: 'cl' });
      const created = await openSession(app, user);
      const other = await app.inject({ method: 'GET', url: '/api/test/pe/orders', headers: sessionHeaders(created) });
      expect(other.statusCode).toBe(403);
      const unknown = await app.inject({ method: 'GET', url: '/api/test/xx/orders', headers: sessionHeaders(created) });
      expect(unknown.json()).toEqual({ code: 'TENANT_UNKNOWN' });
      // reply.apiError answers a catalogued error
      const own = await app.inject({ method: 'GET', url: '/api/test/CL/orders', headers: sessionHeaders(created) });
      expect(own.statusCode).toBe(409);
      expect(own.json()).toEqual({ code: 'CONFLICT_ERROR', message: 'orders of cl' });
    });

    it('ends the sessions of an inactive user', async () => {
      const user = await createTestUser(app);
      const created = await openSession(app, user);
      await app.users.update(user.id, { state: 'inactive' });
      expectExpired(await app.inject({ method: 'GET', url: WHOAMI, headers: sessionHeaders(created) }));
    });

    it('reports the impersonating agent and the collaborator role', async () => {
      const company = await app.companies.create({
        tenant: 'pe-b2b',
        companyDocument: '20100070970',
        companyDocumentType: 'RUC',
        businessName: 'Prueba SAC',
      });
      const buyer = await createTestUser(app, {
        tenant: 'pe-b2b',
        accountType: 'ORGANIZATION',
        companyId: company.id,
        userType: 'buyer',
        maxPurchaseAmount: '1500.50',
      });
      const agent = await app.agents.create({
        tenant: 'pe-b2b',
        email: 'Agent.X@Example.test',
        passwordHash: 'x',
        name: 'Agent X',
      });
      expect(agent.email).toBe('agent.x@example.test');
      const created = await openSession(app, buyer, 'WEB', agent.id);
      const res = await app.inject({ method: 'GET', url: WHOAMI, headers: sessionHeaders(created) });
      expect(res.json()).toMatchObject({
        role: 'buyer',
        accountType: 'ORGANIZATION',
        agentId: agent.id,
        companyId: company.id,
      });
      expect((await app.users.findById(buyer.id))?.maxPurchaseAmount).toBe('1500.50');
    });
  });

  describe('app.sessions', () => {
    it('revokes every other session of a user and keeps the current one', async () => {
      const user = await createTestUser(app);
      const current = await openSession(app, user);
      const other = await openSession(app, user, 'MOBILE');
      const revoked = await app.sessions.revokeAllForUser(user.id, current.session.sessionId);
      expect(revoked).toBe(1);
      expect((await app.inject({ method: 'GET', url: WHOAMI, headers: sessionHeaders(current) })).statusCode).toBe(200);
      expectExpired(await app.inject({ method: 'GET', url: WHOAMI, headers: sessionHeaders(other, 'MOBILE') }));
    });

    it('revokes one session (logout)', async () => {
      const user = await createTestUser(app);
      const created = await openSession(app, user);
      await app.sessions.revoke(created.session.sessionId);
      expect(await app.sessions.lookup(created.rawId)).toBeNull();
    });

    it('purges sessions that ended more than a day ago', async () => {
      const user = await createTestUser(app);
      const created = await openSession(app, user);
      t.clock.advance(13 * HOUR + 24 * HOUR);
      expect(await app.sessions.purgeExpired()).toBeGreaterThanOrEqual(1);
      const rows = await t.db.orm.select().from(sessions).where(eq(sessions.idHash, created.session.sessionId));
      expect(rows).toHaveLength(0);
    });
  });
});

describe('configurable timeouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { session: { idleMinutes: 5, absoluteHours: 1 } } });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  it('follows SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS', async () => {
    const user = await createTestUser(t.app);
    const created = await openSession(t.app, user);
    const headers = sessionHeaders(created);
    const info = await t.app.inject({ method: 'GET', url: INFO, headers });
    expect(info.json().idleTimeoutSeconds).toBe(300);
    expect(new Date(info.json().expiresAt).getTime() - new Date(info.json().createdAt).getTime()).toBe(HOUR);
    t.clock.advanceMinutes(5);
    expectExpired(await t.app.inject({ method: 'GET', url: INFO, headers }));
  });
});
