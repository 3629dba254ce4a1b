// spec §7: the tenant comes from the URL, a query parameter or a header; the first that names a known tenant wins.
import { DEFAULT_TENANT_ID, findTenant, getTenant } from './tenants';
import type { TenantConfig } from './tenant.types';

export const TENANT_HEADER = 'x-tenant';
export const TENANT_QUERY = 'tenant';

export interface TenantSources {
  /** first path segment, e.g. 'cl' in /cl/login */
  pathSegment?: string | null;
  query?: string | null;
  header?: string | null;
}

export function resolveTenant(sources: TenantSources): TenantConfig | undefined {
  return findTenant(sources.pathSegment) ?? findTenant(sources.query) ?? findTenant(sources.header);
}

export function resolveTenantOrDefault(sources: TenantSources): TenantConfig {
  return resolveTenant(sources) ?? getTenant(DEFAULT_TENANT_ID);
}

/** Reads the tenant segment from a pathname such as /pe-b2b/account/myOrders. */
export function tenantSegment(pathname: string): string | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return first ?? null;
}
