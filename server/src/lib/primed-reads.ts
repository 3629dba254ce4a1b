// Issue 17: the first reads of a signed-in page, answered in its HTML (src/contracts/primed-reads.contract.ts). Each read is
// made through the app itself (inject) with the page request's cookie, tenant headers and client address, so it passes the
// same session check, authorisation, tenant rules and rate limit as the browser's own call would, and its answer is the
// same JSON. Only 200 answers are written; when the session check itself does not answer 200 (no session, another tenant's,
// a guest's), nothing is. The page is then personal: it goes out with `cache-control: no-store` and `vary: cookie`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fillPath, serverPath, type Endpoint } from '../../../src/contracts/endpoint';
import { PRIMED_READS_ELEMENT_ID, type PrimedRead } from '../../../src/contracts/primed-reads.contract';
import { GetPreferredAddress, ListAddresses } from '../../../src/contracts/address.contract';
import { ListCollaborators } from '../../../src/contracts/collaborators.contract';
import { GetCompanyDetails } from '../../../src/contracts/company-details.contract';
import { GetEconomicActivities } from '../../../src/contracts/economic-activity.contract';
import { GetGeoAreas } from '../../../src/contracts/geo.contract';
import { GetListProducts, GetLists, GetWishList } from '../../../src/contracts/lists.contract';
import { GetLoyaltySubscriber } from '../../../src/contracts/loyalty.contract';
import {
  GetOrder,
  GetOrderTracking,
  GetPostSaleOrder,
  ListOrders,
  ListTicketsAndInvoices,
} from '../../../src/contracts/orders.contract';
import { ListPaymentMethods } from '../../../src/contracts/payment.contract';
import { PostcodeCoverage } from '../../../src/contracts/postcode.contract';
import { GetOrderReturns } from '../../../src/contracts/returns.contract';
import { GetProfile } from '../../../src/contracts/profile.contract';
import { GetQuotationOrders, GetQuotations, GetStores } from '../../../src/contracts/quotes.contract';
import { HEADERS, SESSION_COOKIE } from '../../../src/contracts/services';
import { GetSessionInfo } from '../../../src/contracts/session.contract';

interface PageRead {
  endpoint: Endpoint;
  /** path parameters beside the tenant and the page's own (an order's number) */
  params?: Record<string, string>;
  /** the query string the page sends, as `?a=1&b=2` (the front end matches it whatever the order); of the tenant's */
  query?: string | ((tenant: string) => string);
}

/**
 * What each signed-in page reads first, beside the session check, exactly as its views ask for it. A read written here
 * that the page does not make costs the server one query and nothing else: the front end drops it unused (its TTL). A read
 * that differs from the page's (another query) is simply made over the network; the journeys check that none is.
 */
export const PAGE_READS: Readonly<Record<string, readonly PageRead[]>> = {
  // spec §2's blocks: the 3 latest orders (views/orders/orders-home-block.tsx), the favourite address, the cards
  // (payment.api.ts reads version v2), the lists
  myAccount: [
    { endpoint: ListOrders, query: '?pageSize=3&page=1' },
    { endpoint: GetPreferredAddress },
    { endpoint: ListPaymentMethods, params: { version: 'v2' } },
    { endpoint: GetLists },
  ],
  myProfile: [{ endpoint: GetProfile }],
  // the company's details, the tenant's economic activities and the first level of its areas (the levels below depend on
  // the company's address and are read once it has come)
  companyDetails: [
    { endpoint: GetCompanyDetails },
    { endpoint: GetEconomicActivities, query: (tenant) => `?tenant=${encodeURIComponent(tenant)}` },
    { endpoint: GetGeoAreas },
  ],
  collaborators: [{ endpoint: ListCollaborators }],
  myOrders: [{ endpoint: ListOrders, query: '?page=1' }],
  // an order's detail and its cancellation, for the order number in the page's path
  orderDetails: [{ endpoint: GetOrder }, { endpoint: GetOrderTracking }, { endpoint: GetOrderReturns }],
  myOrdersCancellation: [{ endpoint: GetPostSaleOrder, params: { id: ':orderNumber' } }],
  orderHistory: [{ endpoint: ListOrders, query: '?group=completed&page=1' }],
  myTicketsAndInvoices: [{ endpoint: ListTicketsAndInvoices }],
  myAddresses: [{ endpoint: ListAddresses }, { endpoint: PostcodeCoverage }],
  myPayment: [{ endpoint: ListPaymentMethods, params: { version: 'v2' } }],
  myCMRPoints: [{ endpoint: GetLoyaltySubscriber }],
  myWishList: [{ endpoint: GetWishList }, { endpoint: GetLists }, { endpoint: GetListProducts }],
  myLists: [{ endpoint: GetLists }],
  quotesInStores: [{ endpoint: GetQuotations }],
  quotationsLanding: [{ endpoint: GetQuotations }, { endpoint: GetStores }],
  myQuotesStoreOrders: [{ endpoint: GetQuotationOrders }],
};

