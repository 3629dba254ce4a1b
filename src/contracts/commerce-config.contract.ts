// Commerce config (spec §7): GET /api/commerce-config/v1/account/{tenant}/{consumer}, consumer WEB or MOBILE.
// The tenant's public configuration and toggles (spec §9), from src/tenants. Unknown tenant: 404 TENANT_UNKNOWN.
import { array, boolean, enums, literal, nullable, number, object, string, type Infer } from 'superstruct';
import { defineEndpoint } from './endpoint';
import { CHANNELS } from './services';
import { COUNTRIES, DOCUMENT_TYPES, LOCALES } from '../tenants/tenant.types';

export const CommerceConfigParams = object({ tenant: string(), consumer: enums(CHANNELS) });
export type CommerceConfigParams = Infer<typeof CommerceConfigParams>;

export const CommerceConfig = object({
  tenant: string(),
  consumer: enums(CHANNELS),
  name: string(),
  country: enums(COUNTRIES),
  locale: enums(LOCALES),
  currency: string(),
  b2b: boolean(),
  backendStyle: enums(['legacy', 'newer']),
  countryId: nullable(string()),
  toggles: object({
    cartSync: literal(false),
    identityManagement: boolean(),
    directDialing: boolean(),
    /** spec §9: consent required in this tenant for the server's environment (APP_ENV) */
    consentRequired: boolean(),
  }),
  documents: object({
    personal: array(enums(DOCUMENT_TYPES)),
    company: array(enums(DOCUMENT_TYPES)),
    personalDefault: enums(DOCUMENT_TYPES),
    companyDefault: enums(DOCUMENT_TYPES),
  }),
  otp: object({
    consumer: object({ min: number(), max: number() }),
    business: object({ min: number(), max: number() }),
  }),
  passwordPolicy: enums(['standard', 'special', 'threeOfFour']),
  addressLabels: enums(['default', 'co', 'mx']),
  legalSuffix: string(),
  imagePath: string(),
  phonePrefix: string(),
  social: array(enums(['google', 'facebook', 'apple'])),
});
export type CommerceConfig = Infer<typeof CommerceConfig>;

/** Public (no session); `:consumer` is WEB or MOBILE (any case). */
export const GetCommerceConfig = defineEndpoint({
  method: 'GET',
  service: 'commerceConfig',
  path: '/v1/account/:tenant/:consumer',
  response: CommerceConfig,
});
