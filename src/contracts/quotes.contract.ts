// spec §3 Quotation (number, expiration date, store, total price, barcode, products), §4 (valid 3 days, then expired;
// re-quote; quote to cart), §7 (my-account GET /v1/geo/storeList, /v1/quotations, /v1/quotations/{id}; download
// /v1/quotations/{id}; checkout /v1/quotations/purchase; quotation service /quotations/agents; the barcode image servlet
// taking msg and image-format), §9 (valid 3 days).
import {
  array,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  pattern,
  size,
  string,
  unknown,
  type Infer,
} from 'superstruct';
import { CartAddResponse } from './cart.contract';
import { ORDER_STATUSES } from '../rules/order-status';
import { defineEndpoint } from './endpoint';

export const Store = object({ id: string(), code: string(), name: string(), address: string(), city: string() });
export type Store = Infer<typeof Store>;

export const QUOTATION_STATUSES = ['valid', 'expired', 'converted'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

export const QuotationSummary = object({
  id: string(),
  /** digits; also the barcode's message */
  number: string(),
  status: enums(QUOTATION_STATUSES),
  createdAt: string(),
  expiresAt: string(),
  store: Store,
  total: number(),
  currency: string(),
  itemCount: integer(),
  /** the fresh quotation made when this one was re-quoted */
  requotedTo: nullable(string()),
});
export type QuotationSummary = Infer<typeof QuotationSummary>;

export const QuotationLine = object({
  sku: string(),
  name: string(),
  quantity: integer(),
  unitPrice: number(),
  image: string(),
  fallbackImage: string(),
});
export type QuotationLine = Infer<typeof QuotationLine>;

export const QuotationDetail = object({
  quotation: QuotationSummary,
  lines: array(QuotationLine),
  /** spec §9, the server's number (STYLE.md §20) */
  validDays: integer(),
});
export type QuotationDetail = Infer<typeof QuotationDetail>;

export const QuotationsResponse = object({ quotations: array(QuotationSummary) });
export type QuotationsResponse = Infer<typeof QuotationsResponse>;

export const GetStores = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v1/geo/storeList',
  response: object({ stores: array(Store) }),
});
export const GetQuotations = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v1/quotations',
  response: QuotationsResponse,
});
/** spec §2 myQuotesStoreOrders: an order that came from one of the user's quotations. */
export const QuotationOrder = object({
  orderNumber: string(),
  placedAt: string(),
  status: enums(ORDER_STATUSES),
  total: number(),
  currency: string(),
  /** the store of the quotation */
  store: Store,
  quotationId: string(),
  quotationNumber: string(),
});
export type QuotationOrder = Infer<typeof QuotationOrder>;
export const QuotationOrdersResponse = object({ orders: array(QuotationOrder) });

/** myQuotesStoreOrders: the signed-in user's orders that came from quotations, newest first. */
export const GetQuotationOrders = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v1/quotations/orders',
  response: QuotationOrdersResponse,
});
/** Another account's id, or a malformed one, answers 404 NOT_FOUND. An expired quotation answers with status 'expired'. */
export const GetQuotation = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v1/quotations/:id',
  response: QuotationDetail,
});
/** spec §4: an expired quotation is re-quoted into a fresh one (once: a second call answers the same fresh quotation). */
export const RequoteQuotation = defineEndpoint({
  method: 'POST',
  service: 'myAccount',
  path: '/v1/quotations/:id/requote',
  response: QuotationDetail,
});

/** The PDF (application/pdf, attachment). Not JSON: the browser follows the link (quotationPdfUrl). */
export const DownloadQuotation = defineEndpoint({
  method: 'GET',
  service: 'download',
  path: '/v1/quotations/:id',
  response: unknown(),
});

/**
 * spec §7 checkout: quote to cart. 403 QUOTE_ONLY_ROLE for a quoter, 403 PURCHASE_LIMIT_EXCEEDED above a buyer's
 * maximum purchase amount (spec §6), 409 QUOTATION_EXPIRED after its 3 days. Converting twice adds the lines once.
 */
export const PurchaseQuotation = defineEndpoint({
  method: 'POST',
  service: 'checkout',
  path: '/v1/quotations/purchase',
  body: object({ quotationId: string() }),
  response: CartAddResponse,
});

export const BARCODE_FORMATS = ['png', 'svg'] as const;
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];
/** The barcode image servlet of the storefront (spec §7): Code 128 of `msg` (digits, up to 32). Not JSON: an <img> source. */
export const BarcodeImage = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/barcode',
  query: object({ msg: pattern(size(string(), 1, 32), /^[0-9]+$/), 'image-format': optional(enums(BARCODE_FORMATS)) }),
  response: unknown(),
});

export const DateFilter = pattern(string(), /^\d{4}-\d{2}-\d{2}$/);

export const AgentReportRow = object({
  quotationId: string(),
  number: string(),
  createdAt: string(),
  customerEmail: string(),
  customerName: string(),
  store: string(),
  total: number(),
  currency: string(),
  origin: string(),
});
export type AgentReportRow = Infer<typeof AgentReportRow>;

export const AgentReportResponse = object({
  from: nullable(string()),
  to: nullable(string()),
  agents: array(
    object({
      agentId: string(),
      agentName: string(),
      agentEmail: string(),
      quotations: array(AgentReportRow),
      total: integer(),
    }),
  ),
});
export type AgentReportResponse = Infer<typeof AgentReportResponse>;

/** agentUserReport: what each agent of the tenant quoted while impersonating; `from`/`to` are inclusive days (YYYY-MM-DD). Agents only. */
export const GetAgentReport = defineEndpoint({
  method: 'GET',
  service: 'quotation',
  path: '/quotations/agents',
  query: object({ from: optional(DateFilter), to: optional(DateFilter) }),
  response: AgentReportResponse,
});
