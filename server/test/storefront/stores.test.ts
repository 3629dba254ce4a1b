// spec §2 "zones and stores info" (issue 30 item 9): GET /s/geo/v1/stores lists the tenant's stores with address and spec §9
// hours, grouped by zone (city), without a session; an unknown tenant is a catalogued error, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoresResponse } from '../../../src/contracts/stores.contract';
import { stores } from '../../src/storefront/stores.schema';
import { seedStores } from '../../src/db/seed-quotes';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';

describe.each(testBackends())('public store list on $name (spec §2 zones and stores)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    await seedStores(t.app);
    // a second store in a city: one zone holds both
    await t.app.db.insert(stores).values({
      tenant: 'cl',
      code: 'CL-900',
      name: 'Tienda Alameda',
      address: 'Av. Demostración 1',
      city: 'Santiago',
    });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/s/geo/v1/stores${query}` });

  it('answers the tenant stores by city, with address and hours, to a guest', async () => {
    const res = await get('?tenant=cl');
    expect(res.statusCode).toBe(200);
    const body = res.json<StoresResponse>();
    const santiago = body.zones.find((z) => z.zone === 'Santiago')!;
    expect(santiago.stores.map((s) => s.name)).toEqual(['Tienda Alameda', 'Tienda Santiago']);
    expect(santiago.stores[0]).toMatchObject({
      address: 'Av. Demostración 1',
      hours: [
        { days: 'weekdays', from: '08:30', to: '21:00' },
        { days: 'weekend', from: '09:00', to: '21:00' },
      ],
    });
    expect(body.zones.map((z) => z.zone)).toEqual(
      [...body.zones.map((z) => z.zone)].sort((a, b) => a.localeCompare(b, 'es')),
    );
    expect(body.deliveryHours).toEqual({ from: '09:00', to: '21:00' });
    // another tenant sees only its own stores
    const br = (await get('?tenant=br')).json<StoresResponse>();
    expect(br.zones.flatMap((z) => z.stores.map((s) => s.city))).toContain('São Paulo');
    expect(br.zones.flatMap((z) => z.stores.map((s) => s.code)).every((c) => c.startsWith('BR-'))).toBe(true);
  });

  it('refuses an unknown tenant and an unknown parameter with catalogued errors', async () => {
    const unknown = await get('?tenant=zz');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'TENANT_UNKNOWN' });
    const extra = await get('?tenant=cl&x=1');
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const none = await get('');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'TENANT_UNKNOWN' });
  });
});
