// spec §3: document types, and the result shape of the document rules. Pure.

export const DOCUMENT_TYPES = [
  'CPF',
  'CNPJ',
  'RUT',
  'RUC',
  'DNI',
  'DNIDV',
  'CARNET_DE_EXTRANJERIA',
  'CEDULA_DE_CIUDADANIA',
  'CEDULA_DE_EXTRANJERIA',
  'NIT',
  'RFC',
  'CURP',
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
  | 'document.inconvenientWord'
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
