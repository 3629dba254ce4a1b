// spec §5: one validator per document type. Each takes the trimmed, upper-cased input. Pure.
import { CURP_INCONVENIENT_WORDS, RFC_INCONVENIENT_WORDS, startsWithInconvenientWord } from './mexican-words';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  curpCheckDigit,
  dniCheckCharacters,
  nitCheckDigit,
  rfcCheckDigit,
  rucCheckDigit,
  rutCheckDigit,
} from './document-check-digits';
import type { DocumentErrorKey, DocumentOptions, DocumentResult, DocumentWarningKey } from './document-types';

const fail = (error: DocumentErrorKey): DocumentResult => ({ ok: false, error });

/** Trim, upper-case and drop the accepted masks: dots, dashes, slashes, spaces. */
export function cleanDocument(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[.\-/\s]/g, '');
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const isRepeated = (s: string) => /^(.)\1*$/.test(s);

// spec §5 RUT: the pattern 1-2 digits, three, three, dash, digit or K (a body of 7-8 digits, 11-12 characters shown as
// 12.345.678-5), with its modulo 11 check digit.
export function validateRut(raw: string): DocumentResult {
  const clean = cleanDocument(raw);
  if (!/^[0-9]+[0-9K]$/.test(clean)) return fail('document.invalidCharacters');
  const body = clean.slice(0, -1).replace(/^0+/, '');
  const dv = clean.slice(-1);
  if (body.length < 7 || body.length > 8) return fail('document.invalidLength');
  if (rutCheckDigit(body) !== dv) return fail('document.invalidCheckDigit');
  return { ok: true, normalized: body + dv, formatted: `${groupThousands(body)}-${dv}`, dv };
}

// spec §5 RUC: 11 digits; prefixes 10, 15, 17, 20 (spec) and 16 (issue 3); check digit on the 11th.
const RUC_PREFIXES = ['10', '15', '16', '17', '20'];
export function validateRuc(raw: string): DocumentResult {
  const clean = cleanDocument(raw);
  if (!/^\d+$/.test(clean)) return fail('document.invalidCharacters');
  if (clean.length !== 11) return fail('document.invalidLength');
  if (!RUC_PREFIXES.includes(clean.slice(0, 2))) return fail('document.invalidPrefix');
  if (rucCheckDigit(clean.slice(0, 10)) !== clean.charAt(10)) return fail('document.invalidCheckDigit');
  return { ok: true, normalized: clean, formatted: clean };
}

// Peru DNI with dniDv (spec §3, §5): 8 digits plus the verification character, numeric or the older cards' letter.
// Argentina and Uruguay (options.country): 7-8 digits, no verification character.
export function validateDni(raw: string, type: 'DNI' | 'DNIDV', options: DocumentOptions): DocumentResult {
  const clean = cleanDocument(raw);
  const country = options.country?.toUpperCase();
  if (type === 'DNI' && (country === 'AR' || country === 'UY')) {
    if (!/^\d+$/.test(clean)) return fail('document.invalidCharacters');
    if (clean.length < 7 || clean.length > 8) return fail('document.invalidLength');
    return { ok: true, normalized: clean, formatted: groupThousands(clean) };
  }
  if (!/^\d{8}[0-9A-K]?$/.test(clean)) {
    return /^[0-9A-K]+$/.test(clean) ? fail('document.invalidLength') : fail('document.invalidCharacters');
  }
  const digits = clean.slice(0, 8);
  const extraDv = typeof options.dv === 'string' ? options.dv.trim().toUpperCase() : '';
  const typedDv = clean.length === 9 ? clean.charAt(8) : extraDv;
  if (clean.length === 9 && extraDv && extraDv !== typedDv) return fail('document.invalidCheckDigit');
  if (!typedDv) {
    if (options.requireDv === false && type === 'DNI') return { ok: true, normalized: digits, formatted: digits };
    return fail('document.dvRequired');
  }
  if (!/^[0-9A-K]$/.test(typedDv)) return fail('document.invalidCheckDigit');
  const expected = dniCheckCharacters(digits);
  if (typedDv !== expected.digit && typedDv !== expected.letter) return fail('document.invalidCheckDigit');
  return { ok: true, normalized: digits + typedDv, formatted: `${digits}-${typedDv}`, dv: typedDv };
}

