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
