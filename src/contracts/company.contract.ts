// spec §3, §7: company registration (POST /v2/users/businessUser/registration) and the organisation existence check
// (s/account/v3/users/organization/isExists).
import { array, boolean, enums, literal, nullable, object, optional, string, type Infer } from 'superstruct';
import { ConsentAcceptance } from './consent.contract';
import { DOCUMENT_TYPES } from '../tenants/tenant.types';
import { defineEndpoint } from './endpoint';
import { BUSINESS_TYPES, ORGANIZATION_TYPES, ORIGIN_TYPES, TAXPAYER_TYPES } from '../rules/company-types';

// issue 29: the lists are src/rules/company-types.ts's; named here too for the contracts and edges that read them with these
export { BUSINESS_TYPES, ORGANIZATION_TYPES, ORIGIN_TYPES, TAXPAYER_TYPES };
export const COMPANY_STATUSES = ['active', 'pending', 'rejected'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const EconomicActivityValue = object({ economicActivityCode: string(), economicActivityLabel: string() });

export const CompanyRegistrationRequest = object({
  tenant: string(),
  // the super user who registers the company
  email: string(),
  password: string(),
  firstName: string(),
  lastName: string(),
  position: string(),
  phoneNumber: string(),
  // the company
  companyDocument: string(),
  companyDocumentType: enums(DOCUMENT_TYPES),
  businessName: string(),
  fantasyName: string(),
  organizationType: enums(ORGANIZATION_TYPES),
  originType: enums(ORIGIN_TYPES),
  /** spec §3: Colombia and Mexico only */
  businessType: optional(enums(BUSINESS_TYPES)),
  taxpayerType: optional(enums(TAXPAYER_TYPES)),
  economicActivity: optional(EconomicActivityValue),
  /** used where no code list exists (Chile, Mexico: see server/data/SOURCES.md) */
  economicActivityText: optional(string()),
  state: string(),
  city: string(),
  municipal: optional(string()),
  stateName: string(),
  cityName: string(),
  municipalName: optional(string()),
  addressLine1: string(),
  addressLine2: string(),
  addressLine3: optional(string()),
  postcode: optional(string()),
  companyPhone: string(),
  haveCheckingAccount: enums(['yes', 'no']),
  acceptTermsAndConditions: literal(true),
  /** spec §9: acceptances of the purpose-RegistroB2BSU templates shown in the form (required in Colombia, Brazil) */
  consents: optional(array(ConsentAcceptance)),
  /**
   * spec §2: which form sent it. The lite registration (steps Account, Contact, Company) asks fewer fields: no taxpayer
   * type, no economic activity outside Mexico, no municipal level. Absent means the full company registration.
   */
  form: optional(enums(['full', 'lite'])),
});
export type CompanyRegistrationRequest = Infer<typeof CompanyRegistrationRequest>;

export const CompanyRegistrationResponse = object({
  userId: string(),
  companyId: string(),
  /** spec §4: a Mexican company stays pending until an operator validates it */
  status: enums(['active', 'pending']),
  /** MOBILE channel, active companies only */
  sessionId: optional(string()),
});
export type CompanyRegistrationResponse = Infer<typeof CompanyRegistrationResponse>;

export const OrganizationExistsQuery = object({
  /** spec §7: the tenant comes from the query, or the x-tenant header */
  tenant: optional(string()),
  documentType: enums(DOCUMENT_TYPES),
  document: string(),
});
export type OrganizationExistsQuery = Infer<typeof OrganizationExistsQuery>;

export const OrganizationExistsResponse = object({ exists: boolean(), status: nullable(enums(COMPANY_STATUSES)) });
export type OrganizationExistsResponse = Infer<typeof OrganizationExistsResponse>;

/** 201; an active company's super user is signed in, a pending (Mexican) one is not. */
export const RegisterCompany = defineEndpoint({
  method: 'POST',
  service: 'myAccount',
  path: '/v2/users/businessUser/registration',
  body: CompanyRegistrationRequest,
  response: CompanyRegistrationResponse,
});
/** COMPANY_EXISTS_ERROR is decided by the caller's machine. */
export const OrganizationExists = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/account/v3/users/organization/isExists',
  query: OrganizationExistsQuery,
  response: OrganizationExistsResponse,
});
