// spec §7 GET /{tenant}/users/organization and the company details edit; spec §5 company profile mandatory set; spec §6 only
// the owner and super users (src/rules/permissions.ts 'company.edit'); the customer-system outbox (customers/{id}) written
// with the edit; another company's or tenant's session never reaches the company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestCompany } from '../helpers/company';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';

const URL = '/api/my-account/pe-b2b/users/organization';

describe.each(testBackends())('company details on $name (spec §7 users/organization)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  const headersOf = async (user: { id: string; tenant: string }) => sessionHeaders(await openSession(t.app, user));

  function validBody() {
    const state = t.app.geo.children('PE')![0]!;
    const city = t.app.geo.children('PE', state.id)![0]!;
    const municipal = t.app.geo.children('PE', city.id)![0]!;
    const activity = t.app.economicActivities.forCountry('PE').activities[0]!;
    return {
      body: {
        position: 'Gerenta General',
        businessName: '  Constructora   Nueva S.A.C. ',
        fantasyName: 'Nueva',
        organizationType: 'foreign',
        originType: 'EMPRESA_EXTRANJERA',
        economicActivityCode: activity.code,
        state: state.id,
        city: city.id,
        municipal: municipal.id,
        addressLine1: 'Avenida Los Olivos',
        addressLine2: '450',
        addressLine3: 'Of 3',
        postcode: '',
        companyPhone: '987654321',
        haveCheckingAccount: true,
      },
      names: { state: state.name, city: city.name, municipal: municipal.name, activity: activity.label },
    };
  }

  it('the owner reads and edits the details; the edit publishes customers/{id} through the outbox', async () => {
    const { company, owner } = await createTestCompany(t.app);
    const headers = await headersOf(owner);
    const before = await t.app.inject({ url: URL, headers });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      companyDocumentType: 'RUC',
      companyDocument: company.companyDocument,
      businessName: 'Empresa de Prueba S.A.C.',
      organizationType: 'national',
      originType: 'EMPRESA_NACIONAL',
      asksBusinessType: false,
    });
    const { body, names } = validBody();
    const saved = await t.app.inject({ method: 'PUT', url: URL, headers, payload: body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      position: 'Gerenta General',
      businessName: 'Constructora Nueva S.A.C.',
      organizationType: 'foreign',
      originType: 'EMPRESA_EXTRANJERA',
      economicActivityCode: body.economicActivityCode,
      economicActivityLabel: names.activity,
      stateName: names.state,
      cityName: names.city,
      municipalName: names.municipal,
      addressLine3: 'Of 3',
      haveCheckingAccount: true,
      companyDocument: company.companyDocument,
    });
    expect((await t.app.inject({ url: URL, headers })).json().businessName).toBe('Constructora Nueva S.A.C.');
    const outbox = await t.app.customerSystem.list();
    const row = outbox.find((r) => r.kind === 'update' && r.customerKey === company.id);
    expect(row).toMatchObject({ status: 'pending', payload: { name: 'Constructora Nueva S.A.C.' } });
    // the contact of the update is the owner, with the new job title
    expect(JSON.stringify(row!.payload)).toContain('Gerenta General');
  });

  it('a super user may edit; a buyer, a quoter and a personal shopper are refused and nothing changes', async () => {
    const { superUser, buyer, quoter } = await createTestCompany(t.app);
    const { body } = validBody();
    const ok = await t.app.inject({ method: 'PUT', url: URL, headers: await headersOf(superUser), payload: body });
    expect(ok.statusCode).toBe(200);
    for (const user of [buyer, quoter]) {
      const headers = await headersOf(user);
      expect((await t.app.inject({ url: URL, headers })).statusCode).toBe(403);
      const refused = await t.app.inject({
        method: 'PUT',
        url: URL,
        headers,
        payload: { ...body, businessName: 'Toma de control S.A.C.' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
    const person = await createTestUser(t.app, { tenant: 'pe-b2b' });
    expect((await t.app.inject({ url: URL, headers: await headersOf(person) })).statusCode).toBe(403);
    const after = await t.app.inject({ url: URL, headers: await headersOf(superUser) });
    expect(after.json().businessName).toBe('Constructora Nueva S.A.C.');
  });

  it("another company's owner edits only its own company; another tenant's session is refused", async () => {
    const a = await createTestCompany(t.app);
    const b = await createTestCompany(t.app);
    const { body } = validBody();
    const res = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: await headersOf(b.owner),
      payload: { ...body, businessName: 'Empresa B S.A.C.' },
    });
    expect(res.json().companyDocument).toBe(b.company.companyDocument);
    expect((await t.app.companies.findById(a.company.id))!.businessName).toBe('Empresa de Prueba S.A.C.');
    // a company owner of tenant pe asking with its session for pe-b2b's path
    const other = await createTestCompany(t.app, { tenant: 'pe' });
    const headers = await headersOf(other.owner);
    expect((await t.app.inject({ url: URL, headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: URL, headers, payload: body })).statusCode).toBe(403);
    expect((await t.app.companies.findById(a.company.id))!.businessName).toBe('Empresa de Prueba S.A.C.');
  });

  it('refuses bad fields one by one (spec §5) and a place or activity not of the tenant, never with a 500', async () => {
    const { owner } = await createTestCompany(t.app);
    const headers = await headersOf(owner);
    const { body } = validBody();
    const bad = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers,
      payload: {
        ...body,
        position: '',
        businessName: ' ',
        addressLine1: '',
        addressLine2: '',
        companyPhone: '12',
        economicActivityCode: '9999999',
        municipal: 'no-such-place',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual({
      position: 'position.required',
      businessName: 'field.required',
      addressLine1: 'address.required',
      addressLine2: 'address.required',
      companyPhone: 'phone.invalidLength',
      economicActivityCode: 'economicActivity.invalid',
      municipal: 'address.selectMunicipal',
    });
    const wrongType = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers,
      payload: { ...body, organizationType: 'galactic', extra: 1 },
    });
    expect(wrongType.statusCode).toBe(400);
    const guest = await t.app.inject({ method: 'PUT', url: URL, payload: body });
    expect(guest.statusCode).toBe(401);
  });
});
