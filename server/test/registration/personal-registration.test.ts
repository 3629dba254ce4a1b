// spec §3, §5, §8: POST /api/auth/v1/register and POST /api/my-account/v2/users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/contracts/services';
import { buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { brazilianPerson, chileanPerson, json } from './registration-fixtures';

const REGISTER = '/api/auth/v1/register';

describe.each(testBackends())('personal registration on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  }, 60_000);
  afterAll(() => t.close());

  const register = (body: object, url = REGISTER) => t.app.inject({ method: 'POST', url, payload: body });
  const sessionCookie = (res: Awaited<ReturnType<typeof register>>) =>
    res.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;

  it('registers a Chilean person with a valid RUT and signs them in', async () => {
    const body = chileanPerson();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: body.email.toLowerCase(), firstName: 'Ana', accountType: 'INDIVIDUAL' });
    const rawId = sessionCookie(res);
    expect(rawId).toBeTruthy();
    const session = await t.app.sessions.lookup(rawId!);
    expect(session?.userId).toBe(res.json().userId);
    // the password is stored hashed, never as typed
    const user = await t.app.users.findById(res.json().userId);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.gender).toBe('FEMALE');
  });

  it('registers a Brazilian person with a CPF and a direct-dialing code', async () => {
    const res = await register(brazilianPerson(), '/api/my-account/v2/users');
    expect(res.statusCode).toBe(201);
    expect(sessionCookie(res)).toBeTruthy();
  });

  it('refuses a Brazilian registration without direct dialing (spec §9)', async () => {
    const res = await register(json(brazilianPerson({ directDialing: undefined })));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: { directDialing: 'required' } } });
  });

  it('answers emailAlreadyExists for a second account with the same email, whatever its case', async () => {
    const first = chileanPerson({ document: '76.086.428-5' });
    expect((await register(first)).statusCode).toBe(201);
    const res = await register(chileanPerson({ email: first.email.toUpperCase(), document: '11.111.111-1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'emailAlreadyExists' });
  });

  it('answers documentAlreadyExists for a second account with the same document', async () => {
    const res = await register(chileanPerson({ document: '12345678-5' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'documentAlreadyExists' });
  });

  it('refuses an invalid RUT check digit', async () => {
    const res = await register(chileanPerson({ document: '12.345.678-9' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.document).toBe('document.invalidCheckDigit');
  });

  it('requires the DNI verification digit in Peru', async () => {
    const body = chileanPerson({ tenant: 'pe', documentType: 'DNI', document: '12345678' });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.document).toBe('document.dvRequired');
    const ok = await register({ ...body, documentDniDv: '1' });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses gender UNSET, missing acceptance of terms and unknown fields', async () => {
    for (const body of [
      { ...chileanPerson(), gender: 'UNSET' },
      { ...chileanPerson(), acceptTermsAndConditions: false },
      { ...chileanPerson(), isAdmin: true },
    ]) {
      const res = await register(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses a weak password and a document type of another country', async () => {
    const weak = await register(chileanPerson({ password: 'short' }));
    expect(weak.json().details.fields.password).toBe('minLength');
    const foreign = await register(chileanPerson({ documentType: 'CPF', document: '529.982.247-25' }));
    expect(foreign.json().details.fields.documentType).toBe('notForTenant');
  });

  it('writes the customer-system publish in the same transaction (spec §3 payload)', async () => {
    const body = chileanPerson({ email: 'Mixed.Case@Example.test', document: '9.876.543-3' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const rows = await t.app.customerSystem.list();
    const row = rows.find((r) => r.customerKey === res.json().userId);
    expect(row).toMatchObject({ kind: 'publish', status: 'pending', tenant: 'cl' });
    expect(row?.payload).toMatchObject({
      identification: { value: '98765433', identificationType: 'RUT', isoCountry: 'CL' },
      contacts: [{ mail: 'mixed.case@example.test', names: 'Ana', lastNames: 'Rojas' }],
    });
    // a refused registration leaves nothing behind
    const before = (await t.app.customerSystem.list()).length;
    await register(chileanPerson({ email: 'mixed.case@example.test', document: '8.765.432-9' }));
    expect((await t.app.customerSystem.list()).length).toBe(before);
  });
});
