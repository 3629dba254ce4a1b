// spec §7, §9: consent templates by purpose, required per tenant and environment, recorded with version and time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../../src/contracts/services';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { chileanPerson } from './registration-fixtures';

const colombian = () =>
  chileanPerson({
    tenant: 'co',
    documentType: 'CEDULA_DE_CIUDADANIA',
    document: `10${Date.now() % 100_000_000}`.slice(0, 10),
    phoneNumber: '3001234567',
  });

describe('consents (spec §9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { appEnv: 'development' } });
  }, 60_000);
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves templates by purpose: Colombia always required, Brazil not in development, Chile never', async () => {
    const co = (await get('/api/auth/v1/consent/templates?purpose=RegistroB2BCO&tenant=co')).json();
    expect(co.required).toBe(true);
    expect(co.templates.map((x: { kind: string }) => x.kind)).toEqual(['terms', 'personalData']);
    const registro = (await get('/s/auth/v1/consent/templates?purpose=Registro&tenant=co')).json();
    expect(registro.templates.map((x: { kind: string }) => x.kind)).toEqual([
      'terms',
      'personalData',
      'loyaltyTerms',
      'loyaltyData',
    ]);
    expect((await get('/api/auth/v1/consent/templates?purpose=RegistroB2BSU&tenant=br')).json().required).toBe(false);
    expect((await get('/api/auth/v1/consent/templates?purpose=Registro&tenant=cl')).json().required).toBe(false);
    expect((await get('/api/auth/v1/consent/templates?purpose=Otro&tenant=cl')).statusCode).toBe(400);
  });

  it('refuses a Colombian registration without the required consents, records them with version and time otherwise', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/v1/register', payload: colombian() });
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: { consents: 'required' } } });
    const consents = [
      { templateId: 'co-Registro-terms', version: '2026-01', accepted: true },
      { templateId: 'co-Registro-personalData', version: '2026-01', accepted: true },
      { templateId: 'co-Registro-loyaltyTerms', version: '2026-01', accepted: false },
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/register',
      payload: { ...colombian(), consents },
    });
    expect(res.statusCode).toBe(201);
    const sid = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const status = await t.app.inject({
      method: 'GET',
      url: '/s/auth/v1/consent/status',
      cookies: { [SESSION_COOKIE]: sid },
    });
    expect(status.json()).toMatchObject({ required: true, complete: true });
    expect(status.json().consents).toContainEqual({
      templateId: 'co-Registro-terms',
      version: '2026-01',
      accepted: true,
      acceptedAt: t.clock.now().toISOString(),
    });
    const userStatus = await t.app.inject({
      method: 'GET',
      url: '/s/auth/v1/user/status?q=consents',
      cookies: { [SESSION_COOKIE]: sid },
    });
    expect(userStatus.json().consents.complete).toBe(true);
  });

  it('saves a consent for the signed-in user only, and rejects an unknown template version', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/v1/user/consent', payload: { consents: [] } })).statusCode,
    ).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/register',
      payload: chileanPerson({ document: '76.086.428-5' }),
    });
    const sid = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const csrf = res.cookies.find((c) => c.name === CSRF_COOKIE)!.value;
    expect(res.statusCode).toBe(201);
    const save = (consents: object[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/v1/user/consent',
        cookies: { [SESSION_COOKIE]: sid, [CSRF_COOKIE]: csrf },
        headers: { 'x-csrf-token': csrf },
        payload: { consents },
      });
    expect((await save([{ templateId: 'cl-Registro-terms', version: '2026-01', accepted: true }])).json()).toEqual({
      ok: true,
    });
    expect(
      (await save([{ templateId: 'cl-Registro-terms', version: '1999-01', accepted: true }])).json().details.fields
        .consents,
    ).toBe('unknownTemplate');
  });
});
