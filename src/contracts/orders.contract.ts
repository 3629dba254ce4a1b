// spec §7 orders, tickets and invoices (issue 11; docs/orders.md). My-account service: GET /{tenant}/orders?{query},
// /{tenant}/orders/{orderNumber}, /{tenant}/orders/{orderNumber}/tracking, /{tenant}/orders/rePurchase?{query}, POST /v1/orders/cart,
// GET /v2/invoices/{id}/download. Post-sale service: /v1/orders/{id}, /v1/orders/{id}/initiate-cancel, /v1/tickets/{id}.
// Our additions where the spec names no path (docs/orders.md): the guest lookup and the tickets-and-invoices list.
// Every order call answers another account's or tenant's order as 404 NOT_FOUND.
import {
  array,
  boolean,
  coerce,
  define,
  enums,
  integer,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  pattern,
  size,
  string,
  type Infer,
} from 'superstruct';
import {
  CANCEL_REASONS,
  DELIVERY_METHODS,
  LINE_STATES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  STATUS_GROUPS,
} from '../rules/order-status';
import { orderNumberStruct } from '../rules/order-search';
import { CartAddResponse } from './cart.contract';
import { defineEndpoint } from './endpoint';
import { uuidString } from '../rules/ids';

export const ORDER_PAGE_SIZE_MAX = 50;
export const ORDER_SORTS = ['dateDesc', 'dateAsc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

const queryInt = (lo: number, hi: number) =>
  coerce(max(min(integer(), lo), hi), pattern(string(), /^\d{1,6}$/), (v) => Number(v));

// ---- list --------------------------------------------------------------------------------------------------------------
export const OrderListQuery = object({
  /** spec §4 filter group; absent = all */
  group: optional(enums(STATUS_GROUPS)),
  year: optional(queryInt(2000, 2100)),
  /** company accounts: the collaborator who placed the order (owner and super user only) */
  createdBy: optional(uuidString()),
  /** spec §5: order search, digits only */
  q: optional(orderNumberStruct),
  sort: optional(enums(ORDER_SORTS)),
  page: optional(queryInt(1, 100_000)),
  pageSize: optional(queryInt(1, ORDER_PAGE_SIZE_MAX)),
});
export type OrderListQuery = Infer<typeof OrderListQuery>;

export const OrderCreator = object({ id: string(), name: string() });
export type OrderCreator = Infer<typeof OrderCreator>;

export const OrderSummary = object({
  orderNumber: string(),
  status: enums(ORDER_STATUSES),
  statusGroup: enums(STATUS_GROUPS),
  placedAt: string(),
  total: number(),
  currency: string(),
  estimatedDelivery: nullable(string()),
  itemCount: number(),
  createdBy: OrderCreator,
  /** up to three product images for the card */
  images: array(string()),
});
export type OrderSummary = Infer<typeof OrderSummary>;

export const OrderListResponse = object({
  orders: array(OrderSummary),
  page: number(),
  pageSize: number(),
  hasMore: boolean(),
  /** the years the year filter offers (the server's clock decides the current one) */
  years: array(number()),
  /** company accounts that see the organization's orders: the collaborators to filter by; null otherwise */
  creators: nullable(array(OrderCreator)),
});
export type OrderListResponse = Infer<typeof OrderListResponse>;

export const ListOrders = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/:tenant/orders',
  query: OrderListQuery,
  response: OrderListResponse,
});

// ---- detail ------------------------------------------------------------------------------------------------------------
export const OrderLine = object({
  id: string(),
  lineNumber: number(),
  sku: string(),
  name: string(),
  quantity: number(),
  unitPrice: number(),
  image: string(),
  state: enums(LINE_STATES),
  leftWarehouse: boolean(),
  cancellable: boolean(),
  ticket: nullable(object({ id: string(), ticketNumber: string() })),
});
export type OrderLine = Infer<typeof OrderLine>;

export const OrderInvoice = object({ id: string(), kind: enums(['invoice', 'receipt']), documentNumber: string() });

