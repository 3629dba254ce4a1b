// Connects each registration field to its rule in src/rules (spec §5) and names the registration message to show.
import { validateDocument } from '../../rules/documents';
import { checkPassword } from '../../rules/password';
import {
  validateBirthDate,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateMiddleName,
  validateMotherLastName,
} from '../../rules/person';
import { validateDirectDialing, validatePhone } from '../../rules/phone';
import type { RegistrationField, RegistrationInput, RegistrationValues } from './registration.types';

const NAME_RULES = {
  firstName: validateFirstName,
  middleName: validateMiddleName,
  lastName: validateLastName,
  motherLastName: validateMotherLastName,
} as const;

export function checkFieldRule(
  field: RegistrationField,
  value: string,
  config: RegistrationInput,
  values: RegistrationValues,
): string | null {
  switch (field) {
    case 'email':
      return validateEmail(value).ok ? null : 'errors.invalidEmail';
    case 'password':
      // the password as typed, not trimmed: it is sent as typed, and a space in it fails the no-spaces rule (spec §5)
      return checkPassword(values.password, {
        email: values.email,
        accountType: 'INDIVIDUAL',
        tenant: config.passwordPolicy,
      }).ok
        ? null
        : 'errors.invalidPassword';
    case 'firstName':
    case 'middleName':
    case 'lastName':
    case 'motherLastName':
      return NAME_RULES[field](value).ok ? null : 'errors.invalidName';
    case 'dateOfBirth':
      return validateBirthDate(value, new Date(`${config.today}T12:00:00Z`)).ok ? null : 'errors.invalidDate';
    case 'directDialing':
      return validateDirectDialing(value).ok ? null : 'errors.invalidDirectDialing';
    case 'phoneNumber':
      return validatePhone(config.country, 'primary', value, { areaCode: values.directDialing }).ok
        ? null
        : 'errors.invalidPhone';
    case 'alternatePhone':
      return validatePhone(config.country, 'alternate', value).ok ? null : 'errors.invalidPhone';
    case 'document':
      return validateDocument(values.documentType, value, {
        country: config.country,
        dv: values.documentDniDv,
        requireDv: config.country === 'PE',
      }).ok
        ? null
        : 'errors.invalidDocument';
    default:
      return null;
  }
}
