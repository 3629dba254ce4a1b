// Money and dates of the order screens, with the helpers of src/i18n/format.ts (Intl, per locale).
import { formatDate, formatMoney } from '../../i18n/format';

export const money = (amount: number, tenant: { locale: string; currency: string }) =>
  formatMoney(amount, tenant as Parameters<typeof formatMoney>[1]);
/** a calendar date ('2026-03-06') or an instant, shown in the tenant's locale */
export const day = (value: string, locale: string) =>
  formatDate(value.length === 10 ? `${value}T12:00:00Z` : value, locale, { timeZone: 'UTC' });
