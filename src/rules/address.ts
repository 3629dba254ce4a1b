// spec §3 (Address, with the Colombian and Mexican variants) and §5 (Address). Pure.
import { define, optional, string, type } from 'superstruct';
import { collapseSpaces, length, text } from './field';

export interface AddressInput {
  addressName?: unknown;
  addressLine1?: unknown;
  addressLine2?: unknown;
  addressLine3?: unknown;
  postcode?: unknown;
  state?: unknown;
  city?: unknown;
  municipal?: unknown;
  addressReference?: unknown;
}
export type AddressField =
  'addressName' | 'addressLine1' | 'addressLine2' | 'addressLine3' | 'postcode' | 'state' | 'city' | 'municipal';

export type AddressErrorKey =
  | 'address.required'
  | 'address.tooLong'
  | 'address.tooShort'
  | 'address.invalidCharacters'
  | 'address.digitsOnly'
  | 'address.exteriorNumberRequired'
  | 'address.postcodeRequired'
  | 'address.postcodeInvalid'
  | 'address.selectState'
  | 'address.selectCity'
  | 'address.selectMunicipal'
  | 'address.selectMunicipality'
  | 'address.selectColony'
  | 'address.selectDepartment';

export interface NormalizedAddress {
  addressName: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  postcode: string;
  state: string;
  city: string;
  municipal: string;
  addressReference: string;
}

export type AddressResult =
  { ok: true; value: NormalizedAddress } | { ok: false; errors: Partial<Record<AddressField, AddressErrorKey>> };

export interface AddressOptions {
  /** spec §5: addressLine1 has a minimum of 3 in one locale (which one is not shown): set it per tenant. Default 1. */
  addressLine1Min?: number;
  /** spec §5: addressLine2 is digits only in one locale (not shown which): set it per tenant. Default false. */
  addressLine2DigitsOnly?: boolean;
  /** Make the postcode required where the spec does not already (Brazil and Mexico require it). */
  postcodeRequired?: boolean;
  /** The selects may be absent in forms that resolve them from the postcode. Default true. */
  requireSelections?: boolean;
}

export const ADDRESS_NAME_MAX = 30;
export const ADDRESS_LINE1_MAX = 50;
export const ADDRESS_LINE2_MAX = 6;
export const ADDRESS_LINE3_MAX = 6;

// spec §5: "letters and digits only". Spaces and the punctuation street names carry (Av. O'Higgins, Calle 10 # 5-20,
// N° 12) are accepted too: a street name without them cannot be typed.
const STREET = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N} .,#°º'’/-]*[\p{L}\p{M}\p{N}.])?$/u;
const ALPHANUMERIC = /^[\p{L}\p{M}\p{N}]+(?: [\p{L}\p{M}\p{N}]+)*$/u;
const NAME = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N} .,'’-]*[\p{L}\p{M}\p{N}.])?$/u;

/** spec §5: postcode digits only; Brazil 00000-000 (8 digits); Mexico 5 digits. Returns the display form or null. */
export function formatPostcode(country: string, value: unknown): string | null {
  const code = typeof country === 'string' ? country.toUpperCase() : '';
  const v = text(value);
  if (code === 'BR') {
    const m = /^(\d{5})-?(\d{3})$/.exec(v);
    return m ? `${m[1]}-${m[2]}` : null;
  }
  if (code === 'MX') return /^\d{5}$/.test(v) ? v : null;
  // Postcode length is not shown for the other countries (spec §9): digits only, at most 10.
  return /^\d{1,10}$/.test(v) ? v : null;
}

/** spec §5: Mexico and Brazil require the postcode (forms mark it required there). */
export const postcodeRequired = (country: string): boolean => ['BR', 'MX'].includes(country.toUpperCase());

/** spec §5: the postcode on its own (Mexico and Brazil require it). */
export function validatePostcode(
  country: string,
  value: unknown,
  required = false,
): { ok: true; value: string } | { ok: false; error: AddressErrorKey } {
  const code = typeof country === 'string' ? country.toUpperCase() : '';
  const v = text(value);
  if (!v)
    return required || postcodeRequired(code)
      ? { ok: false, error: 'address.postcodeRequired' }
      : { ok: true, value: '' };
  const formatted = formatPostcode(code, v);
  return formatted === null ? { ok: false, error: 'address.postcodeInvalid' } : { ok: true, value: formatted };
}

