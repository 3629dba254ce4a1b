import { describe, expect, it } from 'vitest';
import { TENANTS, getTenant, isConsentRequired, isConsentRequiredEverywhere } from './tenants';
import { resolveTenant, tenantSegment } from './resolve-tenant';

describe('tenant configs (spec §1, §9)', () => {
  it('holds the ten tenants of spec §1 with unique ids', () => {
    expect(TENANTS.map((t) => t.id)).toEqual([
      'cl',
      'cl-classic',
      'pe',
      'pe-b2b',
      'mx',
      'co',
      'ar',
      'uy',
      'br',
      'home',
    ]);
  });

  it('keeps cart sync off everywhere, identity management on only in CO and BR, direct dialing only in BR', () => {
    for (const t of TENANTS) {
      expect(t.toggles.cartSync).toBe(false);
      expect(t.toggles.identityManagement).toBe(t.country === 'CO' || t.country === 'BR');
      expect(t.toggles.directDialing).toBe(t.country === 'BR');
    }
  });

  it('gives the consumer OTP lengths of spec §9 and 6 digits for business', () => {
    expect(getTenant('cl').otp.consumer).toEqual({ min: 4, max: 4 });
    expect(getTenant('mx').otp.consumer).toEqual({ min: 4, max: 4 });
    expect(getTenant('co').otp.consumer).toEqual({ min: 4, max: 6 });
    expect(getTenant('br').otp.consumer).toEqual({ min: 4, max: 6 });
    for (const t of TENANTS) expect(t.otp.business).toEqual({ min: 6, max: 6 });
  });

  it('requires consent in Colombia always and in Brazil except in development', () => {
    expect(isConsentRequired(getTenant('co'), 'development')).toBe(true);
    expect(isConsentRequired(getTenant('br'), 'production')).toBe(true);
    expect(isConsentRequired(getTenant('br'), 'development')).toBe(false);
    expect(isConsentRequired(getTenant('cl'), 'production')).toBe(false);
  });

  it('knows consent is asked whatever the environment only in Colombia', () => {
    expect(TENANTS.filter(isConsentRequiredEverywhere).map((t) => t.id)).toEqual(['co']);
  });

  it('carries the per-tenant country ids of spec §9', () => {
    expect(getTenant('cl').countryId).toBe('361');
    expect(getTenant('pe').countryId).toBe('363');
    expect(getTenant('co').countryId).toBe('401s');
    expect(getTenant('mx').countryId).toBe('476');
    expect(getTenant('br').countryId).toBe('389');
  });

  it('gives a support phone (spec §9) to Mexico only: ten national digits in groups', () => {
    expect(TENANTS.filter((t) => t.supportPhone).map((t) => t.id)).toEqual(['mx']);
    const phone = getTenant('mx').supportPhone!;
    expect(phone).toMatch(/^\d+( \d+)*$/);
    expect(phone.replace(/ /g, '')).toHaveLength(10); // a Mexican number without its +52
  });

  it('defaults documents as spec §3 says: RUT in general, CC in Colombia, CPF in Brazil', () => {
    expect(getTenant('cl').documents.personalDefault).toBe('RUT');
    expect(getTenant('co').documents.personalDefault).toBe('CEDULA_DE_CIUDADANIA');
    expect(getTenant('br').documents.personalDefault).toBe('CPF');
  });
});

describe('resolveTenant (spec §7)', () => {
  it('prefers the path, then the query, then the header', () => {
    expect(resolveTenant({ pathSegment: 'pe-b2b', query: 'cl', header: 'br' })?.id).toBe('pe-b2b');
    expect(resolveTenant({ pathSegment: 'login', query: 'MX', header: 'br' })?.id).toBe('mx');
    expect(resolveTenant({ header: 'br' })?.id).toBe('br');
    expect(resolveTenant({ header: 'xx' })).toBeUndefined();
  });

  it('reads the first path segment', () => {
    expect(tenantSegment('/co/account/myOrders')).toBe('co');
    expect(tenantSegment('/')).toBeNull();
  });
});
