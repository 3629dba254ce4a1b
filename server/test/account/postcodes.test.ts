// spec §7 location-by-postcode, postcode-by-location, get-zones; the postcode import of a licensed file (made-up fixture).
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { importPostcodes, parseCsv } from '../../src/platform/postcodes.repository';

const FIXTURE = new URL('../fixtures/postcodes-cl-made-up.csv', import.meta.url);
const GEO = '/api/my-account/v2/geo';

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, CRLF and skips comments and blank lines', () => {
    expect(parseCsv('# note\r\na,"b, ""c"""\r\n\r\n d ,e\n')).toEqual([
      { line: 2, cells: ['a', 'b, "c"'] },
      { line: 4, cells: ['d', 'e'] },
    ]);
  });
});

describe.each(testBackends())('postcodes on $name (spec §7 geo)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());
  const get = (url: string) => t.app.inject({ url, headers: { 'x-tenant': 'cl' } });

  it('says plainly when no table is loaded', async () => {
    expect((await get(`${GEO}/postcode-coverage`)).json()).toEqual({ country: 'CL', available: false, postcodes: 0 });
    expect((await get(`${GEO}/location-by-postcode/9990001`)).statusCode).toBe(404);
  });

  it('imports the made-up fixture by names and codes, reports bad rows, and answers the look-ups', async () => {
    const csv = await readFile(FIXTURE, 'utf8');
    const report = await importPostcodes(t.app.database, t.app.geo, 'CL', csv, { now: t.clock.now() });
    expect(report).toEqual({
      read: 8,
      imported: 3,
      duplicates: 1,
      skipped: [
        { line: 8, reason: 'country PE is not CL' },
        { line: 9, reason: 'invalid postcode 99A0001' },
        { line: 10, reason: 'unknown state Región Inexistente' },
        { line: 11, reason: 'unknown district Comuna Inventada in Santiago' },
      ],
    });
    expect((await get(`${GEO}/postcode-coverage`)).json()).toEqual({ country: 'CL', available: true, postcodes: 3 });

    const found = (await get(`${GEO}/location-by-postcode/9990001`)).json();
    expect(found.postcode).toBe('9990001');
    expect(found.places).toEqual([
      {
        postcode: '9990001',
        state: { id: '13', name: 'Región Metropolitana de Santiago' },
        city: { id: '131', name: 'Santiago' },
        municipal: { id: '13101', name: 'Santiago' },
        addressLine1: { name: 'Calle Demostración' },
      },
      expect.objectContaining({ addressLine1: { name: 'Pasaje "Ejemplo", interior' } }),
    ]);
    expect((await get(`${GEO}/location-by-postcode/12AB`)).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await get(`${GEO}/location-by-postcode/1234567`)).json()).toMatchObject({ code: 'NOT_FOUND' });

    const byPlace = (await get(`${GEO}/postcode-by-location?state=13&city=131&municipal=13123`)).json();
    expect(byPlace).toMatchObject({
      postcode: '9990002',
      places: [expect.objectContaining({ addressLine1: { name: 'Avenida Prueba' } })],
    });
    expect((await get(`${GEO}/postcode-by-location?state=13&city=131`)).json().places).toHaveLength(3);
    expect((await get(`${GEO}/postcode-by-location?state=01&city=011`)).json()).toEqual({ postcode: null, places: [] });
    expect((await get(`${GEO}/postcode-by-location?state=13`)).statusCode).toBe(400);

    // replace: the country's rows are swapped in one transaction
    const again = await importPostcodes(t.app.database, t.app.geo, 'CL', csv, { now: t.clock.now(), replace: true });
    expect(again.imported).toBe(3);
    expect((await get(`${GEO}/postcode-coverage`)).json().postcodes).toBe(3);
  });

  it('refuses a file without the header', async () => {
    await expect(
      importPostcodes(t.app.database, t.app.geo, 'CL', 'CL,1,2,3,4,5\n', { now: t.clock.now() }),
    ).rejects.toThrow(/header/);
  });

  it('lists zones per tenant and needs a tenant', async () => {
    expect((await get(`${GEO}/get-zones?state=13`)).json()).toEqual({
      zones: [{ id: '13', name: 'Región Metropolitana de Santiago' }],
    });
    expect((await get(`${GEO}/get-zones`)).json().zones).toHaveLength(16);
    expect((await t.app.inject({ url: `${GEO}/get-zones` })).json()).toMatchObject({ code: 'TENANT_UNKNOWN' });
    expect((await t.app.inject({ url: `${GEO}/postcode-coverage?tenant=mx` })).json()).toMatchObject({
      country: 'MX',
      available: false,
    });
  });
});
