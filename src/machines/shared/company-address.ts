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

/** The part of a company form's context (registration, company details) that loads the geo list under a choice. */
export interface CompanyGeoLists<O> {
  values: { state: string; city: string };
  loadingLevel: 'state' | 'city' | 'municipal' | null;
  cities: O[];
  municipals: O[];
}

/**
 * Issue 29: the company forms load a choice's children the same way: a chosen state's cities, a chosen city's
 * municipals. What the loadChildren actor takes:
 */
export function childrenParentOf<O>(context: CompanyGeoLists<O>): { parentId: string } {
  return { parentId: context.loadingLevel === 'state' ? context.values.state : context.values.city };
}

/** ...and where its answer goes. */
export function loadedChildren<O>(
  context: CompanyGeoLists<O>,
  output: O[],
): Partial<Pick<CompanyGeoLists<O>, 'cities' | 'municipals'>> & { loadingLevel: null } {
  return {
    ...(context.loadingLevel === 'state' ? { cities: output } : { municipals: output }),
    loadingLevel: null,
  };
}
