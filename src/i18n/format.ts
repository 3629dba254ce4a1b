// Money and dates through Intl, per locale (issue 2 item 4). The tenant decides locale and currency.
import type { TenantConfig } from '../tenants/tenant.types';

export function formatMoney(amount: number, tenant: Pick<TenantConfig, 'locale' | 'currency'>): string {
  return new Intl.NumberFormat(tenant.locale, { style: 'currency', currency: tenant.currency }).format(amount);
}

export type DateInput = Date | string | number;

/** A calendar date in the locale's own order (es-CL 21-11-2026, pt-BR 21/11/2026, es-MX 21/11/2026). */
export function formatDate(date: DateInput, locale: string, options: { timeZone?: string } = {}): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: options.timeZone,
  }).format(value);
}

/**
 * A calendar day (YYYY-MM-DD) as a shopper picks a delivery day: the weekday, the day and the month in the locale's words
 * (es-CL "domingo, 29 de noviembre", pt-BR "domingo, 29 de novembro"). The day is a date, not an instant: no time zone moves it.
 */
export function formatCalendarDay(isoDay: string, locale: string): string {
  const value = new Date(`${isoDay}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay) || Number.isNaN(value.getTime()))
    throw new RangeError(`Invalid day: ${isoDay}`);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    value,
  );
}
