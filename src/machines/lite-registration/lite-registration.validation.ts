// spec §5: validation per step, with the rules of src/rules.
import { validateDocument } from '../../rules/documents';
import { checkPassword } from '../../rules/password';
import { validateEmail, validateFirstName, validateLastName, validatePosition } from '../../rules/person';
import { validatePhone } from '../../rules/phone';
import { companyAddressMessage } from '../shared/company-address';
import {
  LITE_FIELDS,
  type LiteField,
  type LiteRegistrationInput,
  type LiteStep,
  type LiteValues,
} from './lite-registration.types';

export function stepFields(step: LiteStep, config: LiteRegistrationInput): LiteField[] {
  return (LITE_FIELDS[step] as readonly LiteField[]).filter(
    (field) =>
      (field !== 'businessType' || config.asksBusinessType) &&
      // issue 14: where the consent templates carry the terms, they replace the generic checkbox
      (field !== 'acceptTermsAndConditions' || !config.termsInConsents) &&
      (field !== 'economicActivityText' || config.asksActivityText),
  );
}

export function validateLiteField(field: LiteField, config: LiteRegistrationInput, values: LiteValues): string | null {
  if (field === 'acceptTermsAndConditions')
    return values.acceptTermsAndConditions ? null : 'errors.acceptTermsRequired';
  const value = values[field].trim();
  if (!value) return 'errors.required';
  if (field === 'addressLine1' || field === 'addressLine2') return companyAddressMessage(config.country, field, values);
  const checks: Partial<Record<LiteField, [boolean, string]>> = {
    email: [validateEmail(value).ok, 'errors.invalidEmail'],
    password: [
      checkPassword(values.password, {
        email: values.email,
        accountType: 'ORGANIZATION',
        tenant: config.passwordPolicy,
      }).ok,
      'errors.invalidPassword',
    ],
    firstName: [validateFirstName(value).ok, 'errors.invalidName'],
    lastName: [validateLastName(value).ok, 'errors.invalidName'],
    position: [validatePosition(value).ok, 'errors.invalidName'],
    phoneNumber: [validatePhone(config.country, 'primary', value).ok, 'errors.invalidPhone'],
    companyPhone: [validatePhone(config.country, 'company', value).ok, 'errors.invalidPhone'],
    companyDocument: [
      validateDocument(config.companyDocumentType, value, { country: config.country }).ok,
      'errors.invalidDocument',
    ],
  };
  const check = checks[field];
  return check && !check[0] ? check[1] : null;
}

export function validateLiteStep(
  step: LiteStep,
  config: LiteRegistrationInput,
  values: LiteValues,
): Partial<Record<LiteField, string>> {
  const errors: Partial<Record<LiteField, string>> = {};
  for (const field of stepFields(step, config)) {
    const error = validateLiteField(field, config, values);
    if (error) errors[field] = error;
  }
  return errors;
}