// spec §5: foreign-resident card, letters and digits (SUNAT document type 04: up to 12 characters).
export function validateCarnet(raw: string): DocumentResult {
  const clean = cleanDocument(raw);
  if (!/^[A-Z0-9]+$/.test(clean)) return fail('document.invalidCharacters');
  if (clean.length > 12) return fail('document.invalidLength');
  return { ok: true, normalized: clean, formatted: clean };
}

// spec §5: Colombian cédulas, digits only, configured min/max.
export function validateDigits(raw: string, min: number, max: number): DocumentResult {
  const clean = cleanDocument(raw);
  if (!/^\d+$/.test(clean)) return fail('document.invalidCharacters');
  if (clean.length < min || clean.length > max) return fail('document.invalidLength');
  return { ok: true, normalized: clean, formatted: groupThousands(clean) };
}

// spec §5 NIT: digits, at least 10 with the check digit; 900123456-7 or 9001234567.
export function validateNit(raw: string): DocumentResult {
  if (!/^[\d.\s]+(-\s*\d)?$/.test(raw)) {
    return /^[\d.\-/\s]+$/.test(raw) ? fail('document.invalidFormat') : fail('document.invalidCharacters');
  }
  const clean = cleanDocument(raw);
  if (clean.length < 10 || clean.length > 16) return fail('document.invalidLength');
  const base = clean.slice(0, -1);
  const dv = clean.slice(-1);
  if (nitCheckDigit(base) !== dv) return fail('document.invalidCheckDigit');
  return { ok: true, normalized: clean, formatted: `${groupThousands(base)}-${dv}`, dv };
}

/** The UTC time of a two-digit-year date in the given century. */
function birthDate(century: number, yymmdd: string): number {
  return Date.UTC(century + Number(yymmdd.slice(0, 2)), Number(yymmdd.slice(2, 4)) - 1, Number(yymmdd.slice(4, 6)));
}

/** A real calendar date for a two-digit year in the given century. */
function isRealDate(century: number, yymmdd: string): boolean {
  const year = century + Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

// spec §5 RFC: 4 letters (person) or 3 (company), including Ñ and &; YYMMDD; a two-character homoclave drawn from SAT's
// table (1-9 and A-Z without O: no 0 and no O); check character 0-9 or A. The generic RFCs are accepted as they are.
const RFC_GENERIC = ['XAXX010101000', 'XEXX010101000'];
const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{6})([1-9A-NP-Z]{2})([\dA])$/u;
export function validateRfc(raw: string): DocumentResult {
  const clean = raw.replace(/[\s\-.]/g, '');
  if (RFC_GENERIC.includes(clean)) return { ok: true, normalized: clean, formatted: clean };
  if (!/^[A-ZÑ&\d]+$/u.test(clean)) return fail('document.invalidCharacters');
  const length = [...clean].length;
  if (length !== 12 && length !== 13) return fail('document.invalidLength');
  const match = RFC_PATTERN.exec(clean);
  if (!match) return fail('document.invalidFormat');
  // a person's RFC (4 letters) never starts with a word SAT replaces (issue 12)
  if ((match[1] ?? '').length === 4 && startsWithInconvenientWord(clean, RFC_INCONVENIENT_WORDS))
    return fail('document.inconvenientWord');
  const date = match[2] ?? '';
  // The two-digit year may be 19xx or 20xx: a date is real if it is real in either century (29 February).
  if (!isRealDate(1900, date) && !isRealDate(2000, date)) return fail('document.invalidDate');
  const chars = [...clean];
  const check = rfcCheckDigit(chars.slice(0, -1).join(''));
  const warnings: DocumentWarningKey[] = check === chars[chars.length - 1] ? [] : ['document.checkDigitWarning'];
  return { ok: true, normalized: clean, formatted: clean, ...(warnings.length ? { warnings } : {}) };
}

