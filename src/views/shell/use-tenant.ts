// The tenant of the current page, for any page or component under the shell: const tenant = useTenant().
import { useMatches } from 'react-router';
import { getTenant } from '../../tenants/tenants';
import type { TenantConfig } from '../../tenants/tenant.types';
import type { TenantRouteData } from '../app/tenant-loader';

function isTenantRouteData(data: unknown): data is TenantRouteData {
  return typeof data === 'object' && data !== null && 'tenantId' in data && typeof data.tenantId === 'string';
}

export function useTenant(): TenantConfig {
  const match = useMatches().find((m) => isTenantRouteData(m.loaderData));
  if (!match || !isTenantRouteData(match.loaderData)) throw new Error('useTenant() must be used under a tenant route');
  return getTenant(match.loaderData.tenantId);
}
