// spec §3, §7: personal registration. POST /v1/register (authentication) and POST /v2/users (my-account) take the same body.
// Field rules live in src/rules; this struct fixes the shape (unknown fields rejected) for the client and the server.
import { array, boolean, enums, literal, object, optional, string, type Infer } from 'superstruct';
import { ConsentAcceptance } from './consent.contract';
import { DOCUMENT_TYPES } from '../tenants/tenant.types';
import { defineEndpoint } from './endpoint';

// spec §3: registration accepts only MALE and FEMALE (UNSET exists on profiles only)
export const REGISTRATION_GENDERS = ['MALE', 'FEMALE'] as const;
export type RegistrationGender = (typeof REGISTRATION_GENDERS)[number];

export const PersonalRegistrationRequest = object({
  tenant: string(),
  email: string(),
  password: string(),
  firstName: string(),
  middleName: optional(string()),
  lastName: string(),
  motherLastName: optional(string()),
  /** spec §9: direct dialing only in Brazil */
  directDialing: optional(string()),
  /** ISO date YYYY-MM-DD */
  dateOfBirth: string(),
  gender: enums(REGISTRATION_GENDERS),
  phoneNumber: string(),
  alternatePhone: optional(string()),
  countryCode: optional(string()),
  countryOfResidence: optional(string()),
  document: string(),
  documentType: enums(DOCUMENT_TYPES),
  /** spec §5: Peru's DNI verification digit */
  documentDniDv: optional(string()),
  offerSms: boolean(),
  addCMR: boolean(),
  acceptTermsAndConditions: literal(true),
  personalDataTreatmentPolicy: boolean(),
  /** spec §9: acceptances of the purpose-Registro templates shown in the form (required in Colombia, Brazil) */
  consents: optional(array(ConsentAcceptance)),
});
export type PersonalRegistrationRequest = Infer<typeof PersonalRegistrationRequest>;

export const PersonalRegistrationResponse = object({
  userId: string(),
  email: string(),
  firstName: string(),
  accountType: literal('INDIVIDUAL'),
  /** MOBILE channel only: the session id to send as authorization (WEB gets the HttpOnly cookie) */
  sessionId: optional(string()),
});
export type PersonalRegistrationResponse = Infer<typeof PersonalRegistrationResponse>;

/** spec §8: the codes a registration answer can carry. */
export const REGISTRATION_ERROR_CODES = [
  'emailAlreadyExists',
  'documentAlreadyExists',
  'VALIDATION_ERROR',
  'GENERIC_ERROR',
] as const;
export type RegistrationErrorCode = (typeof REGISTRATION_ERROR_CODES)[number];

/** 201; signs the new user in. */
export const RegisterPerson = defineEndpoint({
  method: 'POST',
  service: 'authentication',
  path: '/v1/register',
  body: PersonalRegistrationRequest,
  response: PersonalRegistrationResponse,
});
/** The my-account copy of RegisterPerson (same handler). */
export const CreateUser = defineEndpoint({
  method: 'POST',
  service: 'myAccount',
  path: '/v2/users',
  body: PersonalRegistrationRequest,
  response: PersonalRegistrationResponse,
});