// RENAPO state codes, NE for those born abroad.
export const CURP_STATES = [
  'AS',
  'BC',
  'BS',
  'CC',
  'CL',
  'CM',
  'CS',
  'CH',
  'DF',
  'DG',
  'GT',
  'GR',
  'HG',
  'JC',
  'MC',
  'MN',
  'MS',
  'NT',
  'NL',
  'OC',
  'PL',
  'QT',
  'QR',
  'SP',
  'SL',
  'SR',
  'TC',
  'TS',
  'TL',
  'VZ',
  'YN',
  'ZS',
  'NE',
] as const;
const CURP_PATTERN = /^([A-Z][AEIOUX][A-Z]{2})(\d{6})([HMX])([A-Z]{2})([B-DF-HJ-NP-TV-Z]{3})([A-Z\d])(\d)$/;
// spec §5 CURP: 18 characters; sex H, M or X; character 17 a digit before 2000 and a letter after; check digit.
// `today` bounds a birth date that a letter places in this century (injectable for tests).
export function validateCurp(raw: string, today: Date = new Date()): DocumentResult {
  const clean = raw.replace(/[\s\-.]/g, '');
  if (!/^[A-Z\d]+$/.test(clean)) return fail('document.invalidCharacters');
  if (clean.length !== 18) return fail('document.invalidLength');
  const match = CURP_PATTERN.exec(clean);
  if (!match) return fail('document.invalidFormat');
  const [, , date = '', , state = '', , differentiator = ''] = match;
  // RENAPO replaces the second letter of such a word with X (issue 12)
  if (startsWithInconvenientWord(clean, CURP_INCONVENIENT_WORDS)) return fail('document.inconvenientWord');
  if (!(CURP_STATES as readonly string[]).includes(state)) return fail('document.invalidState');
  const century = /\d/.test(differentiator) ? 1900 : 2000;
  if (!isRealDate(century, date)) return fail('document.invalidDate');
  // RENAPO gives a digit there for births up to 1999 and a letter from 2000: a letter with a birth date still to come
  // (TOMA880125HMNRRNO2 would be born in 2088) is someone born before 2000 with the wrong differentiator (issue 30)
  if (century === 2000 && birthDate(century, date) > today.getTime()) return fail('document.invalidDate');
  if (curpCheckDigit(clean.slice(0, 17)) !== clean.charAt(17)) return fail('document.invalidCheckDigit');
  return { ok: true, normalized: clean, formatted: clean };
}

// spec §5 CPF: 11 digits, not all equal, two check digits; shown as 000.000.000-00.
export function validateCpf(raw: string): DocumentResult {
  const clean = cleanDocument(raw);
  if (!/^\d+$/.test(clean)) return fail('document.invalidCharacters');
  if (clean.length !== 11) return fail('document.invalidLength');
  if (isRepeated(clean)) return fail('document.repeatedDigits');
  if (cpfCheckDigits(clean.slice(0, 9)) !== clean.slice(9)) return fail('document.invalidCheckDigit');
  return {
    ok: true,
    normalized: clean,
    formatted: `${clean.slice(0, 3)}.${clean.slice(3, 6)}.${clean.slice(6, 9)}-${clean.slice(9)}`,
  };
}

// spec §5 CNPJ: 14 characters, numeric or alphanumeric (12 characters 0-9/A-Z then two numeric check digits).
export function validateCnpj(raw: string): DocumentResult {
  const clean = cleanDocument(raw);
  if (!/^[A-Z0-9]+$/.test(clean)) return fail('document.invalidCharacters');
  if (clean.length !== 14) return fail('document.invalidLength');
  if (!/^[A-Z0-9]{12}\d{2}$/.test(clean)) return fail('document.invalidFormat');
  if (isRepeated(clean)) return fail('document.repeatedDigits');
  if (cnpjCheckDigits(clean.slice(0, 12)) !== clean.slice(12)) return fail('document.invalidCheckDigit');
  return {
    ok: true,
    normalized: clean,
    formatted: `${clean.slice(0, 2)}.${clean.slice(2, 5)}.${clean.slice(5, 8)}/${clean.slice(8, 12)}-${clean.slice(12)}`,
  };
}
