// Issue 16, spec §5 (birth date): a date shown and typed in the page locale's order (dd-mm-aaaa for es and pt) while the
// machines keep ISO YYYY-MM-DD. Pure; the calendar check is person.ts's parseDate.
import { parseDate } from './person';

export type DateOrder = 'dmy' | 'mdy' | 'ymd';

/** The order a locale writes a date in: day first for Spanish and Portuguese, month first for US English. */
export function dateOrderOf(locale: string): DateOrder {
  const tag = locale.toLowerCase();
  if (tag === 'en-us') return 'mdy';
  if (/^(zh|ja|ko|hu|lt|sv)\b/.test(tag)) return 'ymd';
  return 'dmy';
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const isIsoDate = (value: string): boolean => ISO.test(value) && parseDate(value) !== null;

/** ISO YYYY-MM-DD to the locale's order with dashes (17-05-1990); anything else is returned unchanged. */
export function formatLocalDate(value: string, order: DateOrder): string {
  if (!isIsoDate(value)) return value;
  const [, y, m, d] = ISO.exec(value)!;
  return order === 'ymd' ? `${y}-${m}-${d}` : order === 'mdy' ? `${m}-${d}-${y}` : `${d}-${m}-${y}`;
}

/**
 * A typed date in the locale's order (day and month of one or two digits, a four-digit year, separated by '-', '/', '.' or
 * spaces), or an ISO date, to ISO YYYY-MM-DD; null when it is not (yet) a real calendar date.
 */
export function parseLocalDate(typed: string, order: DateOrder): string | null {
  const value = typed.trim();
  if (isIsoDate(value)) return value;
  const parts = /^(\d{1,4})[-/. ]+(\d{1,2})[-/. ]+(\d{1,4})$/.exec(value);
  if (!parts) return null;
  const [a, b, c] = [parts[1]!, parts[2]!, parts[3]!];
  const [y, m, d] = order === 'ymd' ? [a, b, c] : order === 'mdy' ? [c, a, b] : [c, b, a];
  if (y.length !== 4 || m.length > 2 || d.length > 2) return null;
  const iso = `${y}-${pad(Number(m))}-${pad(Number(d))}`;
  return isIsoDate(iso) ? iso : null;
}

/** An example of the format, from a fixed date (17 May 1990), for the field's hint. */
export const exampleDate = (order: DateOrder): string => formatLocalDate('1990-05-17', order);
