// spec §2, §4, §8: collaborator first login in two steps, then the welcome message.
import type { Country, DocumentType } from '../../tenants/tenant.types';

export type OnboardingTextField = 'email' | 'companyDocument' | 'code' | 'password';
export type OnboardingField = OnboardingTextField | 'acceptTermsAndConditions';
export type OnboardingValues = Record<OnboardingTextField, string> & { acceptTermsAndConditions: boolean };

export interface CollaboratorOnboardingInput {
  tenant: string;
  country: Country;
  companyDocumentType: DocumentType;
  passwordPolicy: 'standard' | 'special' | 'threeOfFour';
  /** spec §9: consents are saved after the password is set where the tenant requires them */
  consentRequired: boolean;
}

/** spec §8 messages of this flow */
export type OnboardingError =
  'unknownCollaborator' | 'sendFailed' | 'wrongCode' | 'expiredCode' | 'invalidPassword' | 'registrationFailed';

export interface CollaboratorOnboardingContext {
  config: CollaboratorOnboardingInput;
  values: OnboardingValues;
  errors: Partial<Record<OnboardingField, string>>;
  touched: Partial<Record<OnboardingField, boolean>>;
  error: OnboardingError | null;
  codeResent: boolean;
  firstName: string | null;
}

export type CollaboratorOnboardingEvent =
  | { type: 'field.change'; field: OnboardingTextField; value: string }
  | { type: 'field.toggle'; field: 'acceptTermsAndConditions'; value: boolean }
  | { type: 'field.blur'; field: OnboardingField }
  | { type: 'form.submit' }
  | { type: 'code.resend' }
  | { type: 'consent.accept' }
  | { type: 'flow.restart' };

export interface RequestCodeInput {
  email: string;
  companyDocument: string;
}
export interface RegisterCollaboratorInput extends RequestCodeInput {
  code: string;
  password: string;
}
export interface RegisterCollaboratorOutput {
  firstName: string;
}
