import { describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/tenants';
import { switchTenantPath } from './tenant-path';

const cl = getTenant('cl');
const br = getTenant('br');

describe('switchTenantPath', () => {
  it('keeps the page and swaps the tenant segment', () => {
    expect(switchTenantPath('/cl/account/my-orders/42', cl, br)).toBe('/br/account/my-orders/42');
  });

  it('swaps the legal segment with the other tenant suffix (spec §2)', () => {
    expect(switchTenantPath('/cl-legal/terms-and-conditions', cl, br)).toBe('/br-juridico/terms-and-conditions');
  });

  it('falls back to the account home of the new tenant elsewhere', () => {
    expect(switchTenantPath('/flows', cl, br)).toBe('/br/account');
  });
});
