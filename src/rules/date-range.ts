// A day range filter (agent quotation report, spec §6): days as YYYY-MM-DD, both optional, `from` not after `to`. Pure.
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export type DateRangeError = 'dateRange.invalidDay' | 'dateRange.fromAfterTo';

/** null when the range is usable ('' means open on that side) */
export function dateRangeError(from: string, to: string): DateRangeError | null {
  if ((from && !isDay(from)) || (to && !isDay(to))) return 'dateRange.invalidDay';
  if (from && to && from > to) return 'dateRange.fromAfterTo';
  return null;
}
