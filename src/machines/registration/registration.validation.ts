// spec §5: which fields the tenant shows, which are required, and the message key of each field's first failing rule.
// The format rules themselves live in src/rules (via registration.rules-adapter.ts); this file only decides what applies where.
import { checkFieldRule } from './registration.rules-adapter';
import type { RegistrationField, RegistrationInput, RegistrationValues } from './registration.types';

export function visibleFields(config: RegistrationInput, values: RegistrationValues): RegistrationField[] {
  const fields: RegistrationField[] = ['email', 'password', 'firstName', 'middleName', 'lastName'];
  if (config.motherLastName) fields.push('motherLastName');
  fields.push('dateOfBirth', 'gender');
  if (config.directDialing) fields.push('directDialing');
  fields.push('phoneNumber', 'alternatePhone', 'documentType', 'document');
  // spec §5: the DNI carries a verification digit (Peru)
  if (values.documentType === 'DNI' && config.country === 'PE') fields.push('documentDniDv');
  fields.push('offerSms', 'addCMR');
  // spec §9 (issue 14): where the consent templates (Colombia) carry the terms and the data treatment,
  // one checkbox each; the two generic checkboxes would ask the same thing twice
  if (!config.termsInConsents) fields.push('acceptTermsAndConditions', 'personalDataTreatmentPolicy');
  return fields;
}

// spec §5: mandatory registration fields, plus birth date, gender and acceptance of terms.
const REQUIRED = new Set<RegistrationField>([
  'email',
  'password',
  'firstName',
  'lastName',
  'phoneNumber',
  'document',
  'documentType',
  'dateOfBirth',
  'gender',
  'directDialing',
  'documentDniDv',
  'acceptTermsAndConditions',
]);

/** spec §5: is the field required (the label shows it, the input says it)? */
export function isRequiredField(field: RegistrationField): boolean {
  return REQUIRED.has(field);
}

export function validateField(
  field: RegistrationField,
  config: RegistrationInput,
  values: RegistrationValues,
): string | null {
  const value = values[field];
  if (typeof value === 'boolean') return REQUIRED.has(field) && !value ? 'errors.acceptTermsRequired' : null;
  const trimmed = value.trim();
  if (trimmed === '') return REQUIRED.has(field) ? 'errors.required' : null;
  return checkFieldRule(field, trimmed, config, values);
}

export function validateForm(
  config: RegistrationInput,
  values: RegistrationValues,
): Partial<Record<RegistrationField, string>> {
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const field of visibleFields(config, values)) {
    const error = validateField(field, config, values);
    if (error) errors[field] = error;
  }
  return errors;
}
