// spec §2, §3, §4, §7, §8: company registration, the organisation check, Mexico's pending validation and its review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../../src/contracts/services';
import { reviewCompany } from '../../../src/plugins/app/registration-review';
import { buildTestApp, testBackends, type TestApp } from '../../helpers/test-app';
import { json, mexicanCompany, peruvianCompany } from './registration-fixtures';

const REGISTER = '/api/my-account/v2/users/businessUser/registration';

describe.each(testBackends())('company registration on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  }, 60_000);
  afterAll(() => t.close());

  const register = (body: object) => t.app.inject({ method: 'POST', url: REGISTER, payload: json(body) });
  const cookieOf = (res: Awaited<ReturnType<typeof register>>) =>
    res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  const exists = (tenant: string, documentType: string, document: string) =>
    t.app.inject({
      method: 'GET',
      url: '/s/account/v3/users/organization/isExists',
      query: { tenant, documentType, document },
    });

  it('registers a Peruvian company, active, with its super user signed in', async () => {
    const res = await register(peruvianCompany());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'active' });
    expect(cookieOf(res)).toBeTruthy();
    const company = await t.app.companies.findById(res.json().companyId);
    expect(company).toMatchObject({ status: 'active', economicActivityCode: '4752', haveCheckingAccount: true });
    const user = await t.app.users.findById(res.json().userId);
    expect(user).toMatchObject({ accountType: 'ORGANIZATION', userType: 'superUser', companyId: res.json().companyId });
  });

  it('answers COMPANY_EXISTS_ERROR for a second registration of the same document, and isExists says so', async () => {
    const res = await register(peruvianCompany());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'COMPANY_EXISTS_ERROR' });
    expect((await exists('pe', 'RUC', '20100047218')).json()).toEqual({ exists: true, status: 'active' });
    expect((await exists('pe', 'RUC', '20601234565')).json()).toEqual({ exists: false, status: null });
  });

  it('refuses an unknown economic activity code, an invalid RUC and a city outside the data', async () => {
    const bad = await register(
      peruvianCompany({
        companyDocument: '20601234565',
        economicActivity: { economicActivityCode: '9999', economicActivityLabel: 'x' },
      }),
    );
    expect(bad.json().details.fields.economicActivity).toBe('unknown');
    const ruc = await register(peruvianCompany({ companyDocument: '20601234566' }));
    expect(ruc.json().details.fields.companyDocument).toBe('document.invalidCheckDigit');
    const city = await register(peruvianCompany({ companyDocument: '20601234565', city: '9999' }));
    expect(city.json().details.fields.city).toBe('unknown');
  });

  it('keeps a Mexican company pending, without a session, until an operator approves it', async () => {
    const body = mexicanCompany();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending' });
    expect(cookieOf(res)).toBeUndefined();
    expect((await exists('mx', 'RFC', 'ABC680524P73')).json()).toEqual({ exists: true, status: 'pending' });

    const approved = await reviewCompany(t.db, {
      tenant: 'mx',
      companyDocument: 'abc680524p73',
      decision: 'approved',
      operator: 'ops',
      at: t.clock.now(),
    });
    expect(approved).toMatchObject({ ok: true, previous: 'pending', status: 'active' });
    expect((await t.app.companies.findById(res.json().companyId))?.status).toBe('active');
    // a decided company is not decided again
    const again = await reviewCompany(t.db, {
      tenant: 'mx',
      companyDocument: 'ABC680524P73',
      decision: 'rejected',
      operator: 'ops',
      at: t.clock.now(),
    });
    expect(again).toEqual({ ok: false, error: 'NOT_PENDING', status: 'active' });
  });

  it('requires the business type, the commercial name and an activity in Mexico', async () => {
    const res = await register(
      mexicanCompany({
        companyDocument: 'XYZ010101AB1',
        businessType: undefined,
        fantasyName: ' ',
        economicActivityText: undefined,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toMatchObject({
      businessType: 'required',
      fantasyName: 'required',
      economicActivity: 'required',
    });
  });

  it("publishes the company to the customer system with Mexico's clientType (spec §3)", async () => {
    const rows = await t.app.customerSystem.list();
    const mx = rows.find((row) => row.tenant === 'mx');
    expect(mx?.payload).toMatchObject({
      identification: { value: 'ABC680524P73', identificationType: 'RFC', isoCountry: 'MX', clientType: 'Person' },
      name: 'Materiales del Centro S.A. de C.V.',
      fantasyName: 'MatCentro',
      addresses: [{ isoCountry: 'MX', administrativeArea: 'Ciudad de México', locality: 'Cuauhtémoc', isMain: true }],
      economicActivity: { code: '', description: 'Comercio al por menor de ferretería', isMain: true },
    });
  });
});

describe('geo and economic activities (spec §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('cascades Chile region -> province -> commune from the SUBDERE codes', async () => {
    const regions = (await get('/api/my-account/cl/geo')).json().items;
    expect(regions).toHaveLength(16);
    const provinces = (await get('/api/my-account/cl/geo?parentId=13')).json().items;
    expect(provinces.map((p: { name: string }) => p.name)).toContain('Santiago');
    const communes = (await get('/api/my-account/cl/geo?parentId=131')).json().items;
    expect(communes.map((c: { name: string }) => c.name)).toContain('Providencia');
    const all = (await get('/api/my-account/v1/geo/regions/13/communa')).json().items;
    expect(all).toHaveLength(52);
    expect((await get('/api/my-account/cl/geo?parentId=99')).statusCode).toBe(404);
  });

  it('names selected locations and finds no postcode (no licensed postcode data)', async () => {
    const names = (
      await get('/api/my-account/pe/geo/get-selected-locations?state=15&city=1501&municipal=150101')
    ).json();
    expect(names).toEqual({
      state: { id: '15', name: 'LIMA' },
      city: { id: '1501', name: 'LIMA' },
      municipal: { id: '150101', name: 'LIMA' },
    });
    expect((await get('/api/my-account/v2/geo/location-by-postcode/06700?tenant=pe')).statusCode).toBe(404);
  });

  it("lists Peru's 4-digit activities and Brazil's CNAE, and free text where no list exists", async () => {
    const pe = (await get('/api/my-account/v1/economicActivity?tenant=pe')).json();
    expect(pe.activities).toHaveLength(419);
    expect(pe.activities.every((a: { code: string }) => /^\d{4}$/.test(a.code))).toBe(true);
    const br = (await get('/api/my-account/v1/economicActivity?tenant=br')).json();
    expect(br.activities.length).toBe(1332);
    for (const tenant of ['cl', 'mx']) {
      expect((await get(`/api/my-account/v1/economicActivity?tenant=${tenant}`)).json()).toEqual({
        activities: [],
        freeText: true,
      });
    }
  });
});
