// buildApp as a whole: JSON errors for API paths, the built front end with history fallback, helmet, limits, closing.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strictRateLimit } from '../src/lib/rate-limit';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from './helpers/test-app';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body>cuenta</body></html>';

describe.each(testBackends())('app on $name', (backend) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'cuenta-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'assets', 'app-1a2b.js'), 'console.log("app");');
    t = await buildTestApp({
      backend,
      config: { staticDir: dist, bodyLimit: 1024 },
      beforeReady(app) {
        app.post('/api/test/otp', { config: strictRateLimit({ max: 2 }) }, async () => ({ sent: true }));
        app.get('/api/test/boom', async () => {
          throw new Error('database exploded with secret details');
        });
      },
    });
    console.info(`[measure] ${backend.name} app build ${t.buildMs.toFixed(0)} ms`);
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers unknown API paths with a JSON 404, never the front end', async () => {
    for (const url of ['/api/my-account/v1/nothing-here', '/api/session', '/s/auth/v1/nothing', '/health/deep']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ code: 'NOT_FOUND' });
    }
  });

  it('serves index.html for page paths (history fallback)', async () => {
    for (const url of ['/', '/cl/login', '/pe-b2b/account/myOrders?x=1', '/br-juridico/terms']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('serves built assets with a long cache, immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not fall back for writes to unknown paths', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/cl/login', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND' });
  });

  it('sends security headers with a CSP that allows the built app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cl/login' });
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses bodies over the limit with 413 in the error format', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/v1/session/create',
      headers: { 'x-tenant': 'cl' },
      payload: { padding: 'x'.repeat(2048) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('limits a strict route (strictRateLimit) with 429 RATE_LIMITED', async () => {
    const call = () => t.app.inject({ method: 'POST', url: '/api/test/otp', remoteAddress: '10.9.8.7' });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // another client is not affected
    expect((await t.app.inject({ method: 'POST', url: '/api/test/otp', remoteAddress: '10.9.8.6' })).statusCode).toBe(
      200,
    );
  });

  it('answers an unexpected failure with 500 GENERIC_ERROR and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'GENERIC_ERROR' });
  });
});

describe('global rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { rateLimit: { max: 3, windowMs: 60_000 } } });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  it('limits every route but /health per client', async () => {
    const call = () => t.app.inject({ method: 'GET', url: '/api/commerce-config/v1/account/cl/WEB' });
    for (let i = 0; i < 3; i += 1) expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('closing', () => {
  it(
    'closes the app and then the database without errors; requests after close are refused',
    async () => {
      const t = await buildTestApp();
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      await t.close();
      await expect(t.db.sql.query('SELECT 1')).rejects.toThrow();
      await expect(t.app.inject({ method: 'GET', url: '/health' })).rejects.toThrow();
    },
    BUILD_TIMEOUT,
  );
});
