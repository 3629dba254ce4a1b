// spec §3 (document types, defaults, tax identifier codes) and §5 (document rules). Pure: no app imports.
import { define } from 'superstruct';
import type { AccountKind } from './account-kind';
import { DOCUMENT_TYPES, type DocumentOptions, type DocumentResult, type DocumentType } from './document-types';
import {
  cleanDocument,
  validateCarnet,
  validateCnpj,
  validateCpf,
  validateCurp,
  validateDigits,
  validateDni,
  validateNit,
  validateRfc,
  validateRuc,
  validateRut,
} from './document-validators';

export { DOCUMENT_TYPES, cleanDocument };
export type {
  DocumentErrorKey,
  DocumentOptions,
  DocumentResult,
  DocumentType,
  DocumentWarningKey,
} from './document-types';

/** spec §3: the short forms CE and CC map to the Colombian types; other names are upper-cased. Unknown names give null. */
export function normalizeDocumentType(type: unknown): DocumentType | null {
  if (typeof type !== 'string') return null;
  const key = type
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (key === 'CC') return 'CEDULA_DE_CIUDADANIA';
  if (key === 'CE') return 'CEDULA_DE_EXTRANJERIA';
  if (key === 'DNI_DV') return 'DNIDV';
  return (DOCUMENT_TYPES as readonly string[]).includes(key) ? (key as DocumentType) : null;
}

/**
 * Validate a document of any spec §3 type. Input is trimmed; dots, dashes, slashes, spaces and lower case are accepted.
 * Never throws: anything that is not a string is 'document.required'.
 */
export function validateDocument(type: unknown, value: unknown, options: DocumentOptions = {}): DocumentResult {
  const docType = normalizeDocumentType(type);
  if (!docType) return { ok: false, error: 'document.unknownType' };
  if (typeof value !== 'string' || value.trim().length === 0) return { ok: false, error: 'document.required' };
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

// ---------------------------------------------------------------------------------------------------------------------
// spec §3: document types by country and customer kind, and the defaults.

type KindInput = AccountKind | 'INDIVIDUAL' | 'ORGANIZATION' | 'B2C' | 'B2B';
const kindOf = (kind: KindInput): AccountKind =>
  kind === 'company' || kind === 'ORGANIZATION' || kind === 'B2B' ? 'company' : 'personal';

const TYPES_BY_COUNTRY: Record<string, Record<AccountKind, DocumentType[]>> = {
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
  if (code === 'PE' && (docType === 'DNI' || docType === 'DNIDV') && /^\d{8}[0-9A-K]$/.test(cleaned))
    cleaned = cleaned.slice(0, 8);
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
