// Issue 14 reports: the period of a report (calendar days, both inclusive). Pure.
export const MAX_PERIOD_DAYS = 366;
const DAY = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type PeriodError = 'period.invalidDate' | 'period.fromAfterTo' | 'period.tooLong';

/** A YYYY-MM-DD day as UTC midnight, or null when it is not a real date. */
export function parseDay(value: string): Date | null {
  const m = ISO_DAY.exec(value);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value ? date : null;
}

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The default period: the 30 days up to `today`. */
export function defaultPeriod(today: Date): { fromDate: string; toDate: string } {
  return { fromDate: isoDay(new Date(today.getTime() - 29 * DAY)), toDate: isoDay(today) };
}

/** Checks a period; on success gives the half-open UTC range [from, toExclusive). */
export function checkPeriod(
  fromDate: string,
  toDate: string,
): { ok: true; from: Date; toExclusive: Date } | { ok: false; error: PeriodError } {
  const from = parseDay(fromDate);
  const to = parseDay(toDate);
  if (!from || !to) return { ok: false, error: 'period.invalidDate' };
  if (from > to) return { ok: false, error: 'period.fromAfterTo' };
  if ((to.getTime() - from.getTime()) / DAY + 1 > MAX_PERIOD_DAYS) return { ok: false, error: 'period.tooLong' };
  return { ok: true, from, toExclusive: new Date(to.getTime() + DAY) };
}

/** RFC 4180 CSV: fields with a comma, quote or line break are quoted; a leading = + - @ is neutralised (spreadsheet injection). */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  const cell = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
    return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
