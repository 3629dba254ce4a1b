// spec §3 Address: state/region, city/province, municipal/commune/district. How many of those three levels come from the
// official geo lists (server/data/geo) differs by country; the rest is typed by the user (Colombia's neighbourhood, Mexico's
// colony when no postcode table is loaded, Brazil's bairro, Uruguay's city and neighbourhood). Pure.
import { COUNTRIES, type Country } from './countries';

/** Levels of the geo lists per country: 3 = state, city and municipal are chosen; 2 = municipal is typed; 1 = city too. */
export const ADDRESS_GEO_LEVELS: Readonly<Record<string, 1 | 2 | 3>> = {
  CL: 3,
  PE: 3,
  AR: 3,
  CO: 2,
  MX: 2,
  BR: 2,
  UY: 1,
};

export function addressGeoLevels(country: string): 1 | 2 | 3 {
  return ADDRESS_GEO_LEVELS[country.toUpperCase()] ?? 1;
}

/** spec §3: which field names a country's labels use (Colombia and Mexico differ). */
export type AddressLabelSet = 'default' | 'co' | 'mx' | 'br';
export function addressLabelSet(country: string): AddressLabelSet {
  const code = country.toUpperCase();
  return code === 'CO' ? 'co' : code === 'MX' ? 'mx' : code === 'BR' ? 'br' : 'default';
}

/**
 * spec §3, issue 32 item 3: the one table of address labels is the address modal's, `labels.<COUNTRY>.<field>` of the account
 * namespace (src/i18n/locales/<locale>/account.json); company details and company registration read it too, by the tenant's
 * country, so that a place reads the same in every form (Mexico: Estado, Municipio, Colonia, Número exterior...).
 */
export type AddressLabelCountry = Country;
export type AddressLabelField =
  | 'addressName'
  | 'addressLine1'
  | 'addressLine2'
  | 'addressLine3'
  | 'addressReference'
  | 'postcode'
  | 'state'
  | 'city'
  | 'municipal';
export type AddressLabelKey = `labels.${AddressLabelCountry}.${AddressLabelField}`;

/** The label set of a country (a country without its own set reads Chile's, the first tenant's). */
export function addressLabelCountry(country: string): AddressLabelCountry {
  const code = country.toUpperCase();
  return COUNTRIES.find((c) => c === code) ?? 'CL';
}

/** The account-namespace key of a field's label in a country (`labels.MX.municipal` -> "Colonia"). */
export function addressLabelKey<F extends AddressLabelField>(
  country: string,
  field: F,
): `labels.${AddressLabelCountry}.${F}` {
  return `labels.${addressLabelCountry(country)}.${field}`;
}

const ADDRESS_LABEL_FIELDS: ReadonlySet<string> = new Set<AddressLabelField>([
  'addressName',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'addressReference',
  'postcode',
  'state',
  'city',
  'municipal',
]);
export const isAddressLabelField = (field: string): field is AddressLabelField => ADDRESS_LABEL_FIELDS.has(field);
