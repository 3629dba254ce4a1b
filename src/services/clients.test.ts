// Issue 29: the app builds a tenant's service clients once (clientsFor), not per flow or per call.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICES } from '../contracts/services';
import { clientsFor } from './clients';

describe('clientsFor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the same clients for a tenant, one per service, and other clients for another tenant', () => {
    const cl = clientsFor('cl');
    expect(clientsFor('cl')).toBe(cl);
    expect(Object.keys(cl).sort()).toEqual([...SERVICES].sort());
    expect(cl.storefront.tenant).toBe('cl');
    expect(clientsFor('pe')).not.toBe(cl);
    expect(clientsFor('pe').myAccount.tenant).toBe('pe');
  });

  it('builds them again when the runtime configuration changes (a base URL set before the app loads)', () => {
    vi.stubGlobal('window', {
      location: { origin: 'https://tienda.test' },
      __CUENTA_CONFIG__: { baseUrls: { storefront: 'https://api.test/sf' } },
    });
    const configured = clientsFor('mx');
    expect(configured.storefront.baseUrl).toBe('https://api.test/sf');
    expect(clientsFor('mx')).toBe(configured);
    vi.stubGlobal('window', { location: { origin: 'https://tienda.test' }, __CUENTA_CONFIG__: {} });
    expect(clientsFor('mx').storefront.baseUrl).toBe('https://tienda.test');
  });
});
