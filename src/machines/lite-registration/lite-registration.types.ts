// spec §2: lite registration, the steps Account, Contact and Company as one wizard (a company account, with the company
// registration endpoint of spec §7). Back and next, validation per step, progress, and the wizard survives a reload.
import type { Country, DocumentType } from '../../tenants/tenant.types';
import type { ConsentTemplate } from '../shared/consent-template';

export const LITE_STEPS = ['account', 'contact', 'company'] as const;
export type LiteStep = (typeof LITE_STEPS)[number];

export const LITE_FIELDS = {
  account: ['email', 'password', 'acceptTermsAndConditions'],
  contact: ['firstName', 'lastName', 'position', 'phoneNumber'],
  company: [
    'companyDocument',
    'businessName',
    'fantasyName',
    'businessType',
    'economicActivityText',
    'companyPhone',
    'state',
    'city',
    'addressLine1',
    'addressLine2',
  ],
} as const;
export type LiteTextField = Exclude<(typeof LITE_FIELDS)[LiteStep][number], 'acceptTermsAndConditions'>;
export type LiteField = LiteTextField | 'acceptTermsAndConditions';
export type LiteValues = Record<LiteTextField, string> & { acceptTermsAndConditions: boolean };

export interface LiteRegistrationInput {
  tenant: string;
  country: Country;
  companyDocumentType: DocumentType;
  asksBusinessType: boolean;
  /** Mexico: the economic activity is required and, without a licensed code list, typed as text */
  asksActivityText: boolean;
  passwordPolicy: 'standard' | 'special' | 'threeOfFour';
  /** a wizard saved before a reload (the flow reads it from sessionStorage): restored at the start */
  saved?: LiteSavedWizard | null;
  /** set once the consent templates include the terms: they replace the generic terms checkbox (issue 14) */
  termsInConsents?: boolean;
}

export interface Option {
  id: string;
  name: string;
}

export type LiteSubmitError =
  'COMPANY_EXISTS_ERROR' | 'emailAlreadyExists' | 'registrationFailed' | 'thereWasAnErrorLoading';

export interface LiteRegistrationContext {
  config: LiteRegistrationInput;
  values: LiteValues;
  errors: Partial<Record<LiteField, string>>;
  touched: Partial<Record<LiteField, boolean>>;
  states: Option[];
  cities: Option[];
  submitError: LiteSubmitError | null;
  /** the saved step still to go back to at the start (a reload) */
  restoreTo: LiteStep | null;
  /** spec §9: the tenant's RegistroB2BSU consent templates (Colombia, Brazil), asked on the Account step; empty elsewhere */
  consentTemplates: ConsentTemplate[];
  /** template id -> accepted */
  consentAnswers: Record<string, boolean>;
  /** a required consent is not accepted (shown after a refused next) */
  consentError: boolean;
}

/** What is kept across a reload: the step and the values, never the password (spec: no password persisted). */
export interface LiteSavedWizard {
  step: LiteStep;
  values: Omit<LiteValues, 'password'>;
  /** the consent answers given on the Account step */
  consents?: Record<string, boolean>;
}

export type LiteRegistrationEvent =
  | { type: 'field.change'; field: LiteTextField; value: string }
  | { type: 'field.toggle'; field: 'acceptTermsAndConditions'; value: boolean }
  | { type: 'field.blur'; field: LiteField }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'location.select'; level: 'state' | 'city'; id: string }
  | { type: 'form.submit' }
  | { type: 'consent.toggle'; templateId: string; accepted: boolean }
  | { type: 'consents.retry' };

export interface SubmitLiteInput {
  tenant: string;
  values: LiteValues;
  names: { state: string; city: string };
  consents: { templateId: string; version: string; accepted: boolean }[];
}
export interface SubmitLiteOutput {
  status: 'active' | 'pending';
}
