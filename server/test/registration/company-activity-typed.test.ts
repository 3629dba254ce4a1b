// Issue 32 item 2, spec §5: a Chilean company without an imported SII list types its 6-digit activity code beside the
// activity's text (the form sends it as economicActivity, named by that text); the server checks it with the same shared
// rule as the form (src/rules/economic-activity.ts) and keeps it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { json, peruvianCompany } from './registration-fixtures';

const REGISTER = '/api/my-account/v2/users/businessUser/registration';

describe.each(testBackends())('a typed Chilean activity code on $name (issue 32 item 2)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  it('keeps a 6-digit code with its text, and refuses 5 digits', async () => {
    const [region] = t.app.geo.children('CL')!;
    const [province] = t.app.geo.children('CL', region!.id)!;
    const [commune] = t.app.geo.children('CL', province!.id)!;
    const chilean = (code: string) =>
      peruvianCompany({
        tenant: 'cl',
        companyDocument: '76.086.428-5',
        companyDocumentType: 'RUT',
        economicActivity: { economicActivityCode: code, economicActivityLabel: 'Venta de artículos de ferretería' },
        economicActivityText: 'Venta de artículos de ferretería',
        state: region!.id,
        city: province!.id,
        municipal: commune!.id,
      });
    const short = await t.app.inject({ method: 'POST', url: REGISTER, payload: json(chilean('47521')) });
    expect(short.statusCode).toBe(400);
    expect(short.json().details.fields).toEqual({ economicActivity: 'economicActivity.invalid' });
    const res = await t.app.inject({ method: 'POST', url: REGISTER, payload: json(chilean('475201')) });
    expect(res.statusCode, res.body).toBe(201);
    expect(await t.app.companies.findById(res.json().companyId)).toMatchObject({ economicActivityCode: '475201' });
  });
});
