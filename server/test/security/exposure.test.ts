// Issue 10 items 4 and 8: rate limits on the API only and per route family, the per-address login throttle counting
// distinct accounts, customers/isExists behind a strict per-address limit, the legacy session info honouring the tenant,
// and HSTS under https.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_TIMEOUT, buildTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { PASSWORD, tenantHeaders } from '../auth/auth-fixtures';

// argon2 verifications in bursts on a shared 2-core machine: more than the default 5 s
vi.setConfig({ testTimeout: 60_000 });

describe('rate limits and exposure', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'cuenta-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>cuenta</title>');
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log(1)');
    // a small global limit, so that the API's limit is reached in a few requests
    t = await buildTestApp({ config: { staticDir: dist, rateLimit: { max: 10, windowMs: 60_000 }, trustProxy: true } });
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });
  beforeEach(() => {
    t.app.botCheck.config.mode = 'after-failures';
    t.app.botCheck.config.afterFailures = 1000;
    t.app.lockout.config.ipMaxFailures = 5;
  });

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('30 page loads and assets a minute from one address get no 429; the API does, per route family', async () => {
    const address = '198.51.100.10';
    for (let i = 0; i < 30; i += 1) {
      expect((await get('/cl/login', address)).statusCode).toBe(200);
      expect((await get('/assets/app.js', address)).statusCode).toBe(200);
      expect((await get('/', address)).statusCode).toBe(200);
    }
    const api = [];
    for (let i = 0; i < 11; i += 1) api.push((await get('/api/session/v1/session/info', address)).statusCode);
    expect(api.slice(0, 10)).not.toContain(429);
    expect(api[10]).toBe(429);
    // another family is counted apart
    expect((await get('/s/auth/v1/social/providers?tenant=cl', address)).statusCode).toBe(200);
  }, 60_000);

  it("an address's failures on one account do not block 20 other accounts signing in from it", async () => {
    const address = '198.51.100.20';
    const login = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/s/auth/v1/login',
        payload: { email, password },
        headers: tenantHeaders(),
        remoteAddress: address,
      });
    const noisy = await createTestUser(t.app, { password: PASSWORD });
    for (let i = 0; i < 8; i += 1) await login(noisy.email, `Equivocada${i}x`);
    for (let i = 0; i < 20; i += 1) {
      const user = await createTestUser(t.app, { password: PASSWORD });
      const res = await login(user.email, PASSWORD);
      expect(res.statusCode, `account ${i}`).toBe(200);
    }
  }, 60_000);

  it('an address failing on LOGIN_IP_MAX_FAILURES different accounts is throttled (429)', async () => {
    const address = '198.51.100.21';
    const login = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/s/auth/v1/login',
        payload: { email, password },
        headers: tenantHeaders(),
        remoteAddress: address,
      });
    for (let i = 0; i < 5; i += 1)
      expect((await login(`rociado${i}@example.test`, 'Equivocada1x')).statusCode).toBe(401);
    const user = await createTestUser(t.app, { password: PASSWORD });
    expect((await login(user.email, PASSWORD)).json().code).toBe('RATE_LIMITED');
    // a new window lets it try again
    t.clock.advanceMinutes(t.app.lockout.config.ipWindowMinutes);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('customers/isExists has a strict per-address limit', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await get(`/s/account/v1/cuenta/customers/isExists?tenant=cl&email=n${i}@example.test`, '198.51.100.30'))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('the legacy session info reads a session of another tenant as not logged in', async () => {
    const user = await createTestUser(t.app, { tenant: 'cl', password: PASSWORD });
    const headers = sessionHeaders(await openSession(t.app, user));
    const own = await get('/s/actors/session-info', '198.51.100.40', { ...headers, ...tenantHeaders('cl') });
    expect(own.json()).toMatchObject({ loggedIn: true, profileId: user.id });
    const other = await get('/s/actors/session-info', '198.51.100.40', { ...headers, ...tenantHeaders('pe') });
    expect(other.json()).toEqual({
      loggedIn: false,
      profileId: null,
      firstName: null,
      email: null,
      accountType: null,
      sessionTimeOut: false,
    });
  });

  it('sends Strict-Transport-Security under https (behind a trusted proxy), not over plain http in development', async () => {
    const https = await get('/health', '198.51.100.50', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await get('/health', '198.51.100.50');
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS in production', () => {
  it(
    'is sent on every answer',
    async () => {
      const t = await buildTestApp({ config: { production: true } });
      try {
        const res = await t.app.inject({ method: 'GET', url: '/health' });
        expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      } finally {
        await t.close();
      }
    },
    BUILD_TIMEOUT,
  );
});
