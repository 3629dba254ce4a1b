// Issue 32 item 2: an operator's SII table (made-up fixture) imported for Chile becomes Chile's list of GET
// /v1/economicActivity (a dropdown instead of free text); codes follow spec §5 (Chile 6 digits); Peru keeps ISIC Rev.4.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { importEconomicActivities } from '../../src/registration/economic-activity.repository';

const FIXTURE = new URL('../fixtures/economic-activity-cl-made-up.csv', import.meta.url);
const LIST = '/api/my-account/v1/economicActivity';

describe.each(testBackends())('imported economic activities on $name (issue 32 item 2, spec §5)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());
  const list = async (tenant: string) => (await t.app.inject({ url: `${LIST}?tenant=${tenant}` })).json();

  it('Chile asks free text until a table is imported, then offers the imported list', async () => {
    expect(await list('cl')).toEqual({ activities: [], freeText: true });
    const report = await importEconomicActivities(t.app.database, 'CL', await readFile(FIXTURE, 'utf8'), t.clock.now());
    expect(report).toEqual({
      read: 5,
      imported: 2,
      skipped: [
        { line: 5, reason: 'invalid code 12345' },
        { line: 6, reason: 'repeated code 999901' },
        { line: 7, reason: 'invalid name for 999903' },
      ],
    });
    await t.app.economicActivities.reload();
    expect(await list('cl')).toEqual({
      activities: [
        { code: '999901', label: 'Actividad inventada de prueba uno' },
        { code: '999902', label: 'Actividad inventada, de prueba dos' },
      ],
      freeText: false,
    });
    expect(t.app.economicActivities.find('CL', '999902')?.label).toBe('Actividad inventada, de prueba dos');
    // Peru keeps its ISIC Rev.4 classes, 4 digits each
    const pe = await list('pe');
    expect(pe.freeText).toBe(false);
    expect(pe.activities.every((a: { code: string }) => /^\d{4}$/.test(a.code))).toBe(true);
  });

  it('a file without a valid row keeps the previous list; Peru cannot be overwritten', async () => {
    const report = await importEconomicActivities(t.app.database, 'CL', 'code,name\n12,Corto\n', t.clock.now());
    expect(report.imported).toBe(0);
    await t.app.economicActivities.reload();
    expect((await list('cl')).activities).toHaveLength(2);
    await expect(importEconomicActivities(t.app.database, 'PE', 'code,name\n0111,X\n', t.clock.now())).rejects.toThrow(
      /bundled licensed list/,
    );
    await expect(importEconomicActivities(t.app.database, 'CL', 'codigo;nombre\n', t.clock.now())).rejects.toThrow(
      /header code,name/,
    );
  });
});
