// spec §1, §3, §7, §9: everything that varies by tenant, as one struct every tenant config is checked against at load.
import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  pattern,
  string,
  union,
  type Infer,
} from 'superstruct';
import { COUNTRIES, type Country } from '../rules/countries';
import { DOCUMENT_TYPES, type DocumentType } from '../rules/document-types';

// issue 29: the countries and document types are listed once, in src/rules; the tenant config names them for the app
export { COUNTRIES, DOCUMENT_TYPES };
export type { Country, DocumentType };

export const LOCALES = ['es-CL', 'es-PE', 'es-CO', 'es-MX', 'es-AR', 'es-UY', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];

// spec §9: environments named by the consent rule
export const ENVIRONMENTS = ['production', 'beta', 'staging', 'local', 'development'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

const documentType = enums(DOCUMENT_TYPES);

export const TenantConfigStruct = object({
  id: string(),
  name: string(),
  country: enums(COUNTRIES),
  locale: enums(LOCALES),
  currency: enums(['CLP', 'PEN', 'MXN', 'COP', 'ARS', 'UYU', 'BRL']),
  /** spec §1: the Peruvian B2B variant is recognised by this suffix on the tenant name */
  b2b: boolean(),
  /** spec §3 motherLastName "in some tenants": those whose documents carry two surnames (Chile, Peru, Mexico) */
  usesMotherLastName: boolean(),
  documents: object({
    personal: array(documentType),
    company: array(documentType),
    personalDefault: documentType,
    companyDefault: documentType,
  }),
  otp: object({
    consumer: object({ min: number(), max: number() }),
    business: object({ min: literal(6), max: literal(6) }),
  }),
  /** spec §9: the environments in which consent is required */
  consentRequiredIn: array(enums(ENVIRONMENTS)),
  toggles: object({
    cartSync: literal(false),
    identityManagement: boolean(),
    directDialing: boolean(),
  }),
  /** spec §9: per-tenant country id (Colombia's is the odd value '401s') */
  countryId: nullable(string()),
  /** spec §2: legal pages are served at /{tenant}{legalSuffix}/... */
  legalSuffix: string(),
  imagePath: string(),
  /** spec §1, §7: which back-end style the front end talks to */
  backendStyle: enums(['legacy', 'newer']),
  /** spec §5: standard = lower+upper+digit; special = also a special character; threeOfFour = 3 of the 4 classes */
  passwordPolicy: enums(['standard', 'special', 'threeOfFour']),
  /** spec §3: address labels differ in Colombia and Mexico */
  addressLabels: enums(['default', 'co', 'mx']),
  phonePrefix: string(),
  social: array(union([literal('google'), literal('facebook'), literal('apple')])),
  /**
   * spec §9: the support line the copy gives as {{phone}} (Mexico's pending company registration), where the tenant has
   * one: national digits in groups as printed ('55 0000 0000'), dialled after phonePrefix. Its format is checked by
   * tenants.test.ts rather than by a refinement here, which is in the login's first load.
   */
  supportPhone: optional(string()),
  /**
   * spec §9 (issue 31 item 5): the tenant's public holidays (ISO YYYY-MM-DD) that refund business days skip besides
   * weekends (src/rules/refund-dates.ts). Demo dates; an operator keeps them up to date.
   */
  holidays: optional(array(pattern(string(), /^\d{4}-\d{2}-\d{2}$/))),
});

export type TenantConfig = Infer<typeof TenantConfigStruct>;
