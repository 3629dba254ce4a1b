// spec §4: order and line states, the list's filter groups, and when a line may be cancelled; spec §9: refund timings per
// payment method. Pure: the server decides with these, the front end shows what they say.

/** The way forward of an order, from placed to closed; the lines that still follow their order move along it too. */
export const ORDER_PROGRESS = [
  'paymentPending',
  'paymentConfirmed',
  'preparing',
  'onTheRoute',
  'delivered',
  'closed',
] as const;

export const ORDER_STATUSES = [...ORDER_PROGRESS, 'canceled', 'expired', 'return'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A line has the order states plus a cancellation request (spec §4: lines can be cancelled, requested, expired). */
export const LINE_STATES = [...ORDER_STATUSES, 'cancellationRequested'] as const;
export type LineState = (typeof LINE_STATES)[number];

/**
 * Our reading of spec §4 for the company reports (issue 30): an order is a purchase once its payment is confirmed, and stays
 * one while it is prepared, on the route, delivered or closed. Payment pending is not bought yet; canceled and expired were
 * never paid (or are paid back), and a return gives the money back.
 */
export const PAID_ORDER_STATUSES = ['paymentConfirmed', 'preparing', 'onTheRoute', 'delivered', 'closed'] as const;

export const STATUS_GROUPS = ['active', 'completed', 'cancelled'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

/** spec §4 filter groups: active, completed, cancelled (returns). Mirrors the generated column of migration 0400. */
export function statusGroupOf(status: OrderStatus): StatusGroup {
  if (status === 'delivered' || status === 'closed') return 'completed';
  if (status === 'canceled' || status === 'expired' || status === 'return') return 'cancelled';
  return 'active';
}

export const PAYMENT_METHODS = ['creditCard', 'debitCard', 'cmrCard', 'bankTransfer', 'cash', 'purchaseOrder'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DELIVERY_METHODS = ['homeDelivery', 'storePickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Why a line cannot be cancelled; the keys match spec §8's two messages. */
export type CancelRefusal = 'alreadyShipped' | 'notAvailable';

/** The line states of an order not yet dispatched, in which a line can still be cancelled (issue 34). */
const BEFORE_DISPATCH: readonly LineState[] = ['paymentPending', 'paymentConfirmed', 'preparing'];

/**
 * spec §4: a line may be cancelled only while it is in preparing and has not left the warehouse. Once on the way or delivered
 * the refusal is spec §8's "already shipped or delivered"; anything else is "cancellation not available".
 */
export function lineCancellability(line: {
  state: LineState;
  leftWarehouse: boolean;
}): { ok: true } | { ok: false; reason: CancelRefusal } {
  // issue 34: an order bought in the storefront is cancellable from the moment it is placed until it leaves the
  // warehouse: awaiting payment at the till (the till payment may already be made while the order still shows it
  // pending), paid, or in preparation. Our reading of spec §4's "in preparing": not yet dispatched.
  if (BEFORE_DISPATCH.includes(line.state) && !line.leftWarehouse) return { ok: true };
  const shipped =
    line.leftWarehouse ||
    line.state === 'onTheRoute' ||
    line.state === 'delivered' ||
    line.state === 'closed' ||
    line.state === 'return';
  return { ok: false, reason: shipped ? 'alreadyShipped' : 'notAvailable' };
}

/** How the money goes back, per payment method (spec §9 refunds). */
export type RefundMethod = 'storeCredit' | 'purchaseOrder' | 'cardReversal' | 'bankTransfer';

export interface RefundPolicy {
  method: RefundMethod;
  /** the refund needs the shopper's bank data (the refund bank form of spec §2) */
  needsBankData: boolean;
}

/**
 * spec §9: store credit card 3 business days; purchase order 1 business day; card reversals after 48 hours; transfers 2 business
 * days after the credit note; a bank-draft voucher valid 90 days when the account data is not given within 4 days. Cash at the
 * till and bank transfers are paid back by transfer, so they need the bank form.
 */
export function refundPolicy(payment: PaymentMethod): RefundPolicy {
  switch (payment) {
    case 'cmrCard':
      return { method: 'storeCredit', needsBankData: false };
    case 'purchaseOrder':
      return { method: 'purchaseOrder', needsBankData: false };
    case 'creditCard':
    case 'debitCard':
      return { method: 'cardReversal', needsBankData: false };
    case 'bankTransfer':
    case 'cash':
      return { method: 'bankTransfer', needsBankData: true };
  }
}

/** Cancellation reasons offered by the flow (spec §2 "choose a reason"; the list is ours, the spec gives none). */
export const CANCEL_REASONS = [
  'changedMind',
  'deliveryTooLate',
  'wrongProduct',
  'foundCheaper',
  'duplicateOrder',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** spec §9 windows shown by the order help FAQ. */
export const POST_SALE_WINDOWS = {
  exchangeDays: 30,
  returnDays: 120,
  returnWindowSince: '2020-11-19',
  deliveryHours: { from: '09:00', to: '21:00' },
  dispatchHoursAfterTillPayment: 48,
  refunds: {
    storeCreditBusinessDays: 3,
    purchaseOrderBusinessDays: 1,
    bankDraftValidDays: 90,
    bankDataDeadlineDays: 4,
    transferBusinessDaysAfterCreditNote: 2,
    cardReversalHours: 48,
  },
} as const;
