// spec §9 (issue 31 item 5): returns and exchanges of a delivered order. Spec §7 names no path for them, so they live under
// the orders service at the storefront root, beside the newer-style paths: /s/orders/v1/orders/{orderNumber}/returns, GET to
// read what can be returned (windows, lines, refund preview, the requests made) and POST to request one. Tenant from x-tenant
// (or ?tenant=); another account's or tenant's order answers 404 NOT_FOUND like the order detail.
import {
  array,
  boolean,
  enums,
  integer,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import { ORDER_STATUSES } from '../rules/order-status';
import { RETURN_KINDS, RETURN_METHODS, RETURN_QUANTITY_MAX, RETURN_REASONS } from '../rules/refund-dates';
import { defineEndpoint, TenantQuery } from './endpoint';
import { uuidString } from '../rules/ids';

export const REFUND_METHODS = ['storeCredit', 'purchaseOrder', 'cardReversal', 'bankTransfer'] as const;
export const RETURN_STATUSES = ['requested', 'received', 'refunded', 'closed'] as const;
/** Why a line cannot be returned: all of it already is, or it was cancelled. */
export const RETURN_LINE_REFUSALS = ['alreadyReturned', 'cancelled'] as const;
/** Why nothing of the order can be requested: not delivered (yet), or both windows closed (spec §9). */
export const RETURN_ELIGIBILITY = ['open', 'notDelivered', 'windowClosed'] as const;

export const KindWindow = object({ open: boolean(), until: nullable(string()) });
export const ReturnWindows = object({ exchange: KindWindow, return: KindWindow });
export type ReturnWindows = Infer<typeof ReturnWindows>;

export const RefundSchedule = object({
  method: enums(REFUND_METHODS),
  expectedDate: string(),
  bankDataDeadline: nullable(string()),
  voucherValidUntil: nullable(string()),
});
export type RefundSchedule = Infer<typeof RefundSchedule>;

export const ReturnableLine = object({
  id: string(),
  lineNumber: number(),
  sku: string(),
  name: string(),
  image: string(),
  /** delivered quantity */
  quantity: number(),
  /** already named by earlier requests */
  returnedQuantity: number(),
  /** what a new request may still name */
  returnable: number(),
  refusal: nullable(enums(RETURN_LINE_REFUSALS)),
});
export type ReturnableLine = Infer<typeof ReturnableLine>;

export const ReturnRequest = object({
  id: string(),
  requestNumber: string(),
  kind: enums(RETURN_KINDS),
  reason: enums(RETURN_REASONS),
  status: enums(RETURN_STATUSES),
  createdAt: string(),
  method: enums(RETURN_METHODS),
  store: nullable(object({ code: string(), name: string() })),
  lines: array(object({ lineNumber: number(), name: string(), quantity: number() })),
  /** a return's refund (spec §9 timings); null for an exchange */
  refund: nullable(RefundSchedule),
});
export type ReturnRequest = Infer<typeof ReturnRequest>;

export const OrderReturns = object({
  orderNumber: string(),
  status: enums(ORDER_STATUSES),
  deliveredAt: nullable(string()),
  eligibility: enums(RETURN_ELIGIBILITY),
  windows: nullable(ReturnWindows),
  lines: array(ReturnableLine),
  reasons: array(enums(RETURN_REASONS)),
  /** the refund a return requested today would get */
  refundPreview: RefundSchedule,
  requests: array(ReturnRequest),
});
export type OrderReturns = Infer<typeof OrderReturns>;

export const GetOrderReturns = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/orders/v1/orders/:orderNumber/returns',
  query: TenantQuery,
  response: OrderReturns,
});

export const CreateReturnBody = object({
  kind: enums(RETURN_KINDS),
  reason: enums(RETURN_REASONS),
  lines: size(array(object({ lineId: uuidString(), quantity: max(min(integer(), 1), RETURN_QUANTITY_MAX) })), 1, 100),
  method: enums(RETURN_METHODS),
  /** required for a drop-off: one of the tenant's stores (GET /s/geo/v1/stores) */
  storeCode: optional(size(string(), 1, 40)),
  /** the client's key for this request: sent again (a retry after a lost answer), it answers the request already made */
  requestKey: optional(uuidString()),
});
export type CreateReturnBody = Infer<typeof CreateReturnBody>;

/**
 * 201 with the request (200 with the same request when its requestKey was already used). Refusals: 400 VALIDATION_ERROR with details.fields (storeCode, lines.N.quantity: quantityExceeded,
 * lines.N.lineId: alreadyReturned / cancelled / unknown, kind: windowClosed); 409 CONFLICT_ERROR with details.reason
 * notDelivered or windowClosed when nothing of the order can be requested; 404 NOT_FOUND for another account's order.
 */
export const CreateOrderReturn = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/orders/v1/orders/:orderNumber/returns',
  query: TenantQuery,
  body: CreateReturnBody,
  response: ReturnRequest,
});
