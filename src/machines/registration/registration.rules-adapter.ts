// Connects each registration field to its rule in src/rules (spec §5). Rules not yet present in src/rules (built in parallel:
// phone, person) are marked PENDING-RULES below and only checked for presence until they land.
import { validateDocument } from '../../rules/documents';
import { checkPassword } from '../../rules/password';
import type { RegistrationField, RegistrationInput, RegistrationValues } from './registration.types';

export function checkFieldRule(
  field: RegistrationField,
  value: string,
  config: RegistrationInput,
  values: RegistrationValues,
): string | null {
  switch (field) {
    case 'password':
      return checkPassword(value, { email: values.email, accountType: 'INDIVIDUAL', tenant: config.passwordPolicy }).ok
        ? null
        : 'errors.invalidPassword';
    case 'document':
      return validateDocument(values.documentType, value, {
        country: config.country,
        dv: values.documentDniDv,
        requireDv: config.country === 'PE',
      }).ok
        ? null
        : 'errors.invalidDocument';
    default:
      // PENDING-RULES: email, names, phone, date of birth (src/rules/{person,phone}.ts, built in parallel)
      return null;
  }
}
