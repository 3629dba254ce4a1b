// spec §7, §9: consent templates by purpose, saving acceptances, and the consent status.
import { array, boolean, enums, object, optional, string, type Infer } from 'superstruct';

export const CONSENT_TEMPLATES_PATH = '/v1/consent/templates';
export const SAVE_CONSENT_PATH = '/v1/user/consent';
export const STOREFRONT_CONSENT_TEMPLATES_PATH = '/s/auth/v1/consent/templates';
export const STOREFRONT_CONSENT_STATUS_PATH = '/s/auth/v1/consent/status';
export const STOREFRONT_USER_STATUS_PATH = '/s/auth/v1/user/status';

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

export const ConsentRecord = object({ templateId: string(), version: string(), accepted: boolean(), acceptedAt: string() });
export const ConsentStatusResponse = object({ required: boolean(), complete: boolean(), consents: array(ConsentRecord) });
export type ConsentStatusResponse = Infer<typeof ConsentStatusResponse>;
