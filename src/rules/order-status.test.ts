import { describe, expect, it } from 'vitest';
import { lineCancellability, ORDER_STATUSES, refundPolicy, statusGroupOf, PAYMENT_METHODS } from './order-status';

describe('order status rules (spec §4, §9)', () => {
  it.each([
    ['paymentPending', 'active'],
    ['paymentConfirmed', 'active'],
    ['preparing', 'active'],
    ['onTheRoute', 'active'],
    ['delivered', 'completed'],
    ['closed', 'completed'],
    ['canceled', 'cancelled'],
    ['expired', 'cancelled'],
    ['return', 'cancelled'],
  ] as const)('%s belongs to the %s filter group', (status, group) => {
    expect(statusGroupOf(status)).toBe(group);
  });

  it('covers every status', () => {
    expect(ORDER_STATUSES.map(statusGroupOf)).toHaveLength(9);
  });

  it.each([
    [{ state: 'preparing', leftWarehouse: false }, { ok: true }],
    [
      { state: 'preparing', leftWarehouse: true },
      { ok: false, reason: 'alreadyShipped' },
    ],
    [
      { state: 'onTheRoute', leftWarehouse: true },
      { ok: false, reason: 'alreadyShipped' },
    ],
    [
      { state: 'delivered', leftWarehouse: true },
      { ok: false, reason: 'alreadyShipped' },
    ],
    [{ state: 'paymentPending', leftWarehouse: false }, { ok: true }],
    [{ state: 'paymentConfirmed', leftWarehouse: false }, { ok: true }],
    [
      { state: 'paymentConfirmed', leftWarehouse: true },
      { ok: false, reason: 'alreadyShipped' },
    ],
    [
      { state: 'cancellationRequested', leftWarehouse: false },
      { ok: false, reason: 'notAvailable' },
    ],
    [
      { state: 'expired', leftWarehouse: false },
      { ok: false, reason: 'notAvailable' },
    ],
  ] as const)('a line %o may be cancelled: %o', (line, expected) => {
    expect(lineCancellability(line)).toEqual(expected);
  });

  it('asks for bank data only for payments refunded by transfer', () => {
    expect(PAYMENT_METHODS.filter((m) => refundPolicy(m).needsBankData)).toEqual(['bankTransfer', 'cash']);
    expect(refundPolicy('cmrCard').method).toBe('storeCredit');
    expect(refundPolicy('creditCard').method).toBe('cardReversal');
    expect(refundPolicy('purchaseOrder').method).toBe('purchaseOrder');
  });
});
