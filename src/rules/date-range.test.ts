import { describe, expect, it } from 'vitest';
import { dateRangeError, isDay } from './date-range';

describe('date range (agent quotation report)', () => {
  it.each([
    ['', '', null],
    ['2026-03-01', '', null],
    ['', '2026-03-01', null],
    ['2026-03-01', '2026-03-01', null],
    ['2026-03-02', '2026-03-01', 'dateRange.fromAfterTo'],
    ['2026-02-30', '', 'dateRange.invalidDay'],
    ['01/03/2026', '', 'dateRange.invalidDay'],
  ])('%j..%j -> %j', (from, to, error) => {
    expect(dateRangeError(from, to)).toBe(error);
  });
  it('knows real days', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
  });
});
