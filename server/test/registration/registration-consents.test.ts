// Issue 14, spec §9: company (and lite) registration collects the consents where the law asks (Colombia, Brazil outside
// development). A registration without a required consent is refused and writes nothing; an accepted one records the template
// versions with the new account, so the signed-in consent check finds nothing pending. Other tenants are unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRegistrationRequest } from '../../../src/contracts/company.contract';
import { SESSION_COOKIE } from '../../../src/contracts/services';
import { cnpjCheckDigits, nitCheckDigit } from '../../../src/rules/document-check-digits';
import type { Country } from '../../../src/tenants/tenant.types';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { json, peruvianCompany, uniqueEmail } from './registration-fixtures';

const REGISTER = '/api/my-account/v2/users/businessUser/registration';
const accepted = (tenant: string, kinds: string[]) =>
  kinds.map((kind) => ({ templateId: `${tenant}-RegistroB2BSU-${kind}`, version: '2026-01', accepted: true }));

describe.each(testBackends())('consents in company registration on $name (spec §9)', (backend) => {
  let t: TestApp;
  let seq = 0;
  // staging: Brazil asks for consents there (not in development)
  beforeAll(async () => {
    t = await buildTestApp({ backend, config: { appEnv: 'staging' } });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  function place(country: Country) {
    const state = t.app.geo.children(country)![0]!;
    const city = t.app.geo.children(country, state.id)![0]!;
    return { state: state.id, stateName: state.name, city: city.id, cityName: city.name, municipal: 'Centro' };
  }
  const unique = (width: number) => `${Date.now() % 10 ** 6}${++seq}`.padStart(width, '7').slice(-width);

  function colombian(consents?: CompanyRegistrationRequest['consents']): CompanyRegistrationRequest {
    const base = `9${unique(8)}`;
    return json({
      ...peruvianCompany(),
      tenant: 'co',
      email: uniqueEmail('compras.co'),
      phoneNumber: '3001234567',
      companyDocument: base + nitCheckDigit(base),
      companyDocumentType: 'NIT',
      businessType: 'merchant',
      companyPhone: '987654321',
      ...place('CO'),
      municipalName: undefined,
      consents,
    });
  }
  function brazilian(consents?: CompanyRegistrationRequest['consents']): CompanyRegistrationRequest {
    const base = `1${unique(7)}0001`;
    return json({
      ...peruvianCompany(),
      tenant: 'br',
      email: uniqueEmail('compras.br'),
      phoneNumber: '987654321',
      companyDocument: base + cnpjCheckDigits(base),
      companyDocumentType: 'CNPJ',
      economicActivity: {
        economicActivityCode: '4744099',
        economicActivityLabel: 'COMÉRCIO VAREJISTA DE MATERIAIS DE CONSTRUÇÃO EM GERAL',
      },
      companyPhone: '987654321',
      ...place('BR'),
      municipalName: undefined,
      consents,
    });
  }
  const register = (body: CompanyRegistrationRequest) => t.app.inject({ method: 'POST', url: REGISTER, payload: body });
  const usersWith = async (email: string) =>
    (await t.app.database.sql.query('SELECT 1 FROM users WHERE email = $1', [email.toLowerCase()])).length;

  it.each([
    ['co', colombian, ['terms', 'personalData']],
    ['br', brazilian, ['terms', 'privacy']],
  ] as const)(
    'in %s a required consent missing is refused and nothing is written; accepted ones are recorded with the account',
    async (tenant, body, kinds) => {
      const without = body();
      const refused = await register(without);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: { consents: 'required' } } });
      // one of the two declined: refused too
      const declined = body([
        ...accepted(tenant, kinds.slice(0, 1)),
        { templateId: `${tenant}-RegistroB2BSU-${kinds[1]}`, version: '2026-01', accepted: false },
      ]);
      expect((await register(declined)).json().details.fields.consents).toBe('required');
      expect(await usersWith(without.email)).toBe(0);
      expect(await usersWith(declined.email)).toBe(0);

      const ok = body(accepted(tenant, [...kinds]));
      const res = await register(ok);
      expect(res.statusCode).toBe(201);
      const sid = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
      // the signed-in consent check (RegistroB2BSU for an organization) has nothing pending
      const status = await t.app.inject({
        method: 'GET',
        url: '/s/auth/v1/consent/status',
        cookies: { [SESSION_COOKIE]: sid },
      });
      expect(status.json()).toMatchObject({ required: true, complete: true });
      expect(
        status
          .json()
          .consents.map((c: { templateId: string }) => c.templateId)
          .sort(),
      ).toEqual(kinds.map((kind) => `${tenant}-RegistroB2BSU-${kind}`).sort());
    },
  );

  it('a stale template version or an unknown template is refused and nothing is written', async () => {
    const body = colombian([
      { templateId: 'co-RegistroB2BSU-terms', version: '1999-01', accepted: true },
      ...accepted('co', ['personalData']),
    ]);
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({ consents: 'required' });
    expect(await usersWith(body.email)).toBe(0);
    // the required ones accepted, plus one the server does not know: the account's transaction is rolled back whole
    const unknown = colombian([
      ...accepted('co', ['terms', 'personalData']),
      { templateId: 'co-RegistroB2BSU-other', version: '2026-01', accepted: true },
    ]);
    const refused = await register(unknown);
    expect(refused.json().details.fields).toEqual({ consents: 'unknownTemplate' });
    expect(await usersWith(unknown.email)).toBe(0);
    const companies = await t.app.database.sql.query('SELECT 1 FROM companies WHERE company_document = $1', [
      unknown.companyDocument,
    ]);
    expect(companies).toHaveLength(0);
  });

  it('other tenants are unchanged: a Peruvian company registers without consents', async () => {
    const res = await register(json(peruvianCompany({ companyDocument: '20100047218' })));
    expect(res.statusCode).toBe(201);
  });
});
