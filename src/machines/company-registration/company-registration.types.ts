// spec §2, §3, §4, §5, §8: company registration.
import type { Country, DocumentType } from '../../tenants/tenant.types';
import type { ConsentTemplate } from '../shared/consent-template';

export const COMPANY_TEXT_FIELDS = [
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
  'addressLine3',
  'postcode',
  'companyPhone',
  'haveCheckingAccount',
] as const;
export type CompanyTextField = (typeof COMPANY_TEXT_FIELDS)[number];
export type CompanyField = CompanyTextField | 'acceptTermsAndConditions';
export type CompanyValues = Record<CompanyTextField, string> & { acceptTermsAndConditions: boolean };

export type GeoLevel = 'state' | 'city' | 'municipal';

export interface Option {
  id: string;
  name: string;
}

export interface CompanyRegistrationInput {
  tenant: string;
  country: Country;
  documentTypes: DocumentType[];
  documentDefault: DocumentType;
  /** 2 (state, city) or 3 (state, city, municipal) levels of geography (server/data/SOURCES.md) */
  geoLevels: 1 | 2 | 3;
  /** spec §3: business types are asked in Colombia and Mexico */
  asksBusinessType: boolean;
  passwordPolicy: 'standard' | 'special' | 'threeOfFour';
}

export type CompanySubmitError =
  'COMPANY_EXISTS_ERROR' | 'emailAlreadyExists' | 'registrationFailed' | 'thereWasAnErrorLoading';

export interface CompanyRegistrationContext {
  config: CompanyRegistrationInput;
  values: CompanyValues;
  errors: Partial<Record<CompanyField, string>>;
  touched: Partial<Record<CompanyField, boolean>>;
  submitError: CompanySubmitError | null;
  activities: { code: string; label: string }[];
  /** no licensed code list (Chile, Mexico): the activity is typed as text */
  activityFreeText: boolean;
  states: Option[];
  cities: Option[];
  municipals: Option[];
  /** the level whose children are loading */
  loadingLevel: GeoLevel | null;
  /** spec §9: the tenant's RegistroB2BSU consent templates (Colombia, Brazil), one checkbox each; empty elsewhere */
  consentTemplates: ConsentTemplate[];
  /** template id -> accepted */
  consentAnswers: Record<string, boolean>;
  /** a required consent is not accepted (shown after a submit) */
  consentError: boolean;
}

export type CompanyRegistrationEvent =
  | { type: 'field.change'; field: CompanyTextField; value: string }
  | { type: 'field.toggle'; field: 'acceptTermsAndConditions'; value: boolean }
  | { type: 'field.blur'; field: CompanyField }
  | { type: 'location.select'; level: GeoLevel; id: string }
  | { type: 'form.submit' }
  | { type: 'options.retry' }
  | { type: 'consent.toggle'; templateId: string; accepted: boolean };

export interface LoadOptionsOutput {
  activities: { code: string; label: string }[];
  freeText: boolean;
  states: Option[];
  /** spec §9: the consent templates to collect (none where they do not apply) */
  consents: ConsentTemplate[];
}
export interface LoadChildrenInput {
  parentId: string;
}
export interface CheckOrganizationInput {
  documentType: string;
  document: string;
}
export interface CheckOrganizationOutput {
  exists: boolean;
}
export interface SubmitCompanyInput {
  tenant: string;
  values: CompanyValues;
  names: { state: string; city: string; municipal: string | null; activity: string | null };
  config: CompanyRegistrationInput;
  consents: { templateId: string; version: string; accepted: boolean }[];
}
export interface SubmitCompanyOutput {
  status: 'active' | 'pending';
}
