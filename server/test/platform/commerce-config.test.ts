// spec §7 commerce config /v1/account/{tenant}/{consumer}: each tenant's toggles and public config from src/tenants (spec §9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { CommerceConfig } from '../../../src/contracts/commerce-config.contract';
import { TENANTS } from '../../../src/tenants/tenants';
import { BUILD_TIMEOUT, buildTestApp, type TestApp } from '../helpers/test-app';

const url = (tenant: string, consumer: string) => `/api/commerce-config/v1/account/${tenant}/${consumer}`;

describe('GET /api/commerce-config/v1/account/{tenant}/{consumer}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { appEnv: 'production' } });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  it.each(TENANTS.flatMap((tenant) => (['WEB', 'MOBILE'] as const).map((consumer) => ({ tenant, consumer }))))(
    'answers $tenant.id for $consumer',
    async ({ tenant, consumer }) => {
      const res = await t.app.inject({ method: 'GET', url: url(tenant.id, consumer) });
      expect(res.statusCode).toBe(200);
      const body: unknown = res.json();
      assert(body, CommerceConfig);
      expect(body).toMatchObject({
        tenant: tenant.id,
        consumer,
        country: tenant.country,
        locale: tenant.locale,
        currency: tenant.currency,
        b2b: tenant.b2b,
        countryId: tenant.countryId,
        backendStyle: tenant.backendStyle,
        passwordPolicy: tenant.passwordPolicy,
        otp: tenant.otp,
        documents: tenant.documents,
        legalSuffix: tenant.legalSuffix,
      });
      // spec §9: cart sync off everywhere; identity management in CO and BR; direct dialing only in BR;
      // consent in production for CO and BR only.
      expect(body.toggles).toEqual({
        cartSync: false,
        identityManagement: tenant.country === 'CO' || tenant.country === 'BR',
        directDialing: tenant.country === 'BR',
        consentRequired: tenant.country === 'CO' || tenant.country === 'BR',
      });
    },
  );

  it('accepts the consumer in lower case and the tenant in any case', async () => {
    const res = await t.app.inject({ method: 'GET', url: url('PE-B2B', 'web') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tenant: 'pe-b2b', consumer: 'WEB', b2b: true });
  });

  it('answers 404 for an unknown tenant', async () => {
    const res = await t.app.inject({ method: 'GET', url: url('atlantis', 'WEB') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'TENANT_UNKNOWN' });
  });

  it('answers 400 for a consumer other than WEB or MOBILE', async () => {
    const res = await t.app.inject({ method: 'GET', url: url('cl', 'KIOSK') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', details: { fields: { consumer: 'enums' } } });
  });
});

describe('consent toggle follows APP_ENV', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { appEnv: 'development' } });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  it('requires consent in Colombia but not in Brazil during development (spec §9)', async () => {
    const co = await t.app.inject({ method: 'GET', url: url('co', 'WEB') });
    const br = await t.app.inject({ method: 'GET', url: url('br', 'WEB') });
    expect(co.json().toggles.consentRequired).toBe(true);
    expect(br.json().toggles.consentRequired).toBe(false);
  });
});
