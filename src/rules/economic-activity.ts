// spec §3 (Company: economicActivity), §5 (economic activity code: 6 digits Chile, 4 digits Peru; required in Mexico). Pure.
import { define } from 'superstruct';
import { text } from './field';

export type EconomicActivityErrorKey = 'economicActivity.required' | 'economicActivity.invalid';

/** spec §5: the code's digit count by country; null where the spec gives none. */
export function economicActivityCodeLength(country: string): number | null {
  const code = typeof country === 'string' ? country.toUpperCase() : '';
  if (code === 'CL') return 6; // SII activity codes
  if (code === 'PE') return 4; // CIIU rev. 4 classes
  return null;
}

/**
 * spec §5: Chile 6 digits, Peru 4 digits, required in both and in Mexico. Elsewhere a code is optional and, when given,
 * letters and digits up to 10 (the spec gives no format).
 */
export function validateEconomicActivityCode(
  country: string,
  value: unknown,
): { ok: true; value: string } | { ok: false; error: EconomicActivityErrorKey } {
  const code = typeof country === 'string' ? country.toUpperCase() : '';
  const v = text(value);
  const digits = economicActivityCodeLength(code);
  if (!v)
    return digits !== null || code === 'MX'
      ? { ok: false, error: 'economicActivity.required' }
      : { ok: true, value: '' };
  if (digits !== null)
    return new RegExp(`^\\d{${digits}}$`).test(v)
      ? { ok: true, value: v }
      : { ok: false, error: 'economicActivity.invalid' };
  return /^[A-Za-z0-9.-]{1,10}$/.test(v) ? { ok: true, value: v } : { ok: false, error: 'economicActivity.invalid' };
}

export const economicActivityCodeStruct = (country: string) =>
  define<string>(`EconomicActivity:${country}`, (value) => {
    const r = validateEconomicActivityCode(country, value);
    return r.ok ? true : r.error;
  });
