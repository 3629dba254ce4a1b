// spec §2, §3, §5, §8: personal (full) registration.
import type { Country, DocumentType } from '../../tenants/tenant.types';
import type { ConsentTemplate } from '../shared/consent-template';

export const TEXT_FIELDS = [
  'email',
  'password',
  'firstName',
  'middleName',
  'lastName',
  'motherLastName',
  'directDialing',
  'dateOfBirth',
  'gender',
  'phoneNumber',
  'alternatePhone',
  'document',
  'documentType',
  'documentDniDv',
] as const;
export const CHECK_FIELDS = ['offerSms', 'addCMR', 'acceptTermsAndConditions', 'personalDataTreatmentPolicy'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type CheckField = (typeof CHECK_FIELDS)[number];
export type RegistrationField = TextField | CheckField;

export type RegistrationValues = Record<TextField, string> & Record<CheckField, boolean>;

/** What varies by tenant (derived from TenantConfig by the page). */
export interface RegistrationInput {
  tenant: string;
  country: Country;
  documentTypes: DocumentType[];
  documentDefault: DocumentType;
  /** spec §9: direct dialing only in Brazil */
  directDialing: boolean;
  /** spec §3: motherLastName "in some tenants" */
  motherLastName: boolean;
  passwordPolicy: 'standard' | 'special' | 'threeOfFour';
  /** today's date (YYYY-MM-DD), for the birth-date rule: the machine reads no clock */
  today: string;
  /** spec §9: the tenant may require consents (the server's templates answer says whether they apply here) */
  consents: boolean;
  /** set once the server's templates include the terms: the templates then replace the two generic checkboxes (issue 14) */
  termsInConsents?: boolean;
}

/** spec §9: a consent template shown in the form (Colombia: terms, personal data, loyalty programme; Brazil: privacy). */
export type ConsentItem = ConsentTemplate;

/** spec §8: what a failed submit shows; the typed values stay in place. */
export type SubmitError = 'emailAlreadyExists' | 'documentAlreadyExists' | 'registrationFailed';

export interface RegistrationContext {
  config: RegistrationInput;
  values: RegistrationValues;
  /** field -> i18n message key (registration namespace) */
  errors: Partial<Record<RegistrationField, string>>;
  touched: Partial<Record<RegistrationField, boolean>>;
  submitError: SubmitError | null;
  firstName: string | null;
  consentTemplates: ConsentItem[];
  /** template id -> accepted */
  consentAnswers: Record<string, boolean>;
  /** a required consent is not accepted yet (shown after a submit) */
  consentError: boolean;
}

export type RegistrationEvent =
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'field.toggle'; field: CheckField; value: boolean }
  | { type: 'field.blur'; field: RegistrationField }
  | { type: 'form.submit' }
  | { type: 'consent.toggle'; templateId: string; accepted: boolean }
  | { type: 'consents.retry' };

/** What the loadConsents actor receives: whether the tenant may ask for consents at all. */
export interface LoadConsentsInput {
  tenant: string;
  consents: boolean;
}

/** What the submitRegistration actor receives and returns. */
export interface SubmitRegistrationInput {
  tenant: string;
  values: RegistrationValues;
  visibleFields: RegistrationField[];
  consents: { templateId: string; version: string; accepted: boolean }[];
}
export interface SubmitRegistrationOutput {
  userId: string;
  firstName: string;
}
