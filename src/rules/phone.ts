// spec §5 (Phones), §9 (direct dialing only in Brazil). Pure.
import { define } from 'superstruct';
import { text } from './field';

/** spec §5 phone kinds; 'generic' is the shared 7-10 digit rule. */
export type PhoneKind = 'primary' | 'alternate' | 'company' | 'collaborator' | 'card' | 'generic';
export type PhoneErrorKey =
  'phone.required' | 'phone.invalidCharacters' | 'phone.invalidLength' | 'phone.invalidAreaCode';
export type PhoneResult = { ok: true; normalized: string; e164: string | null } | { ok: false; error: PhoneErrorKey };

/** ITU country calling codes of the storefront's countries. */
export const COUNTRY_CALLING_CODES: Readonly<Record<string, string>> = {
  CL: '56',
  PE: '51',
  CO: '57',
  MX: '52',
  BR: '55',
  AR: '54',
  UY: '598',
};

/** Brazilian area codes (DDD) in use. */
export const BRAZIL_AREA_CODES: ReadonlySet<string> = new Set(
  '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99'.split(
    ' ',
  ),
);

export interface Range {
  min: number;
  max: number;
}

/** spec §5: the digit count of each phone kind by country; the generic shared rule is 7-10. */
export function phoneLength(country: string, kind: PhoneKind): Range {
  const code = typeof country === 'string' ? country.toUpperCase() : '';
  switch (kind) {
    case 'primary':
      if (code === 'CL' || code === 'PE') return { min: 9, max: 9 };
      if (code === 'MX') return { min: 10, max: 10 };
      if (code === 'BR') return { min: 8, max: 9 }; // the number after the area code
      return { min: 7, max: 10 }; // Colombia, and the generic rule elsewhere
    case 'alternate':
      return { min: 6, max: 9 };
    case 'company':
      return code === 'MX' ? { min: 10, max: 10 } : { min: 9, max: 9 };
    case 'collaborator':
      return { min: 9, max: 9 };
    case 'card':
    case 'generic':
      return { min: 7, max: 10 };
  }
}

/** spec §9: Brazil's direct dialing (area code) field: two digits of a DDD in use. */
export function validateDirectDialing(
  value: unknown,
): { ok: true; normalized: string } | { ok: false; error: PhoneErrorKey } {
  const raw = text(value).replace(/[()\s]/g, '');
  if (!raw) return { ok: false, error: 'phone.required' };
  if (!/^\d+$/.test(raw)) return { ok: false, error: 'phone.invalidCharacters' };
  if (!BRAZIL_AREA_CODES.has(raw)) return { ok: false, error: 'phone.invalidAreaCode' };
  return { ok: true, normalized: raw };
}

export interface PhoneOptions {
  /** Brazil: the area code typed in the direct-dialing field, used for the E.164 form. */
  areaCode?: string | null;
}

/**
 * spec §5: digits only, of the kind's length. Spaces, dashes, dots and parentheses are accepted as masks, and a leading
 * +<country code> of the same country is dropped. Brazil also takes area code + number (10-11 digits).
 * `e164` is +<country code><digits> when it can be built (null for a Brazilian number without its area code).
 */
export function validatePhone(
  country: string,
  kind: PhoneKind,
  value: unknown,
  options: PhoneOptions = {},
): PhoneResult {
  const code = typeof country === 'string' ? country.toUpperCase() : '';
  const callingCode = COUNTRY_CALLING_CODES[code];
  let digits = text(value).replace(/[\s().-]/g, '');
  if (!digits) return { ok: false, error: 'phone.required' };
  if (digits.startsWith('+')) {
    if (!callingCode || !digits.startsWith(`+${callingCode}`)) return { ok: false, error: 'phone.invalidCharacters' };
    digits = digits.slice(callingCode.length + 1);
  }
  if (!/^\d+$/.test(digits)) return { ok: false, error: 'phone.invalidCharacters' };
  const { min, max } = phoneLength(code, kind);
  if (code === 'BR' && kind === 'primary' && (digits.length === 10 || digits.length === 11)) {
    const area = digits.slice(0, 2);
    if (!BRAZIL_AREA_CODES.has(area)) return { ok: false, error: 'phone.invalidAreaCode' };
    return { ok: true, normalized: digits, e164: `+55${digits}` };
  }
  if (digits.length < min || digits.length > max) return { ok: false, error: 'phone.invalidLength' };
  let e164: string | null = callingCode ? `+${callingCode}${digits}` : null;
  if (code === 'BR') {
    const area = validateDirectDialing(options.areaCode);
    e164 = area.ok ? `+55${area.normalized}${digits}` : null;
  }
  return { ok: true, normalized: digits, e164 };
}

/** E.164 form of a valid phone, or null. */
export function toE164(country: string, kind: PhoneKind, value: unknown, options?: PhoneOptions): string | null {
  const result = validatePhone(country, kind, value, options);
  return result.ok ? result.e164 : null;
}

/** A superstruct struct for a phone field of a country and kind. */
export const phoneStruct = (country: string, kind: PhoneKind) =>
  define<string>(`Phone:${kind}`, (value) => {
    const result = validatePhone(country, kind, value);
    return result.ok ? true : result.error;
  });
