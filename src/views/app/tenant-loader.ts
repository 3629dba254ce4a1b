// Route loaders that put the app in a tenant's language before its pages render (no effects in views, STYLE.md §8).
import type { LoaderFunctionArgs } from 'react-router';
import { activateAppLocale } from '../../i18n/i18n-setup';
import { DEFAULT_TENANT_ID, findTenant, getTenant } from '../../tenants/tenants';
import type { TenantConfig } from '../../tenants/tenant.types';

export interface TenantRouteData {
  tenantId: string;
  /** the path named no known tenant: the shell shows page-not-available in the default tenant's language */
  unknownTenant: boolean;
}

export async function applyTenant(tenant: TenantConfig): Promise<void> {
  await activateAppLocale(tenant.locale);
  // no document when the page is prerendered at build time (prerender.tsx): the server writes <html lang> there
  if (typeof document !== 'undefined') document.documentElement.lang = tenant.locale;
}

/** /:tenant/... */
export async function tenantLoader({ params }: LoaderFunctionArgs): Promise<TenantRouteData> {
  const tenant = findTenant(params.tenant);
  await applyTenant(tenant ?? getTenant(DEFAULT_TENANT_ID));
  return { tenantId: tenant?.id ?? DEFAULT_TENANT_ID, unknownTenant: !tenant };
}

/** Routes whose tenant is fixed by the path itself: /{tenant}{legalSuffix}/... and /flows. */
export function fixedTenantLoader(tenantId: string) {
  return async (): Promise<TenantRouteData> => {
    await applyTenant(getTenant(tenantId));
    return { tenantId, unknownTenant: false };
  };
}
