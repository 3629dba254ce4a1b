// spec §3 (document types, defaults, tax identifier codes) and §5 (document rules). Pure: no app imports.
import { define } from 'superstruct';
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

export const DOCUMENT_TYPES = [
  'CPF', 'CNPJ', 'RUT', 'RUC', 'DNI', 'DNIDV', 'CARNET_DE_EXTRANJERIA', 'CEDULA_DE_CIUDADANIA', 'CEDULA_DE_EXTRANJERIA', 'NIT', 'RFC', 'CURP',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type DocumentErrorKey =
  | 'document.required'
  | 'document.unknownType'
  | 'document.invalidCharacters'
  | 'document.invalidLength'
  | 'document.invalidFormat'
  | 'document.invalidCheckDigit'
  | 'document.invalidPrefix'
  | 'document.repeatedDigits'
  | 'document.invalidDate'
  | 'document.invalidState'
  | 'document.dvRequired';
export type DocumentWarningKey = 'document.checkDigitWarning';

export type DocumentResult =
  | { ok: true; normalized: string; formatted: string; warnings?: DocumentWarningKey[]; dv?: string }
  | { ok: false; error: DocumentErrorKey };

export interface DocumentOptions {
  /** Peru DNI: the verification character typed in its own field (documentDniDv). */
  dv?: string | null;
  /** DNI: 'PE' (default) checks the verification character; 'AR' and 'UY' take 7-8 digits without one. */
  country?: string | null;
  /** Peru DNI: accept 8 digits without a verification character (default false). */
  requireDv?: boolean;
  /** CEDULA_DE_CIUDADANIA / CEDULA_DE_EXTRANJERIA: configured min/max length (spec §5). */
  minLength?: number;
  maxLength?: number;
}

const fail = (error: DocumentErrorKey): DocumentResult => ({ ok: false, error });

/** spec §3: the short forms CE and CC map to the Colombian types; other names are upper-cased. Unknown names give null. */
export function normalizeDocumentType(type: unknown): DocumentType | null {
  if (typeof type !== 'string') return null;
  const key = type.trim().toUpperCase().replace(/[\s-]+/g, '_');
  if (key === 'CC') return 'CEDULA_DE_CIUDADANIA';
  if (key === 'CE') return 'CEDULA_DE_EXTRANJERIA';
  if (key === 'DNI_DV') return 'DNIDV';
  return (DOCUMENT_TYPES as readonly string[]).includes(key) ? (key as DocumentType) : null;
}

/** Trim, upper-case and drop the accepted masks: dots, dashes, slashes, spaces. */
export function cleanDocument(value: string): string {
  return value.trim().toUpperCase().replace(/[.\-/\s]/g, '');
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const isRepeated = (s: string) => /^(.)\1*$/.test(s);

/**
 * Validate a document of any spec §3 type. Input is trimmed; dots, dashes, slashes, spaces and lower case are accepted.
 * Never throws: anything that is not a string is 'document.required'.
 */
export function validateDocument(type: unknown, value: unknown, options: DocumentOptions = {}): DocumentResult {
  const docType = normalizeDocumentType(type);
  if (!docType) return fail('document.unknownType');
  if (typeof value !== 'string' || value.trim().length === 0) return fail('document.required');
  const raw = value.trim().toUpperCase();
  switch (docType) {
    case 'RUT':
      return validateRut(raw);
    case 'RUC':
      return validateRuc(raw);
    case 'DNI':
    case 'DNIDV':
      return validateDni(raw, docType, options);
    case 'CARNET_DE_EXTRANJERIA':
      return validateCarnet(raw);
    case 'CEDULA_DE_CIUDADANIA':
      return validateDigits(raw, options.minLength ?? 7, options.maxLength ?? 10);
    case 'CEDULA_DE_EXTRANJERIA':
      return validateDigits(raw, options.minLength ?? 1, options.maxLength ?? 10);
    case 'NIT':
      return validateNit(raw);
    case 'RFC':
      return validateRfc(raw);
    case 'CURP':
      return validateCurp(raw);
    case 'CPF':
      return validateCpf(raw);
    case 'CNPJ':
      return validateCnpj(raw);
  }
}

/** True when validateDocument accepts the value. */
export const isDocumentValid = (type: unknown, value: unknown, options?: DocumentOptions): boolean =>
  validateDocument(type, value, options).ok;

// spec §5 RUT: body of 1-8 digits, then a check digit 0-9 or K; shown as 12.345.678-5.
function validateRut(raw: string): DocumentResult {
  const clean = cleanDocument(raw);
  if (!/^[0-9]+[0-9K]$/.test(clean)) return fail('document.invalidCharacters');
  const body = clean.slice(0, -1).replace(/^0+/, '');
  const dv = clean.slice(-1);
  if (body.length < 1 || body.length > 8) return fail('document.invalidLength');
  if (rutCheckDigit(body) !== dv) return fail('document.invalidCheckDigit');
  return { ok: true, normalized: body + dv, formatted: `${groupThousands(body)}-${dv}`, dv };
}

// spec §5 RUC: 11 digits; prefixes 10, 15, 17, 20 (spec) and 16 (issue 3); check digit on the 11th.
const RUC_PREFIXES = ['10', '15', '16', '17', '20'];
function validateRuc(raw: string): DocumentResult {
  const clean = cleanDocument(raw);
  if (!/^\d+$/.test(clean)) return fail('document.invalidCharacters');
  if (clean.length !== 11) return fail('document.invalidLength');
  if (!RUC_PREFIXES.includes(clean.slice(0, 2))) return fail('document.invalidPrefix');
  if (rucCheckDigit(clean.slice(0, 10)) !== clean.charAt(10)) return fail('document.invalidCheckDigit');
  return { ok: true, normalized: clean, formatted: clean };
}

// Peru DNI with dniDv (spec §3, §5): 8 digits plus the verification character, numeric or the older cards' letter.
// Argentina and Uruguay (options.country): 7-8 digits, no verification character.
function validateDni(raw: string, type: 'DNI' | 'DNIDV', options: DocumentOptions): DocumentResult {
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
function validateCarnet(raw: string): DocumentResult {
  const clean = cleanDocument(raw);
  if (!/^[A-Z0-9]+$/.test(clean)) return fail('document.invalidCharacters');
  if (clean.length > 12) return fail('document.invalidLength');
  return { ok: true, normalized: clean, formatted: clean };
}

// spec §5: Colombian cédulas, digits only, configured min/max.
function validateDigits(raw: string, min: number, max: number): DocumentResult {
  const clean = cleanDocument(raw);
  if (!/^\d+$/.test(clean)) return fail('document.invalidCharacters');
  if (clean.length < min || clean.length > max) return fail('document.invalidLength');
  return { ok: true, normalized: clean, formatted: groupThousands(clean) };
}

// spec §5 NIT: digits, at least 10 with the check digit; 900123456-7 or 9001234567.
function validateNit(raw: string): DocumentResult {
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
function validateRfc(raw: string): DocumentResult {
  const clean = raw.replace(/[\s\-.]/g, '');
  if (RFC_GENERIC.includes(clean)) return { ok: true, normalized: clean, formatted: clean };
  if (!/^[A-ZÑ&\d]+$/u.test(clean)) return fail('document.invalidCharacters');
  const length = [...clean].length;
  if (length !== 12 && length !== 13) return fail('document.invalidLength');
  const match = RFC_PATTERN.exec(clean);
  if (!match) return fail('document.invalidFormat');
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
  'AS', 'BC', 'BS', 'CC', 'CL', 'CM', 'CS', 'CH', 'DF', 'DG', 'GT', 'GR', 'HG', 'JC', 'MC', 'MN', 'MS', 'NT', 'NL', 'OC', 'PL', 'QT',
  'QR', 'SP', 'SL', 'SR', 'TC', 'TS', 'TL', 'VZ', 'YN', 'ZS', 'NE',
] as const;
const CURP_PATTERN = /^([A-Z][AEIOUX][A-Z]{2})(\d{6})([HMX])([A-Z]{2})([B-DF-HJ-NP-TV-Z]{3})([A-Z\d])(\d)$/;
// spec §5 CURP: 18 characters; sex H, M or X; character 17 a digit before 2000 and a letter after; check digit.
function validateCurp(raw: string): DocumentResult {
  const clean = raw.replace(/[\s\-.]/g, '');
  if (!/^[A-Z\d]+$/.test(clean)) return fail('document.invalidCharacters');
  if (clean.length !== 18) return fail('document.invalidLength');
  const match = CURP_PATTERN.exec(clean);
  if (!match) return fail('document.invalidFormat');
  const [, , date = '', , state = '', , differentiator = ''] = match;
  if (!(CURP_STATES as readonly string[]).includes(state)) return fail('document.invalidState');
  const century = /\d/.test(differentiator) ? 1900 : 2000;
  if (!isRealDate(century, date)) return fail('document.invalidDate');
  if (curpCheckDigit(clean.slice(0, 17)) !== clean.charAt(17)) return fail('document.invalidCheckDigit');
  return { ok: true, normalized: clean, formatted: clean };
}

// spec §5 CPF: 11 digits, not all equal, two check digits; shown as 000.000.000-00.
function validateCpf(raw: string): DocumentResult {
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
function validateCnpj(raw: string): DocumentResult {
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

// ---------------------------------------------------------------------------------------------------------------------
// spec §3: document types by country and customer kind, and the defaults.

export type CustomerKind = 'personal' | 'company';
type KindInput = CustomerKind | 'INDIVIDUAL' | 'ORGANIZATION' | 'B2C' | 'B2B';
const kindOf = (kind: KindInput): CustomerKind =>
  kind === 'company' || kind === 'ORGANIZATION' || kind === 'B2B' ? 'company' : 'personal';

const TYPES_BY_COUNTRY: Record<string, Record<CustomerKind, DocumentType[]>> = {
  CL: { personal: ['RUT'], company: ['RUT'] },
  PE: { personal: ['DNI', 'CARNET_DE_EXTRANJERIA', 'RUC'], company: ['RUC'] },
  BR: { personal: ['CPF'], company: ['CNPJ'] },
  AR: { personal: ['DNI'], company: ['DNI'] },
  MX: { personal: ['CURP', 'RFC'], company: ['RFC'] },
  CO: { personal: ['CEDULA_DE_CIUDADANIA', 'CEDULA_DE_EXTRANJERIA'], company: ['NIT'] },
  // Uruguay is not in the spec's table: the same choice as the Uruguayan tenant config (DNI personal, RUT company).
  UY: { personal: ['DNI'], company: ['RUT'] },
};

/** spec §3 table. Unknown countries get the general default, RUT. */
export function documentTypesFor(country: string, customerKind: KindInput): DocumentType[] {
  const entry = TYPES_BY_COUNTRY[country?.toUpperCase?.() ?? ''];
  return [...(entry ? entry[kindOf(customerKind)] : ['RUT' as const])];
}

/**
 * spec §3 defaults: RUT in general; Colombia CEDULA_DE_CIUDADANIA; Brazil CPF. Company documents follow the country's
 * company types (spec §3 company document types: RUT, CNPJ, NIT, RFC, RUC).
 */
export function defaultDocumentType(country: string, customerKind: KindInput): DocumentType {
  const code = country?.toUpperCase?.() ?? '';
  const kind = kindOf(customerKind);
  if (kind === 'personal') {
    if (code === 'CO') return 'CEDULA_DE_CIUDADANIA';
    if (code === 'BR') return 'CPF';
    if (code === 'PE' || code === 'AR' || code === 'UY') return 'DNI';
    if (code === 'MX') return 'CURP';
    return 'RUT';
  }
  return documentTypesFor(code, 'company')[0] ?? 'RUT';
}

// spec §3: tax identifier type codes.
const TAX_TYPE_CODES: Record<string, Partial<Record<DocumentType, string>>> = {
  CL: { RUT: '01' },
  PE: { RUC: '07', DNI: '03', DNIDV: '03' },
  BR: { CNPJ: '30', CPF: '31' },
  AR: { DNI: '10' },
  MX: { CURP: '21', RFC: '35' },
};

/**
 * spec §3 tax identifier: country prefix + type code + the number with separators and leading zeros removed,
 * e.g. ('CL', 'RUT', '12.345.678-5') -> 'CL01123456785'. Null when the spec gives no code for that country and type.
 */
export function taxIdentifier(country: string, type: string, number: string): string | null {
  const code = typeof country === 'string' ? country.trim().toUpperCase() : '';
  const docType = normalizeDocumentType(type);
  const typeCode = docType ? TAX_TYPE_CODES[code]?.[docType] : undefined;
  if (!typeCode || typeof number !== 'string') return null;
  let cleaned = cleanDocument(number);
  // Peru's DNI is identified by its 8 digits: a verification character typed with it is not part of the number.
  if (code === 'PE' && (docType === 'DNI' || docType === 'DNIDV') && /^\d{8}[0-9A-K]$/.test(cleaned)) cleaned = cleaned.slice(0, 8);
  cleaned = cleaned.replace(/^0+/, '');
  if (cleaned.length === 0) return null;
  return `${code}${typeCode}${cleaned}`;
}

/** A superstruct struct for a document value of a fixed type (forms and request bodies). */
export const documentStruct = (type: DocumentType, options?: DocumentOptions) =>
  define<string>(`Document:${type}`, (value) => {
    const result = validateDocument(type, value, options);
    return result.ok ? true : result.error;
  });
