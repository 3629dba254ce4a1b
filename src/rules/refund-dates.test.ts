import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, addCalendarDays, isBusinessDay, refundSchedule, returnWindows } from './refund-dates';

// 2026-11-27 is a Friday; 2026-12-08 (Inmaculada Concepción) and 2026-12-25 are Chilean holidays.
const HOLIDAYS = ['2026-12-08', '2026-12-25'];
const at = (iso: string) => new Date(iso);

describe('business days (spec §9 refund timings)', () => {
  it.each([
    // start (weekday), n, holidays, expected
    ['2026-11-23', 1, [], '2026-11-24'], // Monday + 1
    ['2026-11-26', 3, [], '2026-12-01'], // Thursday + 3 skips the weekend
    ['2026-11-27', 1, [], '2026-11-30'], // Friday + 1 is Monday
    ['2026-11-28', 1, [], '2026-11-30'], // a Saturday request: Monday is the first
    ['2026-11-29', 2, [], '2026-12-01'], // a Sunday request
    ['2026-12-07', 1, HOLIDAYS, '2026-12-09'], // Monday + 1 skips Tuesday's holiday
    ['2026-12-04', 2, HOLIDAYS, '2026-12-09'], // Friday + 2: weekend and holiday skipped
    ['2026-12-24', 1, HOLIDAYS, '2026-12-28'], // Thursday + 1: Christmas Friday, then the weekend
    ['2026-12-08', 1, HOLIDAYS, '2026-12-09'], // a request on the holiday itself
    ['2026-12-31', 1, ['2027-01-01'], '2027-01-04'], // across the year end
    ['2027-02-26', 1, [], '2027-03-01'], // across the month end
  ] as const)('%s + %i business days -> %s', (start, n, holidays, expected) => {
    expect(addBusinessDays(start, n, holidays)).toBe(expected);
  });

  it('weekends and holidays are not business days', () => {
    expect(isBusinessDay('2026-11-28')).toBe(false);
    expect(isBusinessDay('2026-11-29')).toBe(false);
    expect(isBusinessDay('2026-12-08', HOLIDAYS)).toBe(false);
    expect(isBusinessDay('2026-12-08')).toBe(true);
  });

  it('property: the answer is a business day, after the start, with exactly n business days in between', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => addCalendarDays('2024-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 15 }), fc.array(day, { maxLength: 40 }), (start, n, holidays) => {
        const end = addBusinessDays(start, n, holidays);
        expect(end > start).toBe(true);
        expect(isBusinessDay(end, holidays)).toBe(true);
        let count = 0;
        for (let d = addCalendarDays(start, 1); d <= end; d = addCalendarDays(d, 1)) {
          if (isBusinessDay(d, holidays)) count += 1;
        }
        expect(count).toBe(n);
        // never more than n weeks plus the holidays away
        expect(end <= addCalendarDays(start, n * 7 + holidays.length + 7)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('exchange and return windows (spec §9)', () => {
  const placedAt = at('2026-10-01T10:00:00Z');
  const deliveredAt = at('2026-10-05T15:00:00Z');

  it.each([
    ['2026-10-05T20:00:00Z', true, true], // delivery day
    ['2026-11-04T23:59:00Z', true, true], // day 30: the last day to exchange
    ['2026-11-05T00:00:00Z', false, true], // day 31
    ['2027-02-02T12:00:00Z', false, true], // day 120: the last day to return
    ['2027-02-03T00:00:01Z', false, false], // day 121
  ] as const)('at %s exchange %s, return %s', (now, exchange, ret) => {
    const w = returnWindows({ placedAt, deliveredAt, now: at(now) });
    expect(w.exchange).toEqual({ open: exchange, until: '2026-11-04' });
    expect(w.return).toEqual({ open: ret, until: '2027-02-02' });
  });

  it('a purchase before 19 November 2020 has no 120-day return; one on that day has it', () => {
    const before = returnWindows({
      placedAt: at('2020-11-18T23:00:00Z'),
      deliveredAt: at('2020-11-25T10:00:00Z'),
      now: at('2020-12-01T10:00:00Z'),
    });
    expect(before.return).toEqual({ open: false, until: null });
    expect(before.exchange.open).toBe(true);
    const since = returnWindows({
      placedAt: at('2020-11-19T00:00:00Z'),
      deliveredAt: at('2020-11-25T10:00:00Z'),
      now: at('2020-12-01T10:00:00Z'),
    });
    expect(since.return).toEqual({ open: true, until: '2021-03-25' });
  });
});

describe('refund schedule (spec §9)', () => {
  const friday = at('2026-12-04T18:00:00Z');
  it('store credit card 3 business days, purchase order 1, transfer 2 after the credit note, card 48 hours', () => {
    expect(refundSchedule('storeCredit', friday, HOLIDAYS).expectedDate).toBe('2026-12-10');
    expect(refundSchedule('purchaseOrder', friday, HOLIDAYS).expectedDate).toBe('2026-12-07');
    expect(refundSchedule('cardReversal', friday, HOLIDAYS)).toEqual({
      method: 'cardReversal',
      expectedDate: '2026-12-06', // 48 hours, weekend or not
      bankDataDeadline: null,
      voucherValidUntil: null,
    });
    expect(refundSchedule('bankTransfer', friday, HOLIDAYS)).toEqual({
      method: 'bankTransfer',
      expectedDate: '2026-12-09',
      bankDataDeadline: '2026-12-08',
      voucherValidUntil: '2027-03-08',
    });
  });
});
