// spec §6: who may do what, written once. The server enforces it (server/src/platform/policy.plugin.ts: app.requirePermission,
// assertCanPurchase) and the front end uses the same table to show only the pages a role may use. Pure.
//
// Our reading where spec §6 is silent ("Which role sees which page is not shown"):
//   - the organization owner and super users administer collaborators, company details and the company reports;
//   - a buyer quotes and purchases up to its maximum purchase amount; a quoter quotes only;
//   - personal shoppers quote and purchase without a limit; the agent report needs an agent acting (impersonating);
//   - a credit-line user (spec §6) sees the credit-line user report only.

import { COLLABORATOR_USER_TYPES } from './roles';

/** The account kinds (a person, a company's owner) and the collaborator types of src/rules/collaborator.ts: one list. */
export const ROLES = ['individual', 'owner', ...COLLABORATOR_USER_TYPES] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'collaborators.manage',
  'company.edit',
  'purchase',
  'quote',
  'reports.view',
  'reports.creditLine',
  'agent.report',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ADMIN: readonly Permission[] = [
  'collaborators.manage',
  'company.edit',
  'purchase',
  'quote',
  'reports.view',
  'reports.creditLine',
];

export const GRANTS: Readonly<Record<Role, readonly Permission[]>> = {
  individual: ['purchase', 'quote'],
  owner: ADMIN,
  superUser: ADMIN,
  buyer: ['purchase', 'quote'],
  quoter: ['quote'],
  // spec §6 "Credit-line user: credit-line user report" (issue 34 item 7): that report and nothing else of the company
  creditLineUser: ['reports.creditLine'],
};

/** Who asks: the role of the signed-in account and, when an agent acts for it, the agent's id. */
export interface Subject {
  role: Role;
  agentId?: string | null;
}

export function can(subject: Subject | null | undefined, permission: Permission): boolean {
  if (!subject) return false;
  // spec §6: the agent quotation report belongs to an agent acting for a customer
  if (permission === 'agent.report') return Boolean(subject.agentId);
  return GRANTS[subject.role]?.includes(permission) ?? false;
}

export type PurchaseDecision =
  { ok: true } | { ok: false; reason: 'forbidden' | 'limitExceeded'; limit: number | null };

/**
 * spec §6: a buyer purchases up to its maximum purchase amount (inclusive); a quoter never purchases. A buyer without a limit
 * purchases nothing (the limit is required for buyers, spec §5).
 */
export function purchaseDecision(
  subject: Subject & { maximumPurchaseAmount: number | null },
  amount: number,
): PurchaseDecision {
  if (!can(subject, 'purchase')) return { ok: false, reason: 'forbidden', limit: null };
  if (subject.role !== 'buyer') return { ok: true };
  const limit = subject.maximumPurchaseAmount ?? 0;
  return amount <= limit ? { ok: true } : { ok: false, reason: 'limitExceeded', limit };
}

/** spec §6: whether the subject buys up to a maximum purchase amount (the buyer), so is shown its maximum (issue 30). */
export function hasPurchaseLimit(subject: Subject | null | undefined): boolean {
  return can(subject, 'purchase') && subject?.role === 'buyer';
}

/** Account pages that need a permission; every other account page is open to any signed-in account. */
export const PAGE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  collaborators: 'collaborators.manage',
  companyDetails: 'company.edit',
  userReport: 'reports.view',
  creditLineUserReport: 'reports.creditLine',
  agentUserReport: 'agent.report',
};

/** Whether the page key is one the subject may use (the front end hides the others and shows "forbidden" when opened). */
export function canSeePage(subject: Subject | null | undefined, pageKey: string): boolean {
  const permission = PAGE_PERMISSIONS[pageKey];
  return permission ? can(subject, permission) : true;
}

/**
 * Why the subject may not use the page, or null when it may. A personal account opening a company page (one the owner may
 * use) is told the page is for company accounts, not sent to a company administrator it does not have (issue 30).
 */
export function pageRefusal(subject: Subject | null | undefined, pageKey: string): 'companyOnly' | 'role' | null {
  if (canSeePage(subject, pageKey)) return null;
  const permission = PAGE_PERMISSIONS[pageKey]!;
  return subject?.role === 'individual' && can({ role: 'owner' }, permission) ? 'companyOnly' : 'role';
}

/** The role of an account (server users row or the session's user on the front end). */
export function roleOf(account: { accountType: string; userType?: string | null }): Role {
  const collaborator = COLLABORATOR_USER_TYPES.find((type) => type === account.userType);
  if (collaborator) return collaborator;
  return account.accountType === 'ORGANIZATION' ? 'owner' : 'individual';
}
