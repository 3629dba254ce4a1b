// spec §9 (issue 31 item 5): the exchange and return windows of a delivered order and the refund timings, as pure date
// arithmetic on calendar days (ISO YYYY-MM-DD). The server decides with these and sends the dates; the front end shows them.
//
// Our readings, written down in docs/orders.md "Returns and exchanges":
// - windows count calendar days from the delivery day: exchange until delivery + 30, return until delivery + 120 (both
//   inclusive); a purchase placed before 19 November 2020 has no 120-day return at all.
// - business days skip Saturdays, Sundays and the tenant's holidays (TenantConfig.holidays); the day of the request is day 0.
// - store credit card (CMR) 3 business days; purchase order 1 business day; a transfer 2 business days after the credit note,
//   which is issued the day the return is requested; a card reversal 48 hours after the request (hours, not business days);
//   for a transfer the shopper has 4 days to give the account data, else a bank-draft voucher valid 90 days is issued.
// - days are UTC days (the tenant config has no time zone yet).
import { POST_SALE_WINDOWS, type RefundMethod } from './order-status';

const DAY_MS = 86_400_000;
const ISO = /^\d{4}-\d{2}-\d{2}$/;

export const RETURN_KINDS = ['exchange', 'return'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** The UTC calendar day of an instant. */
export const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

const toUtc = (iso: string): number => {
  if (!ISO.test(iso)) throw new Error(`not an ISO date: ${iso}`);
  return Date.parse(`${iso}T00:00:00.000Z`);
};

export const addCalendarDays = (iso: string, days: number): string => isoDay(new Date(toUtc(iso) + days * DAY_MS));

/** Monday to Friday and not one of the tenant's holidays. */
export function isBusinessDay(iso: string, holidays: readonly string[] = []): boolean {
  const weekday = new Date(toUtc(iso)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.includes(iso);
}

/** The n-th business day after `iso` (the start day itself is not counted, whatever it is). */
export function addBusinessDays(iso: string, n: number, holidays: readonly string[] = []): string {
  let day = iso;
  let left = n;
  while (left > 0) {
    day = addCalendarDays(day, 1);
    if (isBusinessDay(day, holidays)) left -= 1;
  }
  return day;
}

export interface KindWindow {
  open: boolean;
  /** the last day a request is accepted; null when the kind does not apply to the order at all */
  until: string | null;
}

export interface ReturnWindows {
  exchange: KindWindow;
  return: KindWindow;
}

/** spec §9: exchange 30 days, return 120 days for purchases since 19 November 2020, counted from the delivery day. */
export function returnWindows(input: { placedAt: Date; deliveredAt: Date; now: Date }): ReturnWindows {
  const delivered = isoDay(input.deliveredAt);
  const today = isoDay(input.now);
  const exchangeUntil = addCalendarDays(delivered, POST_SALE_WINDOWS.exchangeDays);
  const hasReturn = isoDay(input.placedAt) >= POST_SALE_WINDOWS.returnWindowSince;
  const returnUntil = hasReturn ? addCalendarDays(delivered, POST_SALE_WINDOWS.returnDays) : null;
  return {
    exchange: { open: today <= exchangeUntil, until: exchangeUntil },
    return: { open: returnUntil !== null && today <= returnUntil, until: returnUntil },
  };
}

export interface RefundSchedule {
  method: RefundMethod;
  /** the day the money is expected back */
  expectedDate: string;
  /** bank transfer only: the last day to give the account data, and until when the bank-draft voucher is valid otherwise */
  bankDataDeadline: string | null;
  voucherValidUntil: string | null;
}

/** spec §9 refund timings from the day the return is requested. */
export function refundSchedule(
  method: RefundMethod,
  requestedAt: Date,
  holidays: readonly string[] = [],
): RefundSchedule {
  const day = isoDay(requestedAt);
  const r = POST_SALE_WINDOWS.refunds;
  const plain = (expectedDate: string): RefundSchedule => ({
    method,
    expectedDate,
    bankDataDeadline: null,
    voucherValidUntil: null,
  });
  switch (method) {
    case 'storeCredit':
      return plain(addBusinessDays(day, r.storeCreditBusinessDays, holidays));
    case 'purchaseOrder':
      return plain(addBusinessDays(day, r.purchaseOrderBusinessDays, holidays));
    case 'cardReversal':
      return plain(isoDay(new Date(requestedAt.getTime() + r.cardReversalHours * 3_600_000)));
    case 'bankTransfer': {
      const deadline = addCalendarDays(day, r.bankDataDeadlineDays);
      return {
        method,
        expectedDate: addBusinessDays(day, r.transferBusinessDaysAfterCreditNote, holidays),
        bankDataDeadline: deadline,
        voucherValidUntil: addCalendarDays(deadline, r.bankDraftValidDays),
      };
    }
  }
}

/** Why a shopper returns or exchanges a product (spec §2 "choose a reason"; the list is ours, the spec gives none). */
export const RETURN_REASONS = [
  'defective',
  'damaged',
  'wrongProduct',
  'notAsDescribed',
  'changedMind',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** How the product goes back: picked up at home, or dropped off at one of the tenant's stores. */
export const RETURN_METHODS = ['pickup', 'dropOff'] as const;
export type ReturnMethod = (typeof RETURN_METHODS)[number];

/** The order states in which the order was delivered (spec §4: delivered, then closed once finished). */
export const DELIVERED_STATUSES = ['delivered', 'closed'] as const;

/** The most units of one line a request may name (a bound for the input, not a business rule). */
export const RETURN_QUANTITY_MAX = 999;
