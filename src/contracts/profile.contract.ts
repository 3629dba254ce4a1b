// spec §7 my-account GET /{tenant}/users (the signed-in user's details) and our PUT of the same path (the profile edit);
// spec §3 profile input ids; spec §5 personal profile mandatory set (firstName, lastName, primaryPhone, document).
import { boolean, enums, nullable, object, optional, string, type Infer } from 'superstruct';
import { DOCUMENT_TYPES } from '../tenants/tenant.types';
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