export const OrderDetail = object({
  orderNumber: string(),
  status: enums(ORDER_STATUSES),
  statusGroup: enums(STATUS_GROUPS),
  placedAt: string(),
  createdBy: OrderCreator,
  paymentMethod: enums(PAYMENT_METHODS),
  deliveryMethod: enums(DELIVERY_METHODS),
  deliveryPlace: string(),
  currency: string(),
  subtotal: number(),
  deliveryCost: number(),
  total: number(),
  estimatedDelivery: nullable(string()),
  lines: array(OrderLine),
  invoice: nullable(OrderInvoice),
  /** some line can be cancelled now (spec §4) */
  canCancel: boolean(),
});
export type OrderDetail = Infer<typeof OrderDetail>;

export const GetOrder = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/:tenant/orders/:orderNumber',
  response: OrderDetail,
});

export const TrackingEvent = object({
  status: string(),
  at: string(),
  lineNumber: nullable(number()),
  lineName: nullable(string()),
});
export const OrderTracking = object({
  orderNumber: string(),
  status: enums(ORDER_STATUSES),
  estimatedDelivery: nullable(string()),
  events: array(TrackingEvent),
});
export type OrderTracking = Infer<typeof OrderTracking>;

export const GetOrderTracking = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/:tenant/orders/:orderNumber/tracking',
  response: OrderTracking,
});

// ---- repurchase --------------------------------------------------------------------------------------------------------
export const RepurchaseLine = object({
  sku: string(),
  name: string(),
  quantity: number(),
  unitPrice: number(),
  currency: string(),
  image: string(),
  /** the catalogue still sells it in this tenant */
  available: boolean(),
});
export type RepurchaseLine = Infer<typeof RepurchaseLine>;

export const RepurchaseResponse = object({ orderNumber: string(), lines: array(RepurchaseLine) });
export type RepurchaseResponse = Infer<typeof RepurchaseResponse>;

export const GetRepurchase = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/:tenant/orders/rePurchase',
  query: object({ orderNumber: orderNumberStruct }),
  response: RepurchaseResponse,
});

export const AddOrderToCartBody = object({
  orderNumber: orderNumberStruct,
  /** the lines to add (default: every available line of the order, with its quantity) */
  lines: optional(size(array(object({ sku: size(string(), 1, 40), quantity: max(min(integer(), 1), 999) })), 1, 100)),
});
export type AddOrderToCartBody = Infer<typeof AddOrderToCartBody>;

/** spec §7 POST /v1/orders/cart: the chosen lines into the cart; 403 QUOTE_ONLY_ROLE for a quoter (spec §6). */
export const AddOrderToCart = defineEndpoint({
  method: 'POST',
  service: 'myAccount',
  path: '/v1/orders/cart',
  body: AddOrderToCartBody,
  response: CartAddResponse,
});

// ---- invoice PDF -------------------------------------------------------------------------------------------------------
/** The answer is application/pdf; the front end links to it (no JSON to validate). */
export const PdfDocument = define<unknown>('PdfDocument', () => true);

export const DownloadInvoice = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v2/invoices/:id/download',
  response: PdfDocument,
});

// ---- tickets and invoices list (myTicketsAndInvoices) ------------------------------------------------------------------
export const TicketSummary = object({
  id: string(),
  ticketNumber: string(),
  orderNumber: string(),
  status: enums(['open', 'refunded', 'closed']),
  createdAt: string(),
  itemCount: number(),
});
export type TicketSummary = Infer<typeof TicketSummary>;

export const InvoiceSummary = object({
  id: string(),
  kind: enums(['invoice', 'receipt']),
  documentNumber: string(),
  orderNumber: string(),
  issuedAt: string(),
  total: number(),
  currency: string(),
});
export type InvoiceSummary = Infer<typeof InvoiceSummary>;

export const TicketsAndInvoices = object({ tickets: array(TicketSummary), invoices: array(InvoiceSummary) });
export type TicketsAndInvoices = Infer<typeof TicketsAndInvoices>;

export const ListTicketsAndInvoices = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/:tenant/orders/tickets-and-invoices',
  response: TicketsAndInvoices,
});

// ---- guest lookup (seekOrder) ------------------------------------------------------------------------------------------
/** spec §6: a guest learns the status and estimated delivery only, nothing personal. */
export const SeekOrderResponse = object({
  orderNumber: string(),
  status: enums(ORDER_STATUSES),
  estimatedDelivery: nullable(string()),
});
export type SeekOrderResponse = Infer<typeof SeekOrderResponse>;