/**
 * The paths primed for a signed-in page of a tenant: the session check first (the others are read only if it passes).
 * `pageParams` are the page path's own (an order's number); a read's `params` may name one as `:name`. A read whose path
 * lacks a parameter is left out.
 */
export function primedPaths(
  pageKey: string,
  tenant: string,
  pageParams: Readonly<Record<string, string>> = {},
): string[] {
  return [{ endpoint: GetSessionInfo } as PageRead, ...(PAGE_READS[pageKey] ?? [])].flatMap((read) => {
    const own = Object.entries(read.params ?? {}).flatMap(([name, value]) => {
      const resolved = value.startsWith(':') ? pageParams[value.slice(1)] : value;
      return resolved === undefined ? [] : [[name, resolved]];
    });
    const query = typeof read.query === 'function' ? read.query(tenant) : (read.query ?? '');
    try {
      return [fillPath(serverPath(read.endpoint), { ...pageParams, tenant, ...Object.fromEntries(own) }) + query];
    } catch {
      return []; // fillPath: a path parameter that neither the page's path nor the read gives
    }
  });
}

/** JSON inside a <script> element: no `<` may close it or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface PrimedPage {
  /** the data block for the page's HTML */
  tag: string;
  /** the checked session's first name (issue 17: the prerendered account frame greets it), when it has one */
  firstName?: string;
}

/** The data block for a signed-in page request, or null when there is nothing to prime (no signed-in session). */
export async function primedReadsTag(
  app: FastifyInstance,
  request: FastifyRequest,
  page: { pageKey: string; tenant: string; params?: Readonly<Record<string, string>> },
): Promise<PrimedPage | null> {
  if (request.method !== 'GET' || !request.cookies[SESSION_COOKIE]) return null;
  const headers = {
    accept: 'application/json',
    cookie: request.headers.cookie ?? '',
    [HEADERS.channel]: 'WEB',
    [HEADERS.channelId]: 'WEB',
    [HEADERS.ecommName]: page.tenant,
    [HEADERS.tenant]: page.tenant,
    ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
  };
  const [sessionPath, ...pagePaths] = primedPaths(page.pageKey, page.tenant, page.params);
  const read = async (path: string): Promise<PrimedRead | null> => {
    const res = await app.inject({ method: 'GET', url: path, headers, remoteAddress: request.ip });
    return res.statusCode === 200 ? { path, body: res.json() } : null;
  };
  const session = await read(sessionPath!);
  const info = session?.body as { authenticated?: unknown; user?: { firstName?: unknown } | null } | undefined;
  if (!session || info?.authenticated !== true || !info.user) return null;
  const reads = [session, ...(await Promise.all(pagePaths.map(read))).filter((r): r is PrimedRead => r !== null)];
  const firstName = typeof info.user.firstName === 'string' && info.user.firstName ? info.user.firstName : undefined;
  return {
    tag: `<script type="application/json" id="${PRIMED_READS_ELEMENT_ID}">${scriptJson(reads)}</script>`,
    ...(firstName ? { firstName } : {}),
  };
}
