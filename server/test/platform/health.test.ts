// GET /health: 200 while the database answers, 503 once it does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponse } from '../../../src/contracts/health.contract';
import { is } from 'superstruct';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';

describe.each(testBackends())('GET /health on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  it('answers ok with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(is(res.json(), HealthResponse)).toBe(true);
    expect(res.json()).toEqual({ status: 'ok', database: backend.name });
  });

  it('answers 503 when the database is gone', async () => {
    await t.db.close();
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: backend.name });
  });
});
