import { describe, expect, it } from 'vitest';
import { SERVICES } from '../contracts/services';
import { baseUrlEnvName, resolveBaseUrl } from './config';
import { createServiceClients } from './clients';

describe('service base URLs (docs/architecture.md)', () => {
  const origin = 'https://shop.example';

  it('defaults to the same origin plus the service prefix of our server', () => {
    expect(resolveBaseUrl('sessionManagement', { runtime: {}, buildTime: {}, origin })).toBe(
      'https://shop.example/api/session',
    );
    expect(resolveBaseUrl('storefront', { runtime: {}, buildTime: {}, origin })).toBe('https://shop.example');
  });

  it('a VITE_*_BASE_URL variable wins over the default', () => {
    expect(
      resolveBaseUrl('myAccount', { runtime: {}, buildTime: { myAccount: 'https://accounts.example/v/' }, origin }),
    ).toBe('https://accounts.example/v');
  });

  it('window.__CUENTA_CONFIG__ wins over build-time variables; relative URLs resolve against the origin', () => {
    const runtime = { baseUrls: { myAccount: '/proxy/my-account' } };
    expect(resolveBaseUrl('myAccount', { runtime, buildTime: { myAccount: 'https://accounts.example' }, origin })).toBe(
      'https://shop.example/proxy/my-account',
    );
  });

  it('names the variable of each service', () => {
    expect(baseUrlEnvName('sessionManagement')).toBe('VITE_SESSION_MANAGEMENT_BASE_URL');
    expect(baseUrlEnvName('myAccount')).toBe('VITE_MY_ACCOUNT_BASE_URL');
  });

  it('creates one client per service of spec §7', () => {
    const clients = createServiceClients({ tenant: 'br', sources: { runtime: {}, buildTime: {}, origin } });
    expect(Object.keys(clients).sort()).toEqual([...SERVICES].sort());
    expect(clients.postSale.baseUrl).toBe('https://shop.example/api/post-sale');
    expect(clients.commerceConfig.tenant).toBe('br');
  });
});
