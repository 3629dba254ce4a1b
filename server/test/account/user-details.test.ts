// spec §7 newer-style GET s/account/v3/users ("User details") answering the spec §3 User payload: a personal shopper, a
// company owner and each collaborator type (userRole, organizationInformation), Peru's dniDv, the geo names resolved from
// the stored ids, 401 without a session, no read across tenants, one statement for the handler. Every 200 answer is
// validated with the contract's response struct, as the client does.
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserDetails } from '../../../src/contracts/user-details.contract';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestCompany } from '../helpers/company';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';

const URL = '/s/account/v3/users';

describe.each(testBackends())('user details on $name (spec §7 s/account/v3/users)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  const headersOf = async (user: { id: string; tenant: string }, channel: 'WEB' | 'MOBILE' = 'WEB') =>
    sessionHeaders(await openSession(t.app, user, channel), channel);

  /** GET as `user`; asserts a 200 that the contract accepts and returns the body */
  async function details(user: { id: string; tenant: string }, extra: Record<string, string> = {}, query = '') {
    const res = await t.app.inject({ url: `${URL}${query}`, headers: { ...(await headersOf(user)), ...extra } });
    expect(res.statusCode, res.body).toBe(200);
    const body: unknown = res.json();
    assert(body, UserDetails);
    return body;
  }

  it('a personal shopper: own name, phone with the tenant calling code, document, no role, no organization', async () => {
    const user = await createTestUser(t.app, {
      tenant: 'cl',
      firstName: 'Camila',
      lastName: 'Rojas',
      phoneNumber: '912345678',
      documentType: 'RUT',
      documentNumber: '158724391',
    });
    const body = await details(user, { 'x-tenant': 'cl' });
    expect(body).toEqual({
      userInfo: {
        userName: { firstName: 'Camila', lastName1: 'Rojas' },
        primaryPhone: { countryCode: '56', number: '912345678' },
        document: { id: '158724391', type: 'RUT', country: 'CL', category: 'Individual' },
        userRole: null,
        userState: 'active',
      },
      accountData: { email: user.email },
    });
    // a tenant of another country: its own calling code and ISO country
    const mx = await createTestUser(t.app, { tenant: 'mx', phoneNumber: '5512345678' });
    const mxBody = await details(mx, {}, '?tenant=mx');
    expect(mxBody.userInfo.primaryPhone).toEqual({ countryCode: '52', number: '5512345678' });
    expect(mxBody.userInfo.document).toEqual({ id: null, type: null, country: 'MX', category: 'Individual' });
    expect(mxBody).not.toHaveProperty('organizationInformation');
  });

  it('Peru: the document carries dniDv (empty when none is stored); no other country has it', async () => {
    const withDv = await createTestUser(t.app, {
      tenant: 'pe',
      documentType: 'DNI',
      documentNumber: '45678912',
      dniDv: '3',
    });
    expect((await details(withDv)).userInfo.document).toEqual({
      id: '45678912',
      type: 'DNI',
      country: 'PE',
      category: 'Individual',
      dniDv: '3',
    });
    expect((await details(await createTestUser(t.app, { tenant: 'pe' }))).userInfo.document.dniDv).toBe('');
    const chilean = await createTestUser(t.app, { tenant: 'cl', dniDv: '3' });
    expect((await details(chilean)).userInfo.document).not.toHaveProperty('dniDv');
  });

  it('a company owner is superUser with the company; each collaborator has its type and the same company', async () => {
    const fixture = await createTestCompany(t.app, { tenant: 'pe-b2b' });
    const state = t.app.geo.children('PE')![0]!;
    const city = t.app.geo.children('PE', state.id)![0]!;
    const municipal = t.app.geo.children('PE', city.id)![0]!;
    const activity = t.app.economicActivities.forCountry('PE').activities[0]!;
    // ids only, names empty (as an import leaves them): the names come from the geo lists
    await t.app.companies.update(fixture.company.id, {
      state: state.id,
      stateName: '',
      city: city.id,
      cityName: null,
      municipal: municipal.id,
      municipalName: null,
      addressLine1: 'Avenida Los Olivos 450',
      companyPhone: '987654321',
      economicActivityCode: activity.code,
      economicActivityLabel: activity.label,
    });
    const organization = {
      businessName: 'Empresa de Prueba S.A.C.',
      economicActivity: { economicActivityCode: activity.code, economicActivityLabel: activity.label },
      document: { id: fixture.company.companyDocument, type: 'RUC' },
      address: {
        state: state.id,
        city: city.id,
        municipal: municipal.id,
        addressLine1: 'Avenida Los Olivos 450',
        stateName: state.name,
        cityName: city.name,
        municipalName: municipal.name,
      },
      phone: '987654321',
    };
    const owner = await details(fixture.owner, { 'x-tenant': 'pe-b2b' });
    expect(owner.userInfo.userRole).toBe('superUser');
    expect(owner.userInfo.document).toMatchObject({ country: 'PE', dniDv: '' });
    expect(owner.accountData.email).toBe(fixture.owner.email);
    expect(owner.organizationInformation).toEqual(organization);
    for (const [member, role] of [
      [fixture.superUser, 'superUser'],
      [fixture.buyer, 'buyer'],
      [fixture.quoter, 'quoter'],
    ] as const) {
      const body = await details(member);
      expect(body.userInfo.userRole, role).toBe(role);
      expect(body.userInfo.userState).toBe('active');
      expect(body.accountData.email).toBe(member.email);
      expect(body.organizationInformation).toEqual(organization);
    }
  });

  it('a company without a code list: the free-text activity with a null code; stored names are kept', async () => {
    const state = t.app.geo.children('CL')![0]!;
    const company = await t.app.companies.create({
      tenant: 'cl',
      companyDocument: '765432103',
      companyDocumentType: 'RUT',
      businessName: 'Ferretería Los Andes SpA',
      status: 'active',
      economicActivityText: 'Venta de materiales de construcción',
      state: state.id,
      stateName: 'Nombre guardado',
    });
    const owner = await createTestUser(t.app, { tenant: 'cl', accountType: 'ORGANIZATION', companyId: company.id });
    const body = await details(owner);
    expect(body.userInfo.userRole).toBe('superUser');
    expect(body.organizationInformation).toEqual({
      businessName: 'Ferretería Los Andes SpA',
      economicActivity: { economicActivityCode: null, economicActivityLabel: 'Venta de materiales de construcción' },
      document: { id: '765432103', type: 'RUT' },
      address: {
        state: state.id,
        city: '',
        municipal: '',
        addressLine1: '',
        stateName: 'Nombre guardado',
        cityName: '',
        municipalName: '',
      },
      phone: '',
    });
  });

  it('the MOBILE channel is answered on its authorization header', async () => {
    const user = await createTestUser(t.app, { tenant: 'co', firstName: 'Andrés' });
    const res = await t.app.inject({ url: URL, headers: await headersOf(user, 'MOBILE') });
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    assert(body, UserDetails);
    expect(body.userInfo).toMatchObject({ userName: { firstName: 'Andrés' }, primaryPhone: { countryCode: '57' } });
  });

  it('without a live session: 401 SESSION_EXPIRED, as every signed-in route', async () => {
    for (const headers of [{}, { 'x-tenant': 'cl' }, { cookie: 'cuenta_sid=not-a-session' }]) {
      const res = await t.app.inject({ url: URL, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'SESSION_EXPIRED', sessionTimeOut: true });
    }
    const user = await createTestUser(t.app);
    const created = await openSession(t.app, user);
    await t.app.sessions.revoke(created.session.sessionId);
    expect((await t.app.inject({ url: URL, headers: sessionHeaders(created) })).statusCode).toBe(401);
  });

  it('never reads across tenants: another tenant named is 403, an unknown one 400, and no body leaks', async () => {
    const user = await createTestUser(t.app, { tenant: 'cl', firstName: 'Soloenchile' });
    const headers = await headersOf(user);
    for (const [query, extra] of [
      ['?tenant=pe', {}],
      ['', { 'x-tenant': 'pe' }],
      // same country, another tenant
      ['?tenant=home', {}],
    ] as const) {
      const res = await t.app.inject({ url: `${URL}${query}`, headers: { ...headers, ...extra } });
      expect(res.statusCode, query || JSON.stringify(extra)).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN' });
      expect(res.body).not.toContain('Soloenchile');
    }
    const unknown = await t.app.inject({ url: `${URL}?tenant=zz`, headers });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'TENANT_UNKNOWN' });
    // the session's own tenant, named or not, answers
    expect((await details(user, {}, '?tenant=cl')).userInfo.userName.firstName).toBe('Soloenchile');
    // a company row of another tenant linked to the user is never shown
    const other = await createTestCompany(t.app, { tenant: 'pe-b2b' });
    const linked = await createTestUser(t.app, { tenant: 'cl', companyId: other.company.id });
    expect(await details(linked)).not.toHaveProperty('organizationInformation');
  });

  it('refuses unknown query fields, is personal (no-store) and costs the handler one statement', async () => {
    const fixture = await createTestCompany(t.app, { tenant: 'pe-b2b' });
    const headers = await headersOf(fixture.buyer);
    expect((await t.app.inject({ url: `${URL}?userId=${fixture.owner.id}`, headers })).statusCode).toBe(400);
    const statements: string[] = [];
    t.db.observer.onQuery = (sql) => statements.push(sql);
    let res;
    try {
      res = await t.app.inject({ url: URL, headers });
    } finally {
      t.db.observer.onQuery = null;
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // rate limit (in the database on PostgreSQL only), the session check, then the user with the company in one read
    expect(statements).toHaveLength((backend.name === 'postgres' ? 1 : 0) + 1 + 1);
  });
});
