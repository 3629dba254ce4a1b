// spec §3 Company, §5 company profile mandatory set (position, businessName, addressLine1, addressLine2, orgPhone, orgType,
// companyDocument) and required selections (region, province, commune, industry). One rule for the company details form and
// the server's PUT /{tenant}/users/organization. Pure; error keys are of the `rules` i18n namespace.
import { validateAddress, type AddressErrorKey } from './address';
import { addressGeoLevels } from './address-levels';
import { ORGANIZATION_TYPES, ORIGIN_TYPES } from './company-types';
import { collapseSpaces, length, text } from './field';
import { validateCommercialName, validatePosition } from './person';
import { validatePhone } from './phone';

export const COMPANY_DETAILS_FIELDS = [
  'position',
  'businessName',
  'fantasyName',
  'organizationType',
  'originType',
  'businessType',
  'economicActivityCode',
  'economicActivityText',
  'state',
  'city',
  'municipal',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'postcode',
  'companyPhone',
] as const;
export type CompanyDetailsField = (typeof COMPANY_DETAILS_FIELDS)[number];
export type CompanyDetailsValues = Record<CompanyDetailsField, string>;

/** What the form asks in a country: geography depth (server/data/SOURCES.md), business type, activity as a list or text. */
export interface CompanyDetailsShape {
  country: string;
  geoLevels: 1 | 2 | 3;
  asksBusinessType: boolean;
  activityFreeText: boolean;
}

/** Geography depth by country, for company registration and details: that of the geo lists (address-levels.ts). */
export const companyGeoLevels = (country: string): 1 | 2 | 3 => addressGeoLevels(country);

/** spec §3: business types are asked in Colombia and Mexico. */
export const asksBusinessType = (country: string) => ['CO', 'MX'].includes(country.toUpperCase());

export const BUSINESS_NAME_MAX = 100;

/**
 * Issue 32 item 3, spec §3 Address: where the geo lists stop at the city (Mexico, Colombia, Brazil: two levels) the third
 * level (colonia, barrio, bairro) is typed, as in the address modal; with three levels it is chosen from the list.
 */
export const typesMunicipal = (geoLevels: number): boolean => geoLevels === 2;

/** A typed colony, neighbourhood or bairro: at most 60 characters (the address modal's typed place, server account-geo). */
export const COLONY_MAX = 60;
// letters and digits, with the punctuation place names carry (Col. Centro, Barrio 7 de Agosto, Jardim São Paulo - Zona 2)
const PLACE_NAME = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N} .,'’°º#/-]*[\p{L}\p{M}\p{N}.])?$/u;

/**
 * spec §5 Address: a typed colony / neighbourhood / bairro, trimmed with its spaces collapsed. Required wherever the address
 * modal requires it (it asks the three levels in every country), unless `required` is false (the lite registration).
 */
export function validateColony(
  value: unknown,
  required = true,
): { ok: true; value: string } | { ok: false; error: AddressErrorKey } {
  const colony = collapseSpaces(text(value));
  if (!colony) return required ? { ok: false, error: 'address.required' } : { ok: true, value: '' };
  if (length(colony) > COLONY_MAX) return { ok: false, error: 'address.tooLong' };
  if (!PLACE_NAME.test(colony)) return { ok: false, error: 'address.invalidCharacters' };
  return { ok: true, value: colony };
}

/** The fields the form shows for a shape (the hidden ones are never checked). */
export function visibleCompanyDetailsFields(shape: CompanyDetailsShape): CompanyDetailsField[] {
  return COMPANY_DETAILS_FIELDS.filter((field) => {
    if (field === 'businessType') return shape.asksBusinessType;
    if (field === 'economicActivityCode') return !shape.activityFreeText;
    if (field === 'economicActivityText') return shape.activityFreeText;
    if (field === 'city') return shape.geoLevels >= 2;
    if (field === 'municipal') return shape.geoLevels >= 3 || typesMunicipal(shape.geoLevels);
    return true;
  });
}

export type CompanyAddressField = 'addressLine1' | 'addressLine2' | 'addressLine3' | 'postcode';

/**
 * spec §5 Address rules for a company's street lines and postcode (the selections are checked by the caller, per country
 * depth): the company details form, company registration (full and lite) and the server's checks of both.
 */
export function companyAddressErrors(
  country: string,
  values: Partial<Record<CompanyAddressField, string>>,
): Partial<Record<CompanyAddressField, AddressErrorKey>> {
  const address = validateAddress(
    country,
    { addressName: 'Empresa', ...values },
    { requireSelections: false, postcodeRequired: false },
  );
  const errors: Partial<Record<CompanyAddressField, AddressErrorKey>> = {};
  if (!address.ok)
    for (const field of ['addressLine1', 'addressLine2', 'addressLine3', 'postcode'] as const)
      if (address.errors[field]) errors[field] = address.errors[field];
  return errors;
}

/** Every failing field with its message key; {} when the values may be saved. */
export function companyDetailsErrors(
  shape: CompanyDetailsShape,
  values: Partial<CompanyDetailsValues>,
): Partial<Record<CompanyDetailsField, string>> {
  const v = (field: CompanyDetailsField) => text(values[field]);
  const errors: Partial<Record<CompanyDetailsField, string>> = {};
  const put = (field: CompanyDetailsField, r: { ok: boolean; error?: string }) => {
    if (!r.ok && r.error) errors[field] = r.error;
  };
  put('position', validatePosition(v('position')));
  const businessName = collapseSpaces(v('businessName'));
  if (!businessName) errors.businessName = 'field.required';
  else if (length(businessName) > BUSINESS_NAME_MAX) errors.businessName = 'name.tooLong';
  put('fantasyName', validateCommercialName(shape.country, v('fantasyName')));
  if (!(ORGANIZATION_TYPES as readonly string[]).includes(v('organizationType')))
    errors.organizationType = 'selection.required';
  if (!(ORIGIN_TYPES as readonly string[]).includes(v('originType'))) errors.originType = 'selection.required';
  if (shape.asksBusinessType && !v('businessType')) errors.businessType = 'selection.required';
  // spec §5 required selections: industry (the economic activity), as a code of the list or as text where no list exists
  if (shape.activityFreeText) {
    if (!v('economicActivityText')) errors.economicActivityText = 'economicActivity.required';
    else if (length(v('economicActivityText')) > 120) errors.economicActivityText = 'economicActivity.invalid';
  } else if (!v('economicActivityCode')) errors.economicActivityCode = 'economicActivity.required';
  if (!v('state'))
    errors.state = shape.country.toUpperCase() === 'CO' ? 'address.selectDepartment' : 'address.selectState';
  if (shape.geoLevels >= 2 && !v('city')) errors.city = 'address.selectCity';
  if (shape.geoLevels >= 3 && !v('municipal')) errors.municipal = 'address.selectMunicipal';
  if (typesMunicipal(shape.geoLevels)) put('municipal', validateColony(values.municipal));
  Object.assign(
    errors,
    companyAddressErrors(shape.country, {
      addressLine1: v('addressLine1'),
      addressLine2: v('addressLine2'),
      addressLine3: v('addressLine3'),
      postcode: v('postcode'),
    }),
  );
  put('companyPhone', validatePhone(shape.country, 'company', v('companyPhone')));
  return errors;
}
