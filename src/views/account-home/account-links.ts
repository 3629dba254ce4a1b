// The account pages a signed-in account may open, grouped as the account navigation and the account home show them
// (issue 16: my purchases, my data, company, lists and quotations). One source for both: the side navigation of the
// account layout (src/views/shell/account-nav.tsx) and the tiles of the account home. Who sees what is decided by the
// one policy in src/rules/permissions.ts (visibleAccountPages), plus the account kind for the company group.
import type { SessionInfo } from '../../contracts/session.contract';
import { ACCOUNT_AREA_KEYS, PRIVACY_PAGE_KEYS, ROUTES } from '../app/routes';
import { offersLoyaltyPoints } from '../../rules/loyalty';
import { visibleAccountPages } from '../company/page-access';

/** Account pages a link can open: signed-in pages without a parameter (the home itself is the navigation's first link). */
export type LinkedPage = Exclude<
  (typeof ACCOUNT_AREA_KEYS)[number] | (typeof PRIVACY_PAGE_KEYS)[number],
  'myAccount' | 'personalRegistration' | 'companyRegistration' | 'seekOrder' | 'orderDetails' | 'myOrdersCancellation'
>;

/** Account pages reachable without a parameter (order details and cancellation need an order number). */
// issue 31: the privacy centre is linked in "Mis datos" too
const LINKED_PAGES = [...ACCOUNT_AREA_KEYS, ...PRIVACY_PAGE_KEYS].filter(
  (key): key is LinkedPage =>
    ROUTES[key].access === 'session' && key !== 'myAccount' && !ROUTES[key].path.includes(':orderNumber'),
);

// spec §6 does not say which role sees which page; our reading: company pages for company accounts (only companies manage
// collaborators), the agent report while an agent acts, everything else for everyone.
const COMPANY_PAGES: readonly LinkedPage[] = ['collaborators', 'companyDetails', 'userReport', 'creditLineUserReport'];
const AGENT_PAGES: readonly LinkedPage[] = ['agentUserReport'];

export function accountLinks(accountType: string | undefined, impersonated: boolean, tenantId?: string): LinkedPage[] {
  return LINKED_PAGES.filter(
    (key) =>
      (!COMPANY_PAGES.includes(key) || accountType === 'ORGANIZATION') &&
      (!AGENT_PAGES.includes(key) || impersonated) &&
      // spec §7: CMR points only where the tenant has the programme (src/rules/loyalty.ts)
      (key !== 'myCMRPoints' || offersLoyaltyPoints(tenantId)),
  );
}

export const ACCOUNT_NAV_GROUPS = ['purchases', 'data', 'company', 'listsAndQuotes'] as const;
export type AccountNavGroup = (typeof ACCOUNT_NAV_GROUPS)[number];

/** Which group each linked page belongs to (every linked page is in exactly one: a test checks). */
export const PAGE_GROUP: Readonly<Record<LinkedPage, AccountNavGroup>> = {
  myOrders: 'purchases',
  orderHistory: 'purchases',
  myTicketsAndInvoices: 'purchases',
  repurchase: 'purchases',
  myQuotesStoreOrders: 'purchases',
  myProfile: 'data',
  changePassword: 'data',
  myAddresses: 'data',
  myPayment: 'data',
  myCMRPoints: 'data',
  privacyCentre: 'data',
  companyDetails: 'company',
  collaborators: 'company',
  userReport: 'company',
  creditLineUserReport: 'company',
  myLists: 'listsAndQuotes',
  myWishList: 'listsAndQuotes',
  quotesInStores: 'listsAndQuotes',
  quotationsLanding: 'listsAndQuotes',
  agentUserReport: 'listsAndQuotes',
};

export interface AccountLinkGroup {
  group: AccountNavGroup;
  pages: LinkedPage[];
}

/**
 * The groups of pages the session's account may open, in navigation order, empty groups left out.
 * `isBuilt` leaves out page keys that have no page yet (they would only show page-not-available).
 */
export function accountLinkGroups(
  session: Pick<SessionInfo, 'user' | 'agentId'> | null | undefined,
  isBuilt: (key: LinkedPage) => boolean = () => true,
  tenantId?: string,
): AccountLinkGroup[] {
  const visible = visibleAccountPages(
    accountLinks(session?.user?.accountType, Boolean(session?.agentId), tenantId),
    session,
  ).filter(isBuilt);
  return ACCOUNT_NAV_GROUPS.map((group) => ({
    group,
    pages: visible.filter((key) => PAGE_GROUP[key] === group),
  })).filter((entry) => entry.pages.length > 0);
}
