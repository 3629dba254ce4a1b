import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/db/seed';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';

describe.each(testBackends())('product images on $name (spec §3, §7)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    await seedCatalogue(t.app);
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  it('draws a placeholder for a sku the tenant sells, at the asked width', async () => {
    const res = await t.app.inject({ url: '/images/cl/HM-1001?fmt=jpg&fit=constrain&wid=80&hei=80' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('width="80"');
    expect(res.body).toContain('>TP<');
  });

  it('answers 404 for an unknown sku or tenant, and serves the fallback by sku', async () => {
    expect((await t.app.inject({ url: '/images/cl/NOPE' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/images/zz/HM-1001' })).statusCode).toBe(404);
    const fallback = await t.app.inject({ url: '/images/pe/fallback/NOPE' });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.body).toContain('<svg');
  });
});
