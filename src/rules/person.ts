// spec §3 (Person), §5 (Names and misc): names, email, birth date, gender, position, acceptance of terms. Pure.
import { define } from 'superstruct';
import { collapseSpaces, length, LETTERS_ONLY, pass, reject, text, type FieldResult } from './field';

export type NameErrorKey = 'name.required' | 'name.lettersOnly' | 'name.tooLong';
export type EmailErrorKey = 'email.required' | 'email.invalid';
export type BirthDateErrorKey =
  'birthDate.required' | 'birthDate.invalid' | 'birthDate.inFuture' | 'birthDate.tooYoung' | 'birthDate.tooOld';
export type GenderErrorKey = 'gender.required' | 'gender.invalid';
export type PositionErrorKey = 'position.required' | 'position.lettersOnly' | 'position.tooLong';

export const FIRST_NAME_MAX = 30; // spec §5
export const LAST_NAME_MAX = 254; // spec §5
export const POSITION_MAX = 50; // not in the spec: a sane bound for a job title
export const EMAIL_MAX = 254; // RFC 5321
const EMAIL_LOCAL_MAX = 64;

function letters(value: unknown, max: number, required: boolean): FieldResult<NameErrorKey> {
  const v = collapseSpaces(text(value));
  if (!v) return required ? reject('name.required') : pass('');
  if (!LETTERS_ONLY.test(v)) return reject('name.lettersOnly');
  if (length(v) > max) return reject('name.tooLong');
  return pass(v);
}

/** spec §5: required, letters only, 1-30. */
export const validateFirstName = (value: unknown) => letters(value, FIRST_NAME_MAX, true);
/** spec §5: required, letters only, 1-254 (lastName1 in the user payload). */
export const validateLastName = (value: unknown) => letters(value, LAST_NAME_MAX, true);
/** Optional middle name with the first name's rule. */
export const validateMiddleName = (value: unknown) => letters(value, FIRST_NAME_MAX, false);
/** motherLastName (some tenants): optional, the last name's rule. */
export const validateMotherLastName = (value: unknown) => letters(value, LAST_NAME_MAX, false);

/** Letters and spaces for the card holder (spec §5 Card). Same shape as a name. */
export const validateHolderName = (value: unknown) => letters(value, 100, true);

// A pragmatic address check (the WHATWG "valid e-mail address" grammar plus a dotted domain with a 2+ letter TLD).
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

/** spec §5: required, valid format. The value is returned lower-cased (the customer system stores it so, spec §3). */
export function validateEmail(value: unknown): FieldResult<EmailErrorKey> {
  const v = text(value);
  if (!v) return reject('email.required');
  const [local = '', ...rest] = v.split('@');
  if (
    v.length > EMAIL_MAX ||
    rest.length !== 1 ||
    local.length > EMAIL_LOCAL_MAX ||
    local.startsWith('.') ||
    local.endsWith('.') ||
    local.includes('..') ||
    !EMAIL_PATTERN.test(v)
  ) {
    return reject('email.invalid');
  }
  return pass(v.toLowerCase());
}

export interface BirthDateOptions {
  /** Minimum age in whole years (none unless given: the spec does not set one). */
  minAge?: number;
  /** Maximum age in whole years (default 120). */
  maxAge?: number;
}

/** Parse YYYY-MM-DD or DD/MM/YYYY (also DD-MM-YYYY) into a real calendar date, or null. */
export function parseDate(value: string): { year: number; month: number; day: number } | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const local = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day };
}

function ageOn(birth: { year: number; month: number; day: number }, now: Date): number {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  const d = now.getUTCDate();
  return y - birth.year - (m < birth.month || (m === birth.month && d < birth.day) ? 1 : 0);
}

/**
 * spec §5: birth date required. A real date, not in the future, within the age bounds. `now` is injected (no clock here).
 * The value is returned as YYYY-MM-DD.
 */
export function validateBirthDate(
  value: unknown,
  now: Date,
  options: BirthDateOptions = {},
): FieldResult<BirthDateErrorKey> {
  const v = text(value);
  if (!v) return reject('birthDate.required');
  const date = parseDate(v);
  if (!date) return reject('birthDate.invalid');
  const iso = `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) return reject('birthDate.invalid');
  const today = now.toISOString().slice(0, 10);
  if (iso > today) return reject('birthDate.inFuture');
  const age = ageOn(date, now);
  if (options.minAge !== undefined && age < options.minAge) return reject('birthDate.tooYoung');
  if (age > (options.maxAge ?? 120)) return reject('birthDate.tooOld');
  return pass(iso);
}

export const GENDERS = ['MALE', 'FEMALE', 'UNSET'] as const;
export type Gender = (typeof GENDERS)[number];
/** spec §3: registration accepts only MALE and FEMALE (default MALE). */
export const REGISTRATION_GENDERS = ['MALE', 'FEMALE'] as const;
export const DEFAULT_GENDER: Gender = 'MALE';

/** spec §3, §5: gender is required; UNSET is a profile value only. */
export function validateGender(
  value: unknown,
  options: { registration?: boolean } = {},
): FieldResult<GenderErrorKey, Gender> {
  const v = text(value).toUpperCase();
  if (!v) return reject('gender.required');
  const allowed: readonly string[] = options.registration ? REGISTRATION_GENDERS : GENDERS;
  if (!allowed.includes(v)) return reject(options.registration && v === 'UNSET' ? 'gender.required' : 'gender.invalid');
  return pass(v as Gender);
}

/** spec §5: position is required, letters only. */
export function validatePosition(value: unknown): FieldResult<PositionErrorKey> {
  const v = collapseSpaces(text(value));
  if (!v) return reject('position.required');
  if (!LETTERS_ONLY.test(v)) return reject('position.lettersOnly');
  if (length(v) > POSITION_MAX) return reject('position.tooLong');
  return pass(v);
}

/** spec §5: acceptance of terms is required: only `true` passes. */
export function validateAcceptance(value: unknown): FieldResult<'terms.required', true> {
  return value === true ? pass(true as const) : reject('terms.required');
}

/** spec §5: a required selection (size variant, taxpayer type, industry...): any non-empty value. */
export function validateSelection(value: unknown): FieldResult<'selection.required'> {
  const v = text(value);
  return v ? pass(v) : reject('selection.required');
}

/** spec §5: commercial (fantasy) name, required in Mexico; optional elsewhere. At most 100 characters. */
export function validateCommercialName(
  country: string,
  value: unknown,
): FieldResult<'commercialName.required' | 'commercialName.tooLong'> {
  const v = collapseSpaces(text(value));
  if (!v) return country?.toUpperCase?.() === 'MX' ? reject('commercialName.required') : pass('');
  if (length(v) > 100) return reject('commercialName.tooLong');
  return pass(v);
}

/** Structs for request bodies and forms. */
export const emailStruct = define<string>('Email', (value) => {
  const r = validateEmail(value);
  return r.ok ? true : r.error;
});
export const firstNameStruct = define<string>('FirstName', (value) => {
  const r = validateFirstName(value);
  return r.ok ? true : r.error;
});
export const lastNameStruct = define<string>('LastName', (value) => {
  const r = validateLastName(value);
  return r.ok ? true : r.error;
});
export const positionStruct = define<string>('Position', (value) => {
  const r = validatePosition(value);
  return r.ok ? true : r.error;
});
export const genderStruct = (options: { registration?: boolean } = {}) =>
  define<Gender>('Gender', (value) => {
    const r = validateGender(value, options);
    return r.ok ? true : r.error;
  });
