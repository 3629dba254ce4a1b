// The same page for another tenant: /cl/account/my-orders -> /br/account/my-orders; /cl-legal/x -> /br-juridico/x.
import type { TenantConfig } from '../../tenants/tenant.types';
import { legalSegment } from '../app/routes';

type TenantRef = Pick<TenantConfig, 'id' | 'legalSuffix'>;

export function switchTenantPath(pathname: string, from: TenantRef, to: TenantRef): string {
  const segments = pathname.split('/');
  // segments[0] is '' (the path starts with '/')
  if (segments[1] === from.id) segments[1] = to.id;
  else if (segments[1] === legalSegment(from)) segments[1] = legalSegment(to);
  else return `/${to.id}/account`;
  return segments.join('/');
}
