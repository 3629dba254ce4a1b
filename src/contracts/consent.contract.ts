// spec §7, §9: consent templates by purpose, saving acceptances, and the consent status.
import { array, boolean, enums, literal, object, optional, string, type Infer } from 'superstruct';
import { defineEndpoint } from './endpoint';

// spec §7: RegistroB2BSU (super user), RegistroB2BCO (collaborator), Registro (newer-style personal registration)
export const CONSENT_PURPOSES = ['Registro', 'RegistroB2BSU', 'RegistroB2BCO'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
// spec §9: Colombia has templates for terms, personal data, loyalty programme terms and data; Brazil privacy terms
export const CONSENT_KINDS = ['terms', 'personalData', 'loyaltyTerms', 'loyaltyData', 'privacy'] as const;

export const ConsentTemplate = object({
  id: string(),
  version: string(),
  purpose: enums(CONSENT_PURPOSES),
  kind: enums(CONSENT_KINDS),
  title: string(),
  text: string(),
  url: optional(string()),
  required: boolean(),
});
export type ConsentTemplate = Infer<typeof ConsentTemplate>;

export const ConsentTemplatesQuery = object({ purpose: enums(CONSENT_PURPOSES), tenant: optional(string()) });
export const ConsentTemplatesResponse = object({ required: boolean(), templates: array(ConsentTemplate) });
export type ConsentTemplatesResponse = Infer<typeof ConsentTemplatesResponse>;

export const ConsentAcceptance = object({ templateId: string(), version: string(), accepted: boolean() });
export type ConsentAcceptance = Infer<typeof ConsentAcceptance>;
export const SaveConsentRequest = object({ consents: array(ConsentAcceptance) });
export type SaveConsentRequest = Infer<typeof SaveConsentRequest>;

export const ConsentRecord = object({
  templateId: string(),
  version: string(),
  accepted: boolean(),
  acceptedAt: string(),
});
export const ConsentStatusResponse = object({
  required: boolean(),
  complete: boolean(),
  consents: array(ConsentRecord),
});
export type ConsentStatusResponse = Infer<typeof ConsentStatusResponse>;
export const SaveConsentResponse = object({ ok: literal(true) });

/** purpose absent: Registro for a personal account, RegistroB2BSU for an organization one. */
export const ConsentStatusQuery = object({ purpose: optional(enums(CONSENT_PURPOSES)), tenant: optional(string()) });
export const UserStatusQuery = object({ q: enums(['consents']), tenant: optional(string()) });
export const UserStatusResponse = object({ consents: ConsentStatusResponse });

/** Public: the templates of a purpose for the tenant (?tenant= or x-tenant). */
export const GetConsentTemplates = defineEndpoint({
  method: 'GET',
  service: 'authentication',
  path: '/v1/consent/templates',
  query: ConsentTemplatesQuery,
  response: ConsentTemplatesResponse,
});
export const GetStorefrontConsentTemplates = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/auth/v1/consent/templates',
  query: ConsentTemplatesQuery,
  response: ConsentTemplatesResponse,
});
/** The signed-in user's acceptances, each recorded with template version and time. */
export const SaveConsent = defineEndpoint({
  method: 'POST',
  service: 'authentication',
  path: '/v1/user/consent',
  body: SaveConsentRequest,
  response: SaveConsentResponse,
});
export const GetConsentStatus = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/auth/v1/consent/status',
  query: ConsentStatusQuery,
  response: ConsentStatusResponse,
});
/** spec §7: s/auth/v1/user/status?q=consents */
export const GetUserStatus = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/auth/v1/user/status',
  query: UserStatusQuery,
  response: UserStatusResponse,
});
