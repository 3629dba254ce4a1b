// The one routing table (docs/architecture.md): every page key of spec §2 and the path that serves it.
// A page's component is the default export of src/views/pages/<kebab-page-key>.page.tsx (page-modules.ts).
import type { TenantConfig } from '../../tenants/tenant.types';
import { COLLABORATOR_FIRST_LOGIN_PATH } from '../../contracts/collaborator-onboarding.contract';

/** spec §2: the 25 account-area page keys. */
export const ACCOUNT_AREA_KEYS = [
  'personalRegistration',
  'companyRegistration',
  'myAccount',
  'myProfile',
  'changePassword',
  'myOrders',
  'orderHistory',
  'orderDetails',
  'myTicketsAndInvoices',
  'quotesInStores',
  'myAddresses',
  'myPayment',
  'myCMRPoints',
  'myWishList',
  'repurchase',
  'myQuotesStoreOrders',
  'myOrdersCancellation',
  'seekOrder',
  'collaborators',
  'companyDetails',
  'myLists',
  'userReport',
  'quotationsLanding',
  'agentUserReport',
  'creditLineUserReport',
] as const;

/** spec §2: the other screens (login, lite registration, recovery, collaborator onboarding, agent login, info pages). */
export const OTHER_PAGE_KEYS = [
  'login',
  'liteRegistration',
  'passwordRecovery',
  'collaboratorFirstLogin',
  'agentLogin',
  'zonesAndStores',
  'pointsTerms',
  'pageNotAvailable',
  'flows',
] as const;

/**
 * spec §1, §2 (issue 34): the storefront around the account area that a shopper needs to make the orders it manages:
 * search results, product detail with stock by store, product comparison, the cart and the checkout.
 */
export const STOREFRONT_PAGE_KEYS = [
  'searchResults',
  'productDetail',
  'productComparison',
  'cart',
  'checkout',
] as const;

/** spec §2: legal pages, served at /{tenant}{legalSuffix}/... */
export const LEGAL_PAGE_KEYS = [
  'termsAndConditions',
  'personalDataPolicy',
  'personalDataProcessing',
  'dataTreatmentPolicy',
] as const;

/** Issue 31 (Ley 1581 de 2012, LGPD): the shopper's rights to correct, copy and delete their data. */
export const ACCOUNT_RIGHTS_PAGE_KEYS = ['emailChange', 'dataExport', 'closeAccount'] as const;

/** Issue 31 (Ley 1581 de 2012, LGPD): the privacy centre (consent history, withdrawal, new versions to accept). */
export const PRIVACY_PAGE_KEYS = ['privacyCentre'] as const;

/** Account pages beyond spec §2's 25 keys: returns and exchanges of a delivered order (issue 31 item 5, spec §9). */
export const POST_SALE_PAGE_KEYS = ['orderReturn'] as const;

export const PAGE_KEYS = [
  ...ACCOUNT_AREA_KEYS,
  ...POST_SALE_PAGE_KEYS,
  ...PRIVACY_PAGE_KEYS,
  ...ACCOUNT_RIGHTS_PAGE_KEYS,
  ...OTHER_PAGE_KEYS,
  ...STOREFRONT_PAGE_KEYS,
  ...LEGAL_PAGE_KEYS,
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];

/**
 * - `session`: needs a signed-in session; without one the guard sends the user to login with ?returnTo=
 * - `public`: under /:tenant/, anyone
 * - `legal`: under /{tenant}{legalSuffix}/ (no :tenant segment of its own)
 * - `global`: not tenant-scoped
 */
export type RouteAccess = 'session' | 'public' | 'legal' | 'global';

export interface PageRoute {
  key: PageKey;
  /** React Router pattern. For `legal` pages the first segment is built per tenant: see legalPath(). */
  path: string;
  access: RouteAccess;
}

const account = (key: PageKey, sub = ''): PageRoute => ({ key, path: `/:tenant/account${sub}`, access: 'session' });
const open = (key: PageKey, sub: string): PageRoute => ({ key, path: `/:tenant/${sub}`, access: 'public' });
const legal = (key: LegalPageKey, sub: string): PageRoute => ({ key, path: `/:legalSegment/${sub}`, access: 'legal' });

