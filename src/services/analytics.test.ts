import { afterEach, describe, expect, it } from 'vitest';
import { recordError, safeName, type DataLayerHost } from './analytics';

describe('error analytics (spec §8)', () => {
  afterEach(() => {
    delete (globalThis as DataLayerHost).dataLayer;
  });

  it("creates window.dataLayer and pushes { event: 'error', component, error, code }, the code 'not-available' by default", () => {
    expect((globalThis as DataLayerHost).dataLayer).toBeUndefined();
    recordError({ component: 'myProfile', error: 'account:profile.failed' });
    expect((globalThis as DataLayerHost).dataLayer).toEqual([
      { event: 'error', component: 'myProfile', error: 'account:profile.failed', code: 'not-available' },
    ]);
  });

  it('appends to the dataLayer the tag manager already has, with the code given', () => {
    const host: DataLayerHost = { dataLayer: [{ event: 'gtm.js' }] };
    recordError({ component: 'login', error: 'INVALID_CREDENTIALS', code: '401' }, host);
    expect(host.dataLayer).toEqual([
      { event: 'gtm.js' },
      { event: 'error', component: 'login', error: 'INVALID_CREDENTIALS', code: '401' },
    ]);
  });

  it('never pushes free text or numbers: a message with a card number, an email, a code go as "redacted"', () => {
    const host: DataLayerHost = {};
    recordError({ component: 'myPayment', error: 'No pudimos guardar la tarjeta 4111 1111 1111 1111' }, host);
    recordError({ component: 'myPayment', error: '4111111111111111' }, host);
    recordError({ component: 'myPayment', error: 'card4111111111111111' }, host);
    recordError({ component: 'login', error: 'ana@example.com' }, host);
    recordError({ component: 'passwordRecovery', error: 'OTP_123456' }, host);
    expect(host.dataLayer?.map((entry) => (entry as { error: string }).error)).toEqual(Array(5).fill('redacted'));
    expect(JSON.stringify(host.dataLayer)).not.toMatch(/\d{4}/);
  });

  it("sends 'unknown' when the caller has no name for the error", () => {
    const host: DataLayerHost = {};
    expect(recordError({ component: 'myProfile' }, host)).toEqual({
      event: 'error',
      component: 'myProfile',
      error: 'unknown',
      code: 'not-available',
    });
  });

  it('lets catalogue codes, message keys, page keys and statuses through', () => {
    for (const name of [
      'GENERIC_ERROR',
      'errors.NETWORK_ERROR',
      'account:companyDetails.forbidden',
      'myCMRPoints',
      '503',
    ])
      expect(safeName(name)).toBe(name);
    for (const text of ['', ' GENERIC_ERROR', 'Falló el pago', 'a/b', 'x'.repeat(81), '12-34'])
      expect(safeName(text)).toBe('redacted');
  });
});
