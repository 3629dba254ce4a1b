// spec §2, §7, §8 and issue 4 items 1-3: login in both back-end styles, every login code, lockout with an injected clock,
// the per-IP throttle, no account enumeration, bot check, cookie flags.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../../src/contracts/services';
import { buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { COMPANY_PASSWORD, PASSWORD, lowCostBotCheck, solvedBotCheck, tenantHeaders } from './auth-fixtures';

describe.each(testBackends())('login on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend, beforeReady: lowCostBotCheck });
  }, 60_000);
  afterAll(() => t.close());
  // each test its own client address, so the per-route limits of one test do not leak into the next
  let ip = '198.51.100.1';
  let ipCounter = 1;
  beforeEach(() => {
    ipCounter += 1;
    ip = `198.51.100.${ipCounter}`;
    t.app.botCheck.config.mode = 'after-failures';
    t.app.botCheck.config.afterFailures = 3;
    t.app.lockout.config.maxFailures = 5;
    t.app.lockout.config.lockMinutes = 15;
  });

  const post = (url: string, payload: object, headers: Record<string, string> = tenantHeaders(), remoteAddress = ip) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const login = (email: string, password: string, extra: object = {}) =>
    post('/s/auth/v1/login', { email, password, ...extra });

  it('logs in with the right password, sets HttpOnly SameSite=Lax session and readable CSRF cookies', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    const res = await login(` ${user.email.toUpperCase()} `, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: user.id, email: user.email, accountType: 'INDIVIDUAL' },
      sessionTimeOut: false,
    });
    const sid = res.cookies.find((c) => c.name === SESSION_COOKIE);
    const csrf = res.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(csrf?.httpOnly).toBeFalsy();
    expect(await t.app.sessions.lookup(sid!.value)).toMatchObject({ userId: user.id });
    // the answer never carries the session id for WEB
    expect(JSON.stringify(res.json())).not.toContain(sid!.value);
  });

  it('MOBILE gets the session id in the body and no cookie', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    const res = await post(
      '/s/auth/v1/login',
      { email: user.email, password: PASSWORD },
      { ...tenantHeaders(), channel: 'MOBILE' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('INVALID_CREDENTIALS for a wrong password and for an unknown email, with the same body', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    const wrong = await login(user.email, 'Otra1234x');
    const unknown = await login('nadie.aqui@example.test', 'Otra1234x');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', details: { botCheckRequired: false } });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('takes similar time for an unknown email as for a wrong password (a dummy hash is verified)', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    const time = async (email: string) => {
      const start = performance.now();
      await login(email, 'Otra1234x');
      return performance.now() - start;
    };
    await time('warmup@example.test');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await time(user.email));
      unknown.push(await time(`nobody${i}@example.test`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!;
    // both include an argon2id verification (~10 ms here): the unknown path must not be much faster
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('blocks after 5 consecutive failures (ACCOUNT_BLOCKED), then ACCOUNT_REMAINS_LOCKED even with the right password, for 15 minutes', async () => {
    t.app.botCheck.config.afterFailures = 100;
    const user = await createTestUser(t.app, { password: PASSWORD });
    for (let i = 0; i < 4; i += 1)
      expect((await login(user.email, 'Otra1234x')).json().code).toBe('INVALID_CREDENTIALS');
    const fifth = await login(user.email, 'Otra1234x');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().code).toBe('ACCOUNT_BLOCKED');
    const right = await login(user.email, PASSWORD);
    expect(right.json().code).toBe('ACCOUNT_REMAINS_LOCKED');
    expect(right.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    t.clock.advance(14 * 60_000);
    expect((await login(user.email, PASSWORD)).json().code).toBe('ACCOUNT_REMAINS_LOCKED');
    t.clock.advance(60_000 + 1);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('an unknown email is locked the same way (no enumeration by lockout)', async () => {
    t.app.botCheck.config.afterFailures = 100;
    const codes: string[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await login('fantasma@example.test', 'Otra1234x')).json().code);
    expect(codes).toEqual([...Array(4).fill('INVALID_CREDENTIALS'), 'ACCOUNT_BLOCKED', 'ACCOUNT_REMAINS_LOCKED']);
  });

  it('a success resets the failure count; the limit and duration are configurable', async () => {
    t.app.botCheck.config.afterFailures = 100;
    t.app.lockout.config.maxFailures = 3;
    t.app.lockout.config.lockMinutes = 1;
    const user = await createTestUser(t.app, { password: PASSWORD });
    await login(user.email, 'Otra1234x');
    await login(user.email, 'Otra1234x');
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    await login(user.email, 'Otra1234x');
    await login(user.email, 'Otra1234x');
    expect((await login(user.email, 'Otra1234x')).json().code).toBe('ACCOUNT_BLOCKED');
    t.clock.advance(60_001);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('asks for the bot check after failures (RECAPTCHA_ERROR without it) and accepts a solved one once', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    await login(user.email, 'Otra1234x');
    await login(user.email, 'Otra1234x');
    const third = await login(user.email, 'Otra1234x');
    expect(third.json()).toEqual({ code: 'INVALID_CREDENTIALS', details: { botCheckRequired: true } });
    const missing = await login(user.email, PASSWORD);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 'RECAPTCHA_ERROR', details: { botCheckRequired: true } });
    const botCheck = await solvedBotCheck(t.app);
    expect((await login(user.email, PASSWORD, { botCheck })).statusCode).toBe(200);
    // replaying the same solution is refused
    await login(user.email, 'Otra1234x');
    await login(user.email, 'Otra1234x');
    await login(user.email, 'Otra1234x');
    expect((await login(user.email, PASSWORD, { botCheck })).json().code).toBe('RECAPTCHA_ERROR');
  });

  it('BOT_CHECK_MODE=always asks on the first login', async () => {
    t.app.botCheck.config.mode = 'always';
    const user = await createTestUser(t.app, { password: PASSWORD });
    expect((await login(user.email, PASSWORD)).json().code).toBe('RECAPTCHA_ERROR');
    expect((await login(user.email, PASSWORD, { botCheck: 'bm90LWEtc29sdXRpb24=' })).json().code).toBe(
      'RECAPTCHA_ERROR',
    );
    expect((await login(user.email, PASSWORD, { botCheck: await solvedBotCheck(t.app) })).statusCode).toBe(200);
  });

  it('company login: organization users only (CONFLICT_ERROR for a personal account, COMPANY_EXISTS_ERROR the other way)', async () => {
    const company = await t.app.companies.create({
      tenant: 'cl',
      companyDocument: '76.086.428-5',
      companyDocumentType: 'RUT',
      businessName: 'Ferretería Sur',
    });
    const owner = await createTestUser(t.app, {
      password: COMPANY_PASSWORD,
      accountType: 'ORGANIZATION',
      companyId: company.id,
    });
    const person = await createTestUser(t.app, { password: PASSWORD });
    expect(
      (await post('/s/auth/v1/organization-user/login', { email: owner.email, password: COMPANY_PASSWORD })).statusCode,
    ).toBe(200);
    const conflict = await post('/s/auth/v1/organization-user/login', { email: person.email, password: PASSWORD });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('CONFLICT_ERROR');
    expect((await login(owner.email, COMPANY_PASSWORD)).json().code).toBe('COMPANY_EXISTS_ERROR');
    // with a wrong password neither reveals the account kind
    expect(
      (await post('/s/auth/v1/organization-user/login', { email: person.email, password: 'Otra1234x' })).json().code,
    ).toBe('INVALID_CREDENTIALS');
  });

  it('EMAIL_NOT_EXISTS_IN_SIEBEL_ERROR for a company not yet validated by the customer system', async () => {
    const company = await t.app.companies.create({
      tenant: 'mx',
      companyDocument: 'FSU010101AB1',
      companyDocumentType: 'RFC',
      businessName: 'Ferretería Norte',
    });
    await t.app.companies.setStatus(company.id, 'pending');
    const owner = await createTestUser(t.app, {
      tenant: 'mx',
      password: COMPANY_PASSWORD,
      accountType: 'ORGANIZATION',
      companyId: company.id,
    });
    const res = await post(
      '/s/auth/v1/organization-user/login',
      { email: owner.email, password: COMPANY_PASSWORD },
      tenantHeaders('mx'),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_EXISTS_IN_SIEBEL_ERROR');
  });

  it('PASSWORD_REMAINS_LOCKED_ERROR for a password that must be replaced, only after the right password', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    await t.app.passwordHistory.lockPassword(user.id, 'support');
    expect((await login(user.email, 'Otra1234x')).json().code).toBe('INVALID_CREDENTIALS');
    const res = await login(user.email, PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PASSWORD_REMAINS_LOCKED_ERROR');
  });

  it('GENERIC_ERROR when something unexpected fails, without internals', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    const original = t.app.lockout.preflight;
    t.app.lockout.preflight = () => Promise.reject(new Error('database on fire'));
    try {
      const res = await login(user.email, PASSWORD);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'GENERIC_ERROR' });
    } finally {
      t.app.lockout.preflight = original;
    }
  });

  it('throttles one address after too many failures (RATE_LIMITED), whatever the emails', async () => {
    t.app.botCheck.config.afterFailures = 100;
    t.app.lockout.config.ipMaxFailures = 4;
    try {
      const codes: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        codes.push(
          (
            await post(
              '/s/auth/v1/login',
              { email: `ip${i}@example.test`, password: 'Otra1234x' },
              tenantHeaders(),
              '203.0.113.9',
            )
          ).json().code,
        );
      }
      // another address is not affected
      expect((await login('ip0@example.test', 'Otra1234x')).json().code).toBe('INVALID_CREDENTIALS');
      expect(codes.slice(0, 4)).toEqual(Array(4).fill('INVALID_CREDENTIALS'));
      expect(codes[4]).toBe('RATE_LIMITED');
    } finally {
      t.app.lockout.config.ipMaxFailures = 50;
    }
  });

  it('rejects bodies with unknown fields and unknown tenants', async () => {
    expect((await login('a@example.test', 'x', { admin: true })).json().code).toBe('VALIDATION_ERROR');
    expect(
      (await post('/s/auth/v1/login', { email: 'a@example.test', password: 'x' }, { 'x-tenant': 'zz' })).json().code,
    ).toBe('TENANT_UNKNOWN');
  });

  it('logout ends the session and clears the cookies; a fresh login revokes the session the browser had', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    const old = await openSession(t.app, user);
    const res = await post(
      '/s/auth/v1/login',
      { email: user.email, password: PASSWORD },
      { ...tenantHeaders(), ...sessionHeaders(old) },
    );
    expect(await t.app.sessions.lookup(old.rawId)).toBeNull();
    const sid = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const csrf = res.cookies.find((c) => c.name === CSRF_COOKIE)!.value;
    const out = await post('/s/auth/v1/logout', {}, sessionHeaders({ rawId: sid, csrfToken: csrf }));
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(await t.app.sessions.lookup(sid)).toBeNull();
  });
});
