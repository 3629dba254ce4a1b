// spec §5: the rules of each step (src/rules): email format, the company's document, a 6-digit business code, the company
// password rules and the acceptance of terms.
import { validateDocument } from '../../rules/documents';
import { validateOtp } from '../../rules/otp';
import { checkPassword, type AccountType } from '../../rules/password';
import { validateEmail } from '../../rules/person';
import type { CollaboratorOnboardingInput, OnboardingField, OnboardingValues } from './collaborator-onboarding.types';

/** spec §5: collaborators are company users; their password rules include the special character */
export const COLLABORATOR_PASSWORD_ACCOUNT: AccountType = 'COLLABORATOR';

export const STEP_FIELDS = {
  identify: ['email', 'companyDocument'],
  verify: ['code', 'password', 'acceptTermsAndConditions'],
} as const satisfies Record<string, readonly OnboardingField[]>;

export function validateOnboardingField(
  field: OnboardingField,
  config: CollaboratorOnboardingInput,
  values: OnboardingValues,
): string | null {
  if (field === 'acceptTermsAndConditions')
    return values.acceptTermsAndConditions ? null : 'errors.acceptTermsRequired';
  const value = values[field].trim();
  if (!value) return 'errors.required';
  switch (field) {
    case 'email':
      return validateEmail(value).ok ? null : 'errors.invalidEmail';
    case 'companyDocument':
      return validateDocument(config.companyDocumentType, value, { country: config.country }).ok
        ? null
        : 'errors.invalidDocument';
    case 'code':
      return validateOtp(value, { min: 6, max: 6 }).ok ? null : 'collaborator.invalidCode';
    case 'password':
      return checkPassword(values.password, {
        email: values.email,
        accountType: COLLABORATOR_PASSWORD_ACCOUNT,
        tenant: config.passwordPolicy,
      }).ok
        ? null
        : 'errors.invalidPassword';
  }
}

export function validateStep(
  step: keyof typeof STEP_FIELDS,
  config: CollaboratorOnboardingInput,
  values: OnboardingValues,
) {
  const errors: Partial<Record<OnboardingField, string>> = {};
  for (const field of STEP_FIELDS[step]) {
    const error = validateOnboardingField(field, config, values);
    if (error) errors[field] = error;
  }
  return errors;
}