/**
 * spec §5: validate every address field at once; errors are per field. Mexico: exterior number (addressLine2) and
 * the postcode are required, and the selects are state, municipality and colony; Colombia: department, city and
 * neighbourhood (the same three fields with other labels).
 */
export function validateAddress(country: string, address: AddressInput, options: AddressOptions = {}): AddressResult {
  const code = typeof country === 'string' ? country.toUpperCase() : '';
  const input: AddressInput = typeof address === 'object' && address !== null ? address : {};
  const errors: Partial<Record<AddressField, AddressErrorKey>> = {};
  const value: NormalizedAddress = {
    addressName: collapseSpaces(text(input.addressName)),
    addressLine1: collapseSpaces(text(input.addressLine1)),
    addressLine2: text(input.addressLine2),
    addressLine3: text(input.addressLine3),
    postcode: text(input.postcode),
    state: text(input.state),
    city: text(input.city),
    municipal: text(input.municipal),
    addressReference: collapseSpaces(text(input.addressReference)),
  };

  if (!value.addressName) errors.addressName = 'address.required';
  else if (length(value.addressName) > ADDRESS_NAME_MAX) errors.addressName = 'address.tooLong';
  else if (!NAME.test(value.addressName)) errors.addressName = 'address.invalidCharacters';

  const line1Min = Math.max(1, options.addressLine1Min ?? 1);
  if (!value.addressLine1) errors.addressLine1 = 'address.required';
  else if (!STREET.test(value.addressLine1)) errors.addressLine1 = 'address.invalidCharacters';
  else if (length(value.addressLine1) < line1Min) errors.addressLine1 = 'address.tooShort';
  else if (length(value.addressLine1) > ADDRESS_LINE1_MAX) errors.addressLine1 = 'address.tooLong';

  if (!value.addressLine2) errors.addressLine2 = code === 'MX' ? 'address.exteriorNumberRequired' : 'address.required';
  else if (options.addressLine2DigitsOnly && !/^\d+$/.test(value.addressLine2))
    errors.addressLine2 = 'address.digitsOnly';
  else if (!ALPHANUMERIC.test(value.addressLine2)) errors.addressLine2 = 'address.invalidCharacters';
  else if (length(value.addressLine2) > ADDRESS_LINE2_MAX) errors.addressLine2 = 'address.tooLong';

  if (value.addressLine3) {
    if (!ALPHANUMERIC.test(value.addressLine3)) errors.addressLine3 = 'address.invalidCharacters';
    else if (length(value.addressLine3) > ADDRESS_LINE3_MAX) errors.addressLine3 = 'address.tooLong';
  }

  const postcode = validatePostcode(code, value.postcode, options.postcodeRequired);
  if (postcode.ok) value.postcode = postcode.value;
  else errors.postcode = postcode.error;

  if (options.requireSelections !== false) {
    if (!value.state) errors.state = code === 'CO' ? 'address.selectDepartment' : 'address.selectState';
    if (!value.city) errors.city = code === 'MX' ? 'address.selectMunicipality' : 'address.selectCity';
    if (!value.municipal) errors.municipal = code === 'MX' ? 'address.selectColony' : 'address.selectMunicipal';
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** The shape of an address request body (unknown fields are for the contract to reject). */
export const AddressInputStruct = type({
  addressName: string(),
  addressLine1: string(),
  addressLine2: string(),
  addressLine3: optional(string()),
  postcode: optional(string()),
  /** geo ids where the country's lists have the level (src/rules/address-levels.ts), else the typed name */
  state: string(),
  city: string(),
  municipal: string(),
  addressReference: optional(string()),
});

/** A struct that runs validateAddress for a country (forms and request bodies). */
export const addressStruct = (country: string, options?: AddressOptions) =>
  define<NormalizedAddress>(`Address:${country}`, (value) => {
    const result = validateAddress(country, (value ?? {}) as AddressInput, options);
    return result.ok
      ? true
      : Object.entries(result.errors)
          .map(([field, key]) => `${field}: ${key}`)
          .join('; ');
  });
