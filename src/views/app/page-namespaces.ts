// Issue 17: the i18n namespaces a page's views read on their first render. The page route loads them (beside the page's
// chunk) before the page renders, so a cold load never shows raw keys or a loading line that the form then pushes down;
// the server preloads their catalogues with the page's chunks. `common` is always loaded. page-namespaces.test.ts checks
// this table against the page files and the views they import.
import type { TenantConfig } from '../../tenants/tenant.types';
import { mayRequireConsent } from '../../tenants/tenants';
import { ROUTES, type PageKey } from './routes';

export const PAGE_NAMESPACES: Partial<Record<PageKey, readonly string[]>> = {
  agentLogin: ['agent', 'login'],
  agentUserReport: ['quotes'],
  cart: ['checkout'],
  checkout: ['checkout', 'payment', 'rules'],
  changePassword: ['login'],
  closeAccount: ['rights'],
  dataExport: ['rights'],
  emailChange: ['rights'],
  collaboratorFirstLogin: ['login', 'registration'],
  collaborators: ['company', 'rules'],
  companyDetails: ['account', 'company', 'registration', 'rules'],
  companyRegistration: ['account', 'login', 'registration'],
  creditLineUserReport: ['company'],
  flows: ['flows'],
  liteRegistration: ['login', 'registration'],
  login: ['login'],
  myAccount: ['account', 'company', 'lists', 'orders', 'payment', 'rules'],
  myAddresses: ['account', 'rules'],
  myCMRPoints: ['account'],
  myLists: ['company', 'lists', 'rules'],
  myOrdersCancellation: ['orders'],
  orderReturn: ['returns'], // issue 31 item 5
  myOrders: ['orders', 'rules'],
  myPayment: ['payment', 'rules'],
  myProfile: ['account', 'rules'],
  myQuotesStoreOrders: ['orders', 'quotes'],
  myTicketsAndInvoices: ['orders'],
  myWishList: ['lists'],
  orderDetails: ['orders', 'returns'],
  orderHistory: ['orders', 'rules'],
  // issue 34: the storefront's catalogue pages
  productComparison: ['catalogue'],
  productDetail: ['catalogue'],
  passwordRecovery: ['login'],
  // issue 31: the privacy centre and the legal texts
  privacyCentre: ['privacy'],
  termsAndConditions: ['privacy'],
  personalDataPolicy: ['privacy'],
  personalDataProcessing: ['privacy'],
  dataTreatmentPolicy: ['privacy'],
  pointsTerms: ['privacy'],
  personalRegistration: ['login', 'registration'],
  quotationsLanding: ['quotes'],
  quotesInStores: ['company', 'quotes'],
  repurchase: ['company', 'orders'],
  searchResults: ['catalogue'],
  seekOrder: ['orders', 'rules'],
  userReport: ['company'],
};

/**
 * What the consent check around every signed-in page reads (src/views/consent/consent.flow.ts `namespaces`), in the
 * tenants that may ask for consent (Colombia, Brazil): loaded with the page, so the page does not wait for it after.
 */
export const CONSENT_GATE_NAMESPACES: readonly string[] = ['registration'];

/** What the shell around a signed-in page reads in `tenant` beyond `common`. */
export function sessionShellNamespaces(tenant: Pick<TenantConfig, 'consentRequiredIn'>): readonly string[] {
  return mayRequireConsent(tenant) ? CONSENT_GATE_NAMESPACES : [];
}

/** The namespaces a page needs before it renders (common first), with its shell's in `tenant` when given. */
export function pageNamespaces(key: PageKey, tenant?: Pick<TenantConfig, 'consentRequiredIn'>): string[] {
  const page = ['common', ...(PAGE_NAMESPACES[key] ?? [])];
  if (!tenant || ROUTES[key].access !== 'session') return page;
  return [...new Set([...page, ...sessionShellNamespaces(tenant)])];
}
