// ADAPTER (temporary): the format rules of spec §5 belong to src/rules (documents, phone, person, password), built in parallel.
// Until they land this adapter only knows that a value is present; once src/rules exists, each case calls the rule.
import type { RegistrationField, RegistrationInput, RegistrationValues } from './registration.types';

export function checkFieldRule(
  _field: RegistrationField,
  _value: string,
  _config: RegistrationInput,
  _values: RegistrationValues,
): string | null {
  return null;
}
