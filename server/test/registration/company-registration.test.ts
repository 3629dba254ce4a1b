// spec §2, §3, §4, §7, §8: company registration, the organisation check, Mexico's pending validation and its review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/contracts/services';
import { reviewCompany } from '../../src/registration/registration-review';
import { buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
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
    // spec §7: the tenant may come from the x-tenant header instead of the query
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/s/account/v3/users/organization/isExists',
      query: { documentType: 'RUC', document: '20100047218' },
      headers: { 'x-tenant': 'pe' },
    });
    expect(byHeader.json()).toEqual({ exists: true, status: 'active' });
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

  it('requires every field of the full form and its selections: commercial name, taxpayer type, activity, commune', async () => {
    const res = await register(
      peruvianCompany({
        companyDocument: '20601234565',
        fantasyName: '',
        taxpayerType: undefined,
        economicActivity: undefined,
        municipal: undefined,
        municipalName: undefined,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json().details.fields).toEqual({
      fantasyName: 'required',
      taxpayerType: 'required',
      economicActivity: 'required',
      municipal: 'required',
    });
    expect((await exists('pe', 'RUC', '20601234565')).json()).toEqual({ exists: false, status: null });
  });

  it('checks the street lines and the postcode with the address rules (spec §5 Address)', async () => {
    const res = await register(
      peruvianCompany({
        companyDocument: '20601234565',
        addressLine1: '@@@ <b>',
        addressLine2: '12345678901',
        addressLine3: 'Of. 12/B',
        postcode: '15-001',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({
      addressLine1: 'address.invalidCharacters',
      addressLine2: 'address.tooLong',
      addressLine3: 'address.invalidCharacters',
      postcode: 'address.postcodeInvalid',
    });
  });

  it("refuses a Chilean activity code that is not 6 digits; Uruguay's one geographic level needs no city", async () => {
    const [region] = t.app.geo.children('CL')!;
    const [province] = t.app.geo.children('CL', region!.id)!;
    const [commune] = t.app.geo.children('CL', province!.id)!;
    const chilean = peruvianCompany({
      tenant: 'cl',
      companyDocument: '76.086.428-5',
      companyDocumentType: 'RUT',
      economicActivity: { economicActivityCode: '12', economicActivityLabel: 'Ferretería' },
      state: region!.id,
      city: province!.id,
      municipal: commune!.id,
    });
    const code = await register(chilean);
    expect(code.statusCode).toBe(400);
    expect(code.json().details.fields).toEqual({ economicActivity: 'economicActivity.invalid' });
    const text = await register({ ...chilean, economicActivity: undefined, economicActivityText: 'Ferretería' });
    expect(text.statusCode).toBe(201);

    const [department] = t.app.geo.children('UY')!;
    const uruguayan = await register(
      peruvianCompany({
        tenant: 'uy',
        companyDocument: '21.234.567-9',
        companyDocumentType: 'RUT',
        phoneNumber: '91234567',
        companyPhone: '291234567',
        economicActivity: undefined,
        economicActivityText: 'Ferretería',
        state: department!.id,
        city: '',
        cityName: '',
        municipal: undefined,
        municipalName: undefined,
      }),
    );
    expect(uruguayan.json()).toMatchObject({ status: 'active' });
  });

  it('registers an Argentinian company with its document (DNI in the tenant config) down to its third geo level', async () => {
    const [province] = t.app.geo.children('AR')!;
    const [department] = t.app.geo.children('AR', province!.id)!;
    const [locality] = t.app.geo.children('AR', department!.id)!;
    const res = await register(
      peruvianCompany({
        tenant: 'ar',
        phoneNumber: '1123456789',
        companyDocument: '30123456',
        companyDocumentType: 'DNI',
        companyPhone: '112345678',
        economicActivity: undefined,
        economicActivityText: 'Ferretería',
        state: province!.id,
        city: department!.id,
        municipal: locality!.id,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'active' });
    expect(await t.app.companies.findById(res.json().companyId)).toMatchObject({ companyDocumentType: 'DNI' });
  });

  it('takes the lite form with its fewer fields, and still checks what it sends', async () => {
    const lite = peruvianCompany({
      companyDocument: '20100070970',
      form: 'lite',
      taxpayerType: undefined,
      economicActivity: undefined,
      municipal: undefined,
      municipalName: undefined,
    });
    const bad = await register({ ...lite, fantasyName: '', addressLine2: 'N° 12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual({ fantasyName: 'required', addressLine2: 'address.invalidCharacters' });
    const res = await register(lite);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'active' });
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
