import { describe, expect, it } from 'vitest';
import { object, string } from 'superstruct';
import { defineEndpoint, fillPath, pathParams, serverPath } from './endpoint';

describe('endpoint objects (STYLE.md §19)', () => {
  const cancel = defineEndpoint({
    method: 'POST',
    service: 'postSale',
    path: '/v1/orders/:id/initiate-cancel',
    body: object({ reason: string() }),
    response: object({ ticket: string() }),
  });

  it('mounts under the service prefix', () => {
    expect(serverPath(cancel)).toBe('/api/post-sale/v1/orders/:id/initiate-cancel');
    expect(serverPath({ service: 'storefront', path: '/s/auth/v1/login' })).toBe('/s/auth/v1/login');
  });

  it('names and fills path parameters, encoding each', () => {
    expect(pathParams(cancel.path)).toEqual(['id']);
    expect(fillPath(cancel.path, { id: 'A/1 2' })).toBe('/v1/orders/A%2F1%202/initiate-cancel');
    expect(() => fillPath(cancel.path, {})).toThrow('missing path parameter id');
  });
});
