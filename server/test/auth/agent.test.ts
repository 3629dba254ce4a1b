// spec §6, §7, §8: agent login, impersonation and agent logout on every back end. Every agent code, the shared lockout
// (injected clock), no enumeration, cross-tenant refusal, customer-only targets, the impersonation record, logout.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AgentLogin, AgentLogout, GetAnalyticsHash, ImpersonationLogin } from '../../../src/contracts/agent.contract';
import { serverPath } from '../../../src/contracts/endpoint';

import { CSRF_COOKIE, SESSION_COOKIE } from '../../../src/contracts/services';
import { agentImpersonations } from '../../src/auth/agent-impersonations.schema';
import { agents, type AgentRow } from '../../src/auth/agents.schema';
import { buildTestApp, BUILD_TIMEOUT, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { PASSWORD, lowCostBotCheck, solvedBotCheck, tenantHeaders } from './auth-fixtures';

const AGENT_LOGIN_PATH = serverPath(AgentLogin);
const AGENT_LOGOUT_PATH = serverPath(AgentLogout);
const IMPERSONATION_LOGIN_PATH = serverPath(ImpersonationLogin);
const ANALYTICS_HASH_PATH = serverPath(GetAnalyticsHash);

interface Cookies {
  rawId: string;
  csrfToken: string;
}

describe.each(testBackends())('agent journey on $name', (backend) => {
  let t: TestApp;
  let agentCl: AgentRow;
  let agentPe: AgentRow;
  let counter = 0;
  beforeAll(async () => {
    t = await buildTestApp({ backend, beforeReady: lowCostBotCheck });
    const passwordHash = await t.app.passwords.hash(PASSWORD);
    agentCl = await t.app.agents.create({
      tenant: 'cl',
      email: 'agente.cl@example.test',
      name: 'Agente CL',
      passwordHash,
    });
    agentPe = await t.app.agents.create({
      tenant: 'pe',
      email: 'agente.pe@example.test',
      name: 'Agente PE',
      passwordHash,
    });
  }, BUILD_TIMEOUT);
  afterAll(() => t.close());

  let ip = '203.0.113.1';
  beforeEach(() => {
    counter += 1;
    ip = `203.0.113.${counter}`;
    t.app.botCheck.config.mode = 'after-failures';
    t.app.botCheck.config.afterFailures = 3;
    t.app.lockout.config.maxFailures = 5;
    t.app.lockout.config.lockMinutes = 15;
  });

  const post = (url: string, payload: object, headers: Record<string, string> = tenantHeaders()) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
  const agentLogin = (
    email: string,
    password: string,
    headers: Record<string, string> = tenantHeaders(),
    extra: object = {},
  ) => post(AGENT_LOGIN_PATH, { email, password, ...extra }, headers);

  /** Signs an agent in over HTTP and returns the cookies a browser would keep. */
  async function signedInAgent(agent: AgentRow = agentCl): Promise<Cookies> {
    const res = await agentLogin(agent.email, PASSWORD, tenantHeaders(agent.tenant));
    expect(res.statusCode).toBe(200);
    const rawId = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const csrfToken = res.cookies.find((c) => c.name === CSRF_COOKIE)!.value;
    return { rawId, csrfToken };
  }
  const withTenant = (cookies: Cookies, tenant = 'cl') => ({ ...sessionHeaders(cookies), ...tenantHeaders(tenant) });

  describe('agent login', () => {
    it('opens an agent session (no customer yet) with HttpOnly cookies', async () => {
      const res = await agentLogin(' AGENTE.CL@example.test ', PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        agent: { id: agentCl.id, email: agentCl.email, name: 'Agente CL' },
        sessionTimeOut: false,
      });
      const sid = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
      expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(await t.app.sessions.lookup(sid.value)).toMatchObject({ agentId: agentCl.id, userId: null, tenant: 'cl' });
      // the agent alone is not a signed-in customer
      const info = await t.app.inject({
        method: 'GET',
        url: '/api/session/v1/session/info',
        headers: { ...sessionHeaders({ rawId: sid.value, csrfToken: '' }) },
      });
      expect(info.json()).toMatchObject({ authenticated: false, agentId: agentCl.id });
    });

    it('MOBILE gets the session id in the body', async () => {
      const res = await agentLogin(agentCl.email, PASSWORD, { ...tenantHeaders(), channel: 'MOBILE' });
      expect(res.statusCode).toBe(200);
      expect(res.json().sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    });

    it('AGENT_LOGIN_ERROR, with the same body, for a wrong password, an unknown email, a customer and an agent of another tenant', async () => {
      const customer = await createTestUser(t.app, { password: PASSWORD });
      const wrong = await agentLogin(agentCl.email, 'Otra1234x');
      const unknown = await agentLogin('nadie@example.test', 'Otra1234x');
      const shopper = await agentLogin(customer.email, PASSWORD);
      const otherTenant = await agentLogin(agentPe.email, PASSWORD);
      for (const res of [wrong, unknown, shopper, otherTenant]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 'AGENT_LOGIN_ERROR', details: { botCheckRequired: false } });
      }
    });

    it('an inactive agent gets AGENT_LOGIN_ERROR even with the right password', async () => {
      const inactive = await t.app.agents.create({
        tenant: 'cl',
        email: 'inactivo@example.test',
        name: 'Inactivo',
        state: 'inactive',
        passwordHash: await t.app.passwords.hash(PASSWORD),
      });
      const res = await agentLogin(inactive.email, PASSWORD);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('AGENT_LOGIN_ERROR');
    });

    it('asks for the bot check after 3 failures (RECAPTCHA_ERROR) and accepts a solved one', async () => {
      const email = 'bot.agente@example.test';
      await t.app.agents.create({
        tenant: 'cl',
        email,
        name: 'Bot',
        passwordHash: await t.app.passwords.hash(PASSWORD),
      });
      for (let i = 0; i < 2; i += 1)
        expect((await agentLogin(email, 'Otra1234x')).json().details.botCheckRequired).toBe(false);
      expect((await agentLogin(email, 'Otra1234x')).json()).toEqual({
        code: 'AGENT_LOGIN_ERROR',
        details: { botCheckRequired: true },
      });
      const missing = await agentLogin(email, PASSWORD);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ code: 'RECAPTCHA_ERROR', details: { botCheckRequired: true } });
      const ok = await agentLogin(email, PASSWORD, tenantHeaders(), { botCheck: await solvedBotCheck(t.app) });
      expect(ok.statusCode).toBe(200);
    });

    it('locks after 5 failures with the customer lockout (ACCOUNT_BLOCKED, then ACCOUNT_REMAINS_LOCKED), for unknown emails too, until the lock ends', async () => {
      t.app.botCheck.config.afterFailures = 100;
      const email = 'bloqueo.agente@example.test';
      await t.app.agents.create({
        tenant: 'cl',
        email,
        name: 'Bloqueo',
        passwordHash: await t.app.passwords.hash(PASSWORD),
      });
      for (const target of [email, 'fantasma.agente@example.test']) {
        for (let i = 0; i < 4; i += 1)
          expect((await agentLogin(target, 'Otra1234x')).json().code).toBe('AGENT_LOGIN_ERROR');
        const blocked = await agentLogin(target, 'Otra1234x');
        expect(blocked.statusCode).toBe(423);
        expect(blocked.json()).toEqual({ code: 'ACCOUNT_BLOCKED', details: { lockMinutes: 15 } });
        const during = await agentLogin(target, PASSWORD);
        expect(during.statusCode).toBe(423);
        expect(during.json().code).toBe('ACCOUNT_REMAINS_LOCKED');
      }
      t.clock.advanceMinutes(16);
      expect((await agentLogin(email, PASSWORD)).statusCode).toBe(200);
    });

    it('agent failures never lock the customer with the same email', async () => {
      t.app.botCheck.config.afterFailures = 100;
      const customer = await createTestUser(t.app, { password: PASSWORD });
      for (let i = 0; i < 5; i += 1) await agentLogin(customer.email, 'Otra1234x');
      const res = await post('/s/auth/v1/login', { email: customer.email, password: PASSWORD });
      expect(res.statusCode).toBe(200);
    });

    it('400 VALIDATION_ERROR for a bad body and TENANT_UNKNOWN without a tenant', async () => {
      const bad = await post(AGENT_LOGIN_PATH, { email: agentCl.email });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: { password: 'required' } } });
      const none = await post(AGENT_LOGIN_PATH, { email: agentCl.email, password: PASSWORD }, {});
      expect(none.json().code).toBe('TENANT_UNKNOWN');
    });
  });

  describe('impersonation', () => {
    it('acts as a customer of the same tenant with agentId set, records it, and ends the agent-only session', async () => {
      const customer = await createTestUser(t.app, { password: PASSWORD, firstName: 'Camila' });
      const agent = await signedInAgent();
      const res = await post(
        IMPERSONATION_LOGIN_PATH,
        { email: ` ${customer.email.toUpperCase()} ` },
        withTenant(agent),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        user: { id: customer.id, email: customer.email, firstName: 'Camila', accountType: 'INDIVIDUAL' },
        agentId: agentCl.id,
        sessionTimeOut: false,
      });
      const newId = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
      expect(newId).not.toBe(agent.rawId);
      expect(await t.app.sessions.lookup(agent.rawId)).toBeNull();
      const session = await t.app.sessions.lookup(newId);
      expect(session).toMatchObject({ userId: customer.id, agentId: agentCl.id, tenant: 'cl' });
      // the session now passes app.authenticate as the customer, and says an agent is acting
      const csrfToken = res.cookies.find((c) => c.name === CSRF_COOKIE)!.value;
      const info = await t.app.inject({
        method: 'GET',
        url: '/api/session/v1/session/info',
        headers: sessionHeaders({ rawId: newId, csrfToken }),
      });
      expect(info.json()).toMatchObject({ authenticated: true, agentId: agentCl.id, user: { id: customer.id } });
      const rows = await t.app.db.select().from(agentImpersonations).where(eq(agentImpersonations.userId, customer.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        tenant: 'cl',
        agentId: agentCl.id,
        sessionIdHash: session!.sessionId,
        endedAt: null,
      });
      expect(rows[0]!.startedAt.toISOString()).toBe(t.clock.now().toISOString());
    });

    it('MOBILE: the agent session id in the authorization header, the new session id in the body', async () => {
      const customer = await createTestUser(t.app, { password: PASSWORD });
      const login = await agentLogin(agentCl.email, PASSWORD, { ...tenantHeaders(), channel: 'MOBILE' });
      const agentId = login.json().sessionId as string;
      const res = await post(
        IMPERSONATION_LOGIN_PATH,
        { email: customer.email },
        { ...tenantHeaders(), ...sessionHeaders({ rawId: agentId, csrfToken: '' }, 'MOBILE') },
      );
      expect(res.statusCode).toBe(200);
      const sessionId = res.json().sessionId as string;
      expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      expect(await t.app.sessions.lookup(sessionId)).toMatchObject({
        userId: customer.id,
        agentId: agentCl.id,
        channel: 'MOBILE',
      });
      expect(await t.app.sessions.lookup(agentId)).toBeNull();
    });

    it('refuses a customer of another tenant: NOT_FOUND for the email, FORBIDDEN when naming the other tenant', async () => {
      const peruvian = await createTestUser(t.app, { tenant: 'pe', password: PASSWORD });
      const agent = await signedInAgent();
      const byEmail = await post(IMPERSONATION_LOGIN_PATH, { email: peruvian.email }, withTenant(agent));
      expect(byEmail.statusCode).toBe(404);
      expect(byEmail.json().code).toBe('NOT_FOUND');
      const byTenant = await post(IMPERSONATION_LOGIN_PATH, { email: peruvian.email }, withTenant(agent, 'pe'));
      expect(byTenant.statusCode).toBe(403);
      expect(byTenant.json().code).toBe('FORBIDDEN');
      const rows = await t.app.db.select().from(agentImpersonations).where(eq(agentImpersonations.userId, peruvian.id));
      expect(rows).toEqual([]);
      // the agent's session survives a refusal
      expect(await t.app.sessions.lookup(agent.rawId)).toMatchObject({ agentId: agentCl.id });
    });

    it('only customers are targets: another agent, an unknown email and an inactive customer are NOT_FOUND', async () => {
      const inactive = await createTestUser(t.app, { password: PASSWORD, state: 'inactive' });
      const agent = await signedInAgent();
      for (const email of [agentCl.email, 'nadie@example.test', inactive.email]) {
        const res = await post(IMPERSONATION_LOGIN_PATH, { email }, withTenant(agent));
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    });

    it('INVALID_AGENT_SESSION_ERROR without a session, with a customer session, and after the agent is deactivated', async () => {
      const customer = await createTestUser(t.app, { password: PASSWORD });
      const target = await createTestUser(t.app, { password: PASSWORD });
      const none = await post(IMPERSONATION_LOGIN_PATH, { email: target.email });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ code: 'INVALID_AGENT_SESSION_ERROR' });
      const own = await openSession(t.app, customer);
      const asCustomer = await post(IMPERSONATION_LOGIN_PATH, { email: target.email }, withTenant(own));
      expect(asCustomer.statusCode).toBe(401);
      expect(asCustomer.json().code).toBe('INVALID_AGENT_SESSION_ERROR');
      // the customer's own session is left alone
      expect(await t.app.sessions.lookup(own.rawId)).not.toBeNull();

      const gone = await t.app.agents.create({
        tenant: 'cl',
        email: 'baja@example.test',
        name: 'Baja',
        passwordHash: await t.app.passwords.hash(PASSWORD),
      });
      const session = await signedInAgent(gone);
      await deactivate(gone.id);
      const res = await post(IMPERSONATION_LOGIN_PATH, { email: target.email }, withTenant(session));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_AGENT_SESSION_ERROR');
      expect(await t.app.sessions.lookup(session.rawId)).toBeNull();
    });

    it('INVALID_AGENT_SESSION_ERROR once the agent session has expired (idle timeout, injected clock)', async () => {
      const target = await createTestUser(t.app, { password: PASSWORD });
      const agent = await signedInAgent();
      t.clock.advanceMinutes(t.config.session.idleMinutes + 1);
      const res = await post(IMPERSONATION_LOGIN_PATH, { email: target.email }, withTenant(agent));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_AGENT_SESSION_ERROR');
    });

    it('CSRF_ERROR for a cookie write without the token', async () => {
      const target = await createTestUser(t.app, { password: PASSWORD });
      const agent = await signedInAgent();
      const { 'x-csrf-token': _dropped, ...headers } = withTenant(agent) as Record<string, string>;
      const res = await post(IMPERSONATION_LOGIN_PATH, { email: target.email }, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('CSRF_ERROR');
    });

    it('switching customer from an impersonation ends the first record and starts a second', async () => {
      const first = await createTestUser(t.app, { password: PASSWORD });
      const second = await createTestUser(t.app, { password: PASSWORD });
      const agent = await signedInAgent();
      const one = await post(IMPERSONATION_LOGIN_PATH, { email: first.email }, withTenant(agent));
      const cookies = {
        rawId: one.cookies.find((c) => c.name === SESSION_COOKIE)!.value,
        csrfToken: one.cookies.find((c) => c.name === CSRF_COOKIE)!.value,
      };
      t.clock.advanceMinutes(1);
      const two = await post(IMPERSONATION_LOGIN_PATH, { email: second.email }, withTenant(cookies));
      expect(two.statusCode).toBe(200);
      const [firstRow] = await t.app.db
        .select()
        .from(agentImpersonations)
        .where(eq(agentImpersonations.userId, first.id));
      const [secondRow] = await t.app.db
        .select()
        .from(agentImpersonations)
        .where(eq(agentImpersonations.userId, second.id));
      expect(firstRow!.endedAt?.toISOString()).toBe(t.clock.now().toISOString());
      expect(secondRow!.endedAt).toBeNull();
    });
  });

  describe('analytics hash (spec §7)', () => {
    const hashOf = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: ANALYTICS_HASH_PATH, headers: { ...headers, ...tenantHeaders() } });

    it("names the customer's account the same in each session, without its id or email, and says when an agent acts", async () => {
      const customer = await createTestUser(t.app, { password: PASSWORD });
      const own = await hashOf(sessionHeaders(await openSession(t.app, customer)));
      expect(own.statusCode).toBe(200);
      const { hash, impersonated } = own.json() as { hash: string; impersonated: boolean };
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(impersonated).toBe(false);
      expect(hash).not.toContain(customer.id.replace(/-/g, ''));
      expect((await hashOf(sessionHeaders(await openSession(t.app, customer)))).json()).toEqual({ hash, impersonated });

      const agent = await signedInAgent();
      const imp = await post(IMPERSONATION_LOGIN_PATH, { email: customer.email }, withTenant(agent));
      const acting = await hashOf(
        sessionHeaders({
          rawId: imp.cookies.find((c) => c.name === SESSION_COOKIE)!.value,
          csrfToken: imp.cookies.find((c) => c.name === CSRF_COOKIE)!.value,
        }),
      );
      expect(acting.json()).toEqual({ hash, impersonated: true });

      const other = await createTestUser(t.app);
      expect((await hashOf(sessionHeaders(await openSession(t.app, other)))).json().hash).not.toBe(hash);
    });

    it('answers SESSION_EXPIRED without a session', async () => {
      const res = await hashOf({});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    });
  });

  describe('agent logout', () => {
    it('ends the whole impersonation session, clears the cookies and closes the record', async () => {
      const customer = await createTestUser(t.app, { password: PASSWORD });
      const agent = await signedInAgent();
      const imp = await post(IMPERSONATION_LOGIN_PATH, { email: customer.email }, withTenant(agent));
      const cookies = {
        rawId: imp.cookies.find((c) => c.name === SESSION_COOKIE)!.value,
        csrfToken: imp.cookies.find((c) => c.name === CSRF_COOKIE)!.value,
      };
      t.clock.advanceMinutes(2);
      const res = await post(AGENT_LOGOUT_PATH, {}, withTenant(cookies));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
      expect(await t.app.sessions.lookup(cookies.rawId)).toBeNull();
      const [row] = await t.app.db
        .select()
        .from(agentImpersonations)
        .where(eq(agentImpersonations.userId, customer.id));
      expect(row!.endedAt?.toISOString()).toBe(t.clock.now().toISOString());
      // the customer's pages now answer SESSION_EXPIRED
      const after = await t.app.inject({
        method: 'GET',
        url: '/api/session/v1/session/info',
        headers: sessionHeaders(cookies),
      });
      expect(after.statusCode).toBe(401);
    });

    it('logs out an agent that impersonates nobody', async () => {
      const agent = await signedInAgent(agentPe);
      const res = await post(AGENT_LOGOUT_PATH, {}, withTenant(agent, 'pe'));
      expect(res.statusCode).toBe(200);
      expect(await t.app.sessions.lookup(agent.rawId)).toBeNull();
    });

    it('AGENT_LOGOUT_ERROR without a session or with a customer session (left alone), and a second logout', async () => {
      const none = await post(AGENT_LOGOUT_PATH, {});
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ code: 'AGENT_LOGOUT_ERROR' });
      const customer = await createTestUser(t.app, { password: PASSWORD });
      const own = await openSession(t.app, customer);
      const res = await post(AGENT_LOGOUT_PATH, {}, withTenant(own));
      expect(res.json().code).toBe('AGENT_LOGOUT_ERROR');
      expect(await t.app.sessions.lookup(own.rawId)).not.toBeNull();
      const agent = await signedInAgent();
      expect((await post(AGENT_LOGOUT_PATH, {}, withTenant(agent))).statusCode).toBe(200);
      expect((await post(AGENT_LOGOUT_PATH, {}, withTenant(agent))).json().code).toBe('AGENT_LOGOUT_ERROR');
    });
  });

  async function deactivate(agentId: string) {
    await t.app.db.update(agents).set({ state: 'inactive' }).where(eq(agents.id, agentId));
  }
});
