// spec §5: the company registration's mandatory fields and rules, per tenant. Formats come from src/rules.
import { validateDocument } from '../../rules/documents';
import { checkPassword, type AccountType } from '../../rules/password';
import {
  validateCommercialName,
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePosition,
} from '../../rules/person';
import { validatePhone } from '../../rules/phone';
import { companyAddressMessage } from '../shared/company-address';
import { carriesTerms } from '../shared/consent-template';
import type { CompanyField, CompanyRegistrationContext, CompanyValues } from './company-registration.types';

type Ctx = Pick<CompanyRegistrationContext, 'config' | 'activityFreeText' | 'consentTemplates'>;

/** spec §5: the account a company registration creates; its password rules include the special character */
export const COMPANY_PASSWORD_ACCOUNT: AccountType = 'ORGANIZATION';

export function visibleCompanyFields(ctx: Ctx): CompanyField[] {
  const fields: CompanyField[] = [
    'email',
    'password',
    'firstName',
    'lastName',
    'position',
    'phoneNumber',
    'companyDocumentType',
    'companyDocument',
    'businessName',
    'fantasyName',
    'organizationType',
  ];
  if (ctx.config.asksBusinessType) fields.push('businessType');
  fields.push('taxpayerType', ctx.activityFreeText ? 'economicActivityText' : 'economicActivityCode', 'state');
  if (ctx.config.geoLevels >= 2) fields.push('city');
  if (ctx.config.geoLevels >= 3) fields.push('municipal');
  fields.push('addressLine1', 'addressLine2', 'addressLine3', 'postcode', 'companyPhone', 'haveCheckingAccount');
  // issue 14: where the consent templates carry the terms, they replace the generic checkbox
  if (!carriesTerms(ctx.consentTemplates)) fields.push('acceptTermsAndConditions');
  return fields;
}

// spec §5: mandatory company registration fields and required selections (region, province, commune, taxpayer type, industry)
const REQUIRED = new Set<CompanyField>([
  'email',
  'password',
  'firstName',
  'lastName',
  'position',
  'phoneNumber',
  'companyDocumentType',
  'companyDocument',
  'businessName',
  'fantasyName',
  'organizationType',
  'businessType',
  'taxpayerType',
  'economicActivityCode',
  'economicActivityText',
  'state',
  'city',
  'municipal',
  'addressLine1',
  'addressLine2',
  'companyPhone',
  'haveCheckingAccount',
  'acceptTermsAndConditions',
]);

export function validateCompanyField(field: CompanyField, ctx: Ctx, values: CompanyValues): string | null {
  if (field === 'acceptTermsAndConditions')
    return values.acceptTermsAndConditions ? null : 'errors.acceptTermsRequired';
  const value = values[field].trim();
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
  const rule: Partial<Record<CompanyField, () => boolean>> = {
    email: () => validateEmail(value).ok,
    firstName: () => validateFirstName(value).ok,
    lastName: () => validateLastName(value).ok,
    position: () => validatePosition(value).ok,
    fantasyName: () => validateCommercialName(ctx.config.country, value).ok,
    phoneNumber: () => validatePhone(ctx.config.country, 'primary', value).ok,
    companyPhone: () => validatePhone(ctx.config.country, 'company', value).ok,
  };
  const messages: Partial<Record<CompanyField, string>> = {
    email: 'errors.invalidEmail',
    firstName: 'errors.invalidName',
    lastName: 'errors.invalidName',
    position: 'errors.invalidName',
    fantasyName: 'errors.tooLong',
    phoneNumber: 'errors.invalidPhone',
    companyPhone: 'errors.invalidPhone',
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
