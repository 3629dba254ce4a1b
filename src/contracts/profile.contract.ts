// spec §7 my-account GET /{tenant}/users (the signed-in user's details) and our PUT of the same path (the profile edit);
// spec §3 profile input ids; spec §5 personal profile mandatory set (firstName, lastName, primaryPhone, document).
import { boolean, enums, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { COUNTRIES, DOCUMENT_TYPES } from '../tenants/tenant.types';
import { defineEndpoint } from './endpoint';

export const GENDER_VALUES = ['MALE', 'FEMALE', 'UNSET'] as const;

export const Profile = object({
  email: string(),
  firstName: string(),
  middleName: string(),
  lastName: string(),
  /** spec §3: in some tenants (usesMotherLastName) */
  motherLastName: string(),
  usesMotherLastName: boolean(),
  dateOfBirth: nullable(string()),
  gender: enums(GENDER_VALUES),
  /** spec §3 profile input id, spec §9 Brazil only: the area code (DDD), apart from primaryPhone; '' elsewhere */
  directDialing: string(),
  primaryPhone: string(),
  documentType: nullable(enums(DOCUMENT_TYPES)),
  document: string(),
  documentDniDv: string(),
  offerSms: boolean(),
  brandNewsLetter: boolean(),
  receiveEmail: boolean(),
  /** spec §3 profile input ids (issue 31 item 1): the country the person lives in (ISO code; the tenant's by default) */
  countryOfResidence: enums(COUNTRIES),
  /** spec §3 addCMR: wants the store's CMR card offer */
  addCMR: boolean(),
  /** spec §3 personalDataTreatmentPolicy: accepts the treatment of personal data for the stated purposes */
  personalDataTreatmentPolicy: boolean(),
  /** spec §3 position: a company account's role in the company ('' for a person) */
  position: string(),
  /** true for a company account (the profile then asks the position, spec §5 company profile) */
  asksPosition: boolean(),
});
export type Profile = Infer<typeof Profile>;

export const ProfileBody = object({
  firstName: string(),
  middleName: optional(string()),
  lastName: string(),
  motherLastName: optional(string()),
  dateOfBirth: string(),
  gender: enums(GENDER_VALUES),
  /** required in Brazil (the tenant's directDialing toggle), refused elsewhere */
  directDialing: optional(string()),
  primaryPhone: string(),
  documentType: enums(DOCUMENT_TYPES),
  document: string(),
  documentDniDv: optional(string()),
  offerSms: boolean(),
  brandNewsLetter: boolean(),
  receiveEmail: boolean(),
  // issue 31 item 1 (spec §3 profile input ids); optional: a client that does not send one keeps the stored value
  countryOfResidence: optional(enums(COUNTRIES)),
  addCMR: optional(boolean()),
  personalDataTreatmentPolicy: optional(boolean()),
  position: optional(size(string(), 0, 100)),
});
export type ProfileBody = Infer<typeof ProfileBody>;

export const GetProfile = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/:tenant/users',
  response: Profile,
});

/** 400 VALIDATION_ERROR per field; 409 documentAlreadyExists when another account of the tenant has the document. */
export const UpdateProfile = defineEndpoint({
  method: 'PUT',
  service: 'myAccount',
  path: '/:tenant/users',
  body: ProfileBody,
  response: Profile,
});
