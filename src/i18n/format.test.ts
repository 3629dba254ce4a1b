import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/tenants';
import { formatCalendarDay, formatDate, formatMoney } from './format';

// Intl separates currency and amount with a no-break space in some locales.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney (Intl per tenant)', () => {
  it.each([
    ['cl', 29990, '$29.990'], // spec §9: free delivery above 29,990 (Chile); CLP has no decimals
    ['br', 1234.5, 'R$ 1.234,50'],
    ['pe', 1234.5, 'S/ 1,234.50'],
    ['mx', 1234.5, '$1,234.50'],
    ['ar', 1234.5, '$ 1.234,50'],
    ['co', 29990, '$ 29.990'],
  ])('%s formats %d as %s', (tenantId, amount, expected) => {
    expect(plain(formatMoney(amount, getTenant(tenantId)))).toBe(expected);
  });
});

describe('formatDate (Intl per locale)', () => {
  const date = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['es-CL', '21-11-2026'],
    ['es-MX', '21/11/2026'],
    ['pt-BR', '21/11/2026'],
  ])('%s shows %s', (locale, expected) => {
    expect(formatDate(date, locale, { timeZone: 'UTC' })).toBe(expected);
  });

  it('accepts ISO strings and uses the given time zone', () => {
    expect(formatDate('2026-11-21T02:00:00Z', 'es-CL', { timeZone: 'America/Santiago' })).toBe('20-11-2026');
  });

  it('refuses an invalid date instead of printing "Invalid Date"', () => {
    expect(() => formatDate('not a date', 'es-CL')).toThrow(RangeError);
  });
});

describe('formatCalendarDay (a delivery day in words)', () => {
  it.each([
    ['es-CL', 'domingo, 29 de noviembre'],
    ['pt-BR', 'domingo, 29 de novembro'],
  ])('%s shows %s', (locale, expected) => {
    expect(formatCalendarDay('2026-11-29', locale)).toBe(expected);
  });

  it('refuses what is not a YYYY-MM-DD day', () => {
    expect(() => formatCalendarDay('29-11-2026', 'es-CL')).toThrow(RangeError);
  });
});
