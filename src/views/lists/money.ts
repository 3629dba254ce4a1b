// Money and dates in the page's locale (src/i18n/format.ts), with the currency the server answered.
import { formatDate, formatMoney } from '../../i18n/format';

export const money = (amount: number, currency: string, locale: string) =>
  formatMoney(amount, { locale: locale as never, currency: currency as never });
export const day = (iso: string, locale: string) => formatDate(iso, locale);