export const SeekOrder = defineEndpoint({
  method: 'POST',
  service: 'myAccount',
  path: '/:tenant/orders/seek',
  body: object({ orderNumber: orderNumberStruct }),
  response: SeekOrderResponse,
});

// ---- post-sale: cancellation -------------------------------------------------------------------------------------------
export const Bank = object({ code: string(), name: string() });
export type Bank = Infer<typeof Bank>;

export const RefundBankForm = object({
  country: string(),
  accountTypes: array(string()),
  accountNumber: object({ kind: enums(['clabe', 'cbu', 'cci', 'account']), minLength: number(), maxLength: number() }),
  /** empty when the country has no licensed list: the bank is typed by name */
  banks: array(Bank),
  holderDocumentTypes: array(string()),
});
export type RefundBankForm = Infer<typeof RefundBankForm>;

export const RefundInfo = object({
  method: enums(['storeCredit', 'purchaseOrder', 'cardReversal', 'bankTransfer']),
  needsBankData: boolean(),
});
export type RefundInfo = Infer<typeof RefundInfo>;

export const PostSaleOrder = object({
  orderNumber: string(),
  status: enums(ORDER_STATUSES),
  paymentMethod: enums(PAYMENT_METHODS),
  currency: string(),
  lines: array(
    object({
      id: string(),
      lineNumber: number(),
      sku: string(),
      name: string(),
      quantity: number(),
      unitPrice: number(),
      image: string(),
      state: enums(LINE_STATES),
      cancellable: boolean(),
      /** why not (spec §8 texts) */
      refusal: nullable(enums(['alreadyShipped', 'notAvailable'])),
    }),
  ),
  reasons: array(enums(CANCEL_REASONS)),
  refund: RefundInfo,
  /** present when the refund needs bank data */
  bankForm: nullable(RefundBankForm),
});
export type PostSaleOrder = Infer<typeof PostSaleOrder>;

export const GetPostSaleOrder = defineEndpoint({
  method: 'GET',
  service: 'postSale',
  path: '/v1/orders/:id',
  response: PostSaleOrder,
});

export const RefundAccountInput = object({
  bankCode: optional(nullable(size(string(), 1, 10))),
  bankName: size(string(), 0, 120),
  accountType: size(string(), 0, 20),
  accountNumber: size(string(), 0, 40),
  holderName: size(string(), 0, 120),
  holderDocumentType: size(string(), 0, 40),
  holderDocument: size(string(), 0, 40),
});
export type RefundAccountInput = Infer<typeof RefundAccountInput>;

export const InitiateCancelBody = object({
  lineIds: size(array(uuidString()), 1, 100),
  reason: enums(CANCEL_REASONS),
  comment: optional(size(string(), 0, 500)),
  refundAccount: optional(RefundAccountInput),
});
export type InitiateCancelBody = Infer<typeof InitiateCancelBody>;

export const InitiateCancelResponse = object({ ticketId: string(), ticketNumber: string() });
export type InitiateCancelResponse = Infer<typeof InitiateCancelResponse>;

export const InitiateCancel = defineEndpoint({
  method: 'POST',
  service: 'postSale',
  path: '/v1/orders/:id/initiate-cancel',
  body: InitiateCancelBody,
  response: InitiateCancelResponse,
});

export const Ticket = object({
  id: string(),
  ticketNumber: string(),
  orderNumber: string(),
  status: enums(['open', 'refunded', 'closed']),
  reason: enums(CANCEL_REASONS),
  createdAt: string(),
  refund: RefundInfo,
  lines: array(object({ lineNumber: number(), name: string(), quantity: number() })),
  /** the bank data given, masked: only the account's last 4 digits come back */
  refundAccount: nullable(
    object({ bankName: string(), accountType: string(), accountNumberLast4: string(), holderName: string() }),
  ),
});
export type Ticket = Infer<typeof Ticket>;

export const GetTicket = defineEndpoint({
  method: 'GET',
  service: 'postSale',
  path: '/v1/tickets/:id',
  response: Ticket,
});
