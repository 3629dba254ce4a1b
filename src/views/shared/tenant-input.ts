// Issue 29: what a shopping or orders flow's machine takes of the tenant (its id, and the locale and currency it formats
// prices and dates with), written once for every flow's input.
import type { TenantConfig } from '../../tenants/tenant.types';

export const tenantFormat = (tenant: TenantConfig) => ({
  id: tenant.id,
  locale: tenant.locale,
  currency: tenant.currency,
});

/** The input of a flow that needs nothing else. */
export const tenantInput = (tenant: TenantConfig) => ({ tenant: tenantFormat(tenant) });