export const ROUTES: Record<PageKey, PageRoute> = {
  // account area (spec §2), signed in
  myAccount: account('myAccount'),
  myProfile: account('myProfile', '/my-profile'),
  changePassword: account('changePassword', '/change-password'),
  myOrders: account('myOrders', '/my-orders'),
  orderHistory: account('orderHistory', '/order-history'),
  orderDetails: account('orderDetails', '/my-orders/:orderNumber'),
  myOrdersCancellation: account('myOrdersCancellation', '/my-orders/:orderNumber/cancellation'),
  orderReturn: account('orderReturn', '/my-orders/:orderNumber/return'), // issue 31 item 5
  myTicketsAndInvoices: account('myTicketsAndInvoices', '/my-tickets-and-invoices'),
  quotesInStores: account('quotesInStores', '/quotes-in-stores'),
  myAddresses: account('myAddresses', '/my-addresses'),
  myPayment: account('myPayment', '/my-payment'),
  myCMRPoints: account('myCMRPoints', '/my-cmr-points'),
  myWishList: account('myWishList', '/my-wish-list'),
  repurchase: account('repurchase', '/repurchase'),
  myQuotesStoreOrders: account('myQuotesStoreOrders', '/my-quotes-store-orders'),
  collaborators: account('collaborators', '/collaborators'),
  companyDetails: account('companyDetails', '/company-details'),
  myLists: account('myLists', '/my-lists'),
  userReport: account('userReport', '/user-report'),
  quotationsLanding: account('quotationsLanding', '/quotations'),
  agentUserReport: account('agentUserReport', '/agent-user-report'),
  creditLineUserReport: account('creditLineUserReport', '/credit-line-user-report'),
  // issue 31: account rights (the privacy centre at /privacy links to export and closure)
  emailChange: account('emailChange', '/my-profile/email'),
  dataExport: account('dataExport', '/privacy/export'),
  closeAccount: account('closeAccount', '/privacy/close-account'),
  // issue 31: the privacy centre
  privacyCentre: account('privacyCentre', '/privacy'),
  // account-area keys that a guest reaches (spec §2, §6)
  personalRegistration: open('personalRegistration', 'register'),
  companyRegistration: open('companyRegistration', 'register/company'),
  seekOrder: open('seekOrder', 'seek-order'),
  // other screens
  login: open('login', 'login'),
  liteRegistration: open('liteRegistration', 'register/lite'),
  passwordRecovery: open('passwordRecovery', 'password-recovery'),
  collaboratorFirstLogin: open('collaboratorFirstLogin', COLLABORATOR_FIRST_LOGIN_PATH),
  agentLogin: open('agentLogin', 'agent/login'),
  zonesAndStores: open('zonesAndStores', 'zones-and-stores'),
  pointsTerms: open('pointsTerms', 'points-terms'),
  pageNotAvailable: open('pageNotAvailable', 'page-not-available'),
  flows: { key: 'flows', path: '/flows', access: 'global' },
  // storefront (issue 34): search, product, comparison and cart are open to guests (a guest cart is kept by cookie and
  // merged at sign-in); the checkout page itself sends a guest to login and back (it is not an account frame)
  searchResults: open('searchResults', 'search'),
  productDetail: open('productDetail', 'product/:sku'),
  productComparison: open('productComparison', 'compare'),
  cart: open('cart', 'cart'),
  checkout: open('checkout', 'checkout'),
  // legal pages (spec §2)
  termsAndConditions: legal('termsAndConditions', 'terms-and-conditions'),
  personalDataPolicy: legal('personalDataPolicy', 'personal-data-policy'),
  personalDataProcessing: legal('personalDataProcessing', 'personal-data-processing'),
  dataTreatmentPolicy: legal('dataTreatmentPolicy', 'data-treatment-policy'),
};

/** Query parameter that carries the path to come back to after login. */
export const RETURN_TO_PARAM = 'returnTo';

/** 'myCMRPoints' -> 'my-cmr-points': the file name of a page key. */
export function kebabPageKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** spec §2: the first path segment of a tenant's legal pages, e.g. 'cl-legal'. */
export function legalSegment(tenant: Pick<TenantConfig, 'id' | 'legalSuffix'>): string {
  return `${tenant.id}${tenant.legalSuffix}`;
}

export type PathParams = Record<string, string | number>;

/**
 * The concrete path of a page: pagePath('orderDetails', 'cl', { orderNumber: 42 }) -> '/cl/account/my-orders/42'.
 * Legal pages need the tenant's config for its suffix: use legalPath().
 */
export function pagePath(key: Exclude<PageKey, LegalPageKey>, tenantId: string, params: PathParams = {}): string {
  return fillPath(ROUTES[key].path, { ...params, tenant: tenantId });
}

export function legalPath(key: LegalPageKey, tenant: Pick<TenantConfig, 'id' | 'legalSuffix'>): string {
  return fillPath(ROUTES[key].path, { legalSegment: legalSegment(tenant) });
}

/** The login path that brings the user back to `returnTo` afterwards. */
export function loginPath(tenantId: string, returnTo?: string): string {
  const base = pagePath('login', tenantId);
  return returnTo ? `${base}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}` : base;
}

function fillPath(pattern: string, params: PathParams): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
