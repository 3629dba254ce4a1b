import { describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/tenants';
import { ACCOUNT_AREA_KEYS, kebabPageKey, legalPath, loginPath, PAGE_KEYS, pagePath, ROUTES } from './routes';

describe('routing table (spec §2)', () => {
  it('has the 25 account-area keys and a route for every page key', () => {
    expect(ACCOUNT_AREA_KEYS).toHaveLength(25);
    for (const key of PAGE_KEYS) expect(ROUTES[key].key).toBe(key);
  });

  it('gives every page its own path', () => {
    const paths = PAGE_KEYS.map((key) => ROUTES[key].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('maps the account pages under /:tenant/account and asks for a session', () => {
    expect(ROUTES.myAccount).toMatchObject({ path: '/:tenant/account', access: 'session' });
    expect(pagePath('myOrders', 'cl')).toBe('/cl/account/my-orders');
    expect(pagePath('orderDetails', 'pe', { orderNumber: 12345 })).toBe('/pe/account/my-orders/12345');
  });

  it('keeps login, registration, recovery, onboarding, order lookup and agent login public', () => {
    expect(pagePath('login', 'cl')).toBe('/cl/login');
    expect(pagePath('personalRegistration', 'br')).toBe('/br/register');
    expect(pagePath('liteRegistration', 'br')).toBe('/br/register/lite');
    expect(pagePath('companyRegistration', 'mx')).toBe('/mx/register/company');
    expect(pagePath('passwordRecovery', 'co')).toBe('/co/password-recovery');
    expect(pagePath('collaboratorFirstLogin', 'pe-b2b')).toBe('/pe-b2b/collaborator/first-login');
    expect(pagePath('seekOrder', 'cl')).toBe('/cl/seek-order');
    expect(pagePath('agentLogin', 'cl')).toBe('/cl/agent/login');
    for (const key of ['login', 'personalRegistration', 'seekOrder', 'agentLogin'] as const)
      expect(ROUTES[key].access).toBe('public');
  });

  it('serves legal pages at /{tenant}{legalSuffix}/...', () => {
    expect(legalPath('termsAndConditions', getTenant('cl'))).toBe('/cl-legal/terms-and-conditions');
    expect(legalPath('personalDataPolicy', getTenant('br'))).toBe('/br-juridico/personal-data-policy');
  });

  it('keeps the Flow Explorer outside the tenants', () => {
    expect(ROUTES.flows).toMatchObject({ path: '/flows', access: 'global' });
  });

  it('builds the login path with the return path', () => {
    expect(loginPath('cl', '/cl/account/my-orders?year=2026')).toBe(
      '/cl/login?returnTo=%2Fcl%2Faccount%2Fmy-orders%3Fyear%3D2026',
    );
    expect(loginPath('cl')).toBe('/cl/login');
  });

  it.each([
    ['myCMRPoints', 'my-cmr-points'],
    ['myTicketsAndInvoices', 'my-tickets-and-invoices'],
    ['pageNotAvailable', 'page-not-available'],
    ['login', 'login'],
  ])('names the page file of %s %s.page.tsx', (key, file) => {
    expect(kebabPageKey(key)).toBe(file);
  });
});
