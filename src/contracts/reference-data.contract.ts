// spec §7 my-account GET /v1/countryInfoList and GET /v1/companyClassifications: public reference lists (no session),
// cacheable. Countries come from src/tenants (spec §9 country ids), classifications from spec §3 Company.
// Labels are i18n keys of the `registration` namespace (`registration:businessTypes.merchant`): the server never imports
// the front end's catalogues (docs/architecture.md "i18n").
import { array, boolean, enums, literal, object, optional, string, type Infer } from 'superstruct';
import { COUNTRIES, DOCUMENT_TYPES } from '../tenants/tenant.types';
import { BUSINESS_TYPES, ORGANIZATION_TYPES, ORIGIN_TYPES, TAXPAYER_TYPES } from './company.contract';
import { defineEndpoint, TenantQuery } from './endpoint';

export const CountryInfo = object({
  /** ISO 3166-1 alpha-2 */
  isoCode: enums(COUNTRIES),
  name: string(),
  /** spec §9 per-tenant country id (Colombia's is the odd '401s'); absent where the tenants config has none */
  countryId: optional(string()),
  /** ITU calling code without '+' */
  dialingCode: string(),
  /** the tenant ids that serve the country */
  tenants: array(string()),
});
export type CountryInfo = Infer<typeof CountryInfo>;

export const CountryInfoList = object({ countries: array(CountryInfo) });
export type CountryInfoList = Infer<typeof CountryInfoList>;

/** The countries the storefront serves, whatever the tenant. */
export const GetCountryInfoList = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v1/countryInfoList',
  response: CountryInfoList,
});

const option = <T extends string>(values: readonly T[]) => object({ value: enums(values), labelKey: string() });

export const OrganizationTypeOption = object({
  value: enums(ORGANIZATION_TYPES),
  labelKey: string(),
  /** spec §3: national -> EMPRESA_NACIONAL ('Nacional'), foreign -> EMPRESA_EXTRANJERA ('Extranjera') */
  originType: enums(ORIGIN_TYPES),
  /** spec §3's shown name of the origin, as the spec gives it */
  originLabel: string(),
});

export const CompanyClassifications = object({
  /** the tenant the lists are for */
  tenant: string(),
  organizationTypes: array(OrganizationTypeOption),
  /** spec §3: 'national' */
  organizationTypeDefault: literal('national'),
  /** spec §3: asked only in Colombia and Mexico */
  asksBusinessType: boolean(),
  /** empty where business types are not asked */
  businessTypes: array(option(BUSINESS_TYPES)),
  taxpayerTypes: array(option(TAXPAYER_TYPES)),
  /** the tenant's company document types (src/tenants), as the company registration form offers them */
  companyDocumentTypes: array(option(DOCUMENT_TYPES)),
  companyDocumentDefault: enums(DOCUMENT_TYPES),
});
export type CompanyClassifications = Infer<typeof CompanyClassifications>;

export const CompanyClassificationsQuery = TenantQuery;

/** The tenant's lists (?tenant= or x-tenant; Chile's when neither names one; a named unknown tenant: 400 TENANT_UNKNOWN). */
export const GetCompanyClassifications = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v1/companyClassifications',
  query: CompanyClassificationsQuery,
  response: CompanyClassifications,
});
