// spec §5: the company registration's mandatory fields and rules, per tenant. Formats come from src/rules.
import { validateDocument } from '../../rules/documents';
import { economicActivityCodeLength, validateEconomicActivityCode } from '../../rules/economic-activity';
import { checkPassword, type AccountType } from '../../rules/password';
import {
  validateCommercialName,
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePosition,
} from '../../rules/person';
import { validatePhone } from '../../rules/phone';
import { typesMunicipal, validateColony } from '../../rules/company-details';
import { companyAddressMessage } from '../shared/company-address';
import { carriesTerms } from '../shared/consent-template';
import {
  COMPANY_TEXT_FIELDS,
  type CompanyField,
  type CompanyRegistrationContext,
  type CompanyValues,
} from './company-registration.types';

type Ctx = Pick<CompanyRegistrationContext, 'config' | 'activityFreeText' | 'consentTemplates'>;

/** spec §5: the account a company registration creates; its password rules include the special character */
export const COMPANY_PASSWORD_ACCOUNT: AccountType = 'ORGANIZATION';

/**
 * Issue 32 item 2, spec §5: where no list is offered but the spec gives the code's length (Chile's 6-digit SII code, until an
 * operator imports the table), the code is typed beside the activity's text, optional, and checked by the shared rule.
 */
export const typesActivityCode = (ctx: Pick<Ctx, 'config' | 'activityFreeText'>): boolean =>
  ctx.activityFreeText && economicActivityCodeLength(ctx.config.country) !== null;

export function visibleCompanyFields(ctx: Ctx): CompanyField[] {
  // issue 29: the form's order is that of COMPANY_TEXT_FIELDS; a country's shape only hides some of them
  const fields: CompanyField[] = COMPANY_TEXT_FIELDS.filter((field) => {
    if (field === 'businessType') return ctx.config.asksBusinessType;
    if (field === 'economicActivityCode') return !ctx.activityFreeText || typesActivityCode(ctx);
    if (field === 'economicActivityText') return ctx.activityFreeText;
    if (field === 'city') return ctx.config.geoLevels >= 2;
    // issue 32 item 3: with two levels (Mexico, Colombia, Brazil) the colony / barrio / bairro is typed
    if (field === 'municipal') return ctx.config.geoLevels >= 3 || typesMunicipal(ctx.config.geoLevels);
    return true;
  });
  // issue 14: where the consent templates carry the terms, they replace the generic checkbox
  if (!carriesTerms(ctx.consentTemplates)) fields.push('acceptTermsAndConditions');
  return fields;
}

// spec §5: mandatory company registration fields and required selections (region, province, commune, taxpayer type,
// industry): every field but the third address line and the postcode
const OPTIONAL: readonly CompanyField[] = ['addressLine3', 'postcode'];
const REQUIRED = new Set<CompanyField>(
  [...COMPANY_TEXT_FIELDS, 'acceptTermsAndConditions' as const].filter((field) => !OPTIONAL.includes(field)),
);

export function validateCompanyField(field: CompanyField, ctx: Ctx, values: CompanyValues): string | null {
  if (field === 'acceptTermsAndConditions')
    return values.acceptTermsAndConditions ? null : 'errors.acceptTermsRequired';
  const value = values[field].trim();
  if (value === '' && field === 'economicActivityCode' && typesActivityCode(ctx)) return null;
  if (value === '') return REQUIRED.has(field) ? 'errors.required' : null;
  if (field === 'companyDocument') {
    return validateDocument(values.companyDocumentType, value, { country: ctx.config.country }).ok
      ? null
      : 'errors.invalidDocument';
  }
  if (field === 'password') {
    // spec §5: company users need the special character rule
    return checkPassword(value, {
      email: values.email,
      accountType: COMPANY_PASSWORD_ACCOUNT,
      tenant: ctx.config.passwordPolicy,
    }).ok
      ? null
      : 'errors.invalidPassword';
  }
  if (field === 'addressLine1' || field === 'addressLine2' || field === 'addressLine3' || field === 'postcode')
    return companyAddressMessage(ctx.config.country, field, values);
  if (field === 'municipal' && typesMunicipal(ctx.config.geoLevels)) {
    // spec §5 Address: the typed colony's length and characters, the server's rule (src/rules/company-details.ts)
    const colony = validateColony(value);
    return colony.ok ? null : colony.error === 'address.tooLong' ? 'errors.tooLong' : 'errors.invalidCharacters';
  }
  const rule: Partial<Record<CompanyField, () => boolean>> = {
    email: () => validateEmail(value).ok,
    firstName: () => validateFirstName(value).ok,
    lastName: () => validateLastName(value).ok,
    position: () => validatePosition(value).ok,
    fantasyName: () => validateCommercialName(ctx.config.country, value).ok,
    phoneNumber: () => validatePhone(ctx.config.country, 'primary', value).ok,
    companyPhone: () => validatePhone(ctx.config.country, 'company', value).ok,
    // spec §5 (issue 32 item 2): Chile 6 digits, Peru 4; the same rule the server checks
    economicActivityCode: () => validateEconomicActivityCode(ctx.config.country, value).ok,
  };
  const messages: Partial<Record<CompanyField, string>> = {
    email: 'errors.invalidEmail',
    firstName: 'errors.invalidName',
    lastName: 'errors.invalidName',
    position: 'errors.invalidName',
    fantasyName: 'errors.tooLong',
    phoneNumber: 'errors.invalidPhone',
    companyPhone: 'errors.invalidPhone',
    economicActivityCode: 'errors.invalidActivityCode',
  };
  const check = rule[field];
  return check && !check() ? (messages[field] ?? 'errors.required') : null;
}

export function validateCompanyForm(ctx: Ctx, values: CompanyValues): Partial<Record<CompanyField, string>> {
  const errors: Partial<Record<CompanyField, string>> = {};
  for (const field of visibleCompanyFields(ctx)) {
    const error = validateCompanyField(field, ctx, values);
    if (error) errors[field] = error;
  }
  return errors;
}
