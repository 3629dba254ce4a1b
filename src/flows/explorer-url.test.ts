import { describe, expect, it } from 'vitest';
import { decodeExplorerSearch, encodeExplorerSearch } from './explorer-url';

describe('Explorer URL', () => {
  it('round-trips machine, tenant, locale, screen and the event sequence with payloads', () => {
    const location = {
      machine: 'login',
      tenant: 'br',
      locale: 'pt-BR',
      screen: 'mobile' as const,
      events: [
        { type: 'field.change', field: 'email', value: 'joão@exemplo.com' },
        { type: 'xstate.error.actor.0.login.submitting', error: { code: 'ACCOUNT_BLOCKED' } },
      ],
    };
    const search = encodeExplorerSearch(location);
    expect(search).toMatch(/^\?m=login&t=br&l=pt-BR&s=mobile&e=[A-Za-z0-9_-]+$/);
    expect(decodeExplorerSearch(search, { tenant: 'cl', locale: 'es-CL' })).toEqual(location);
  });

  it('falls back to the defaults on a broken link', () => {
    expect(decodeExplorerSearch('?m=login&s=huge&e=%%%', { tenant: 'cl', locale: 'es-CL' })).toEqual({
      machine: 'login',
      tenant: 'cl',
      locale: 'es-CL',
      screen: 'desktop',
      events: [],
    });
    expect(decodeExplorerSearch(`?e=${btoa('[1,2]')}`, { tenant: 'cl', locale: 'es-CL' }).events).toEqual([]);
  });
});
