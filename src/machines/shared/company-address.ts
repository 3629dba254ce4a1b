// spec §5 Address rules for a company's street lines and postcode, as the registration forms (full and lite) show them.
import { companyAddressErrors, type CompanyAddressField } from '../../rules/company-details';

/** The failure of one street line or the postcode as a message key of the registration namespace; null when it passes. */
export function companyAddressMessage(
  country: string,
  field: CompanyAddressField,
  values: Partial<Record<CompanyAddressField, string>>,
): string | null {
  const error = companyAddressErrors(country, values)[field];
  if (!error) return null;
  if (error === 'address.tooLong') return 'errors.tooLong';
  if (error === 'address.postcodeInvalid') return 'errors.postcodeInvalid';
  return 'errors.invalidCharacters';
}
