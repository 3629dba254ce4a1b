// Issue 14: the business flag of a tenant (TenantConfig.b2b, the pe-b2b variant of spec §1) changes what login offers first.
// Our choice: on a business tenant the login opens on the company login (its customers are companies and their
// collaborators), a person can still switch to the personal tab or come with ?mode=personal; the header's login link says
// "company login". Elsewhere the personal login stays first (?mode=company opens the company tab). Pure.
import type { AccountKind } from './account-kind';

export function initialLoginMode(tenant: { b2b: boolean }, modeParam: string | null): AccountKind {
  if (modeParam === 'company' || modeParam === 'personal') return modeParam;
  return tenant.b2b ? 'company' : 'personal';
}
