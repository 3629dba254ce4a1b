// spec §7 my-account GET /{tenant}/users/organization (the signed-in company's details) and our PUT of the same path (the
// company details edit); spec §3 Company fields; spec §5 company profile mandatory set (position, businessName, addressLine1,
// addressLine2, orgPhone, orgType, companyDocument). Only the organisation owner and super users (spec §6, src/rules/permissions.ts
// 'company.edit') read or change them: the server answers 403 FORBIDDEN to anyone else.
import { boolean, enums, nullable, object, optional, string, type Infer } from 'superstruct';
import { DOCUMENT_TYPES } from '../tenants/tenant.types';
import { BUSINESS_TYPES, COMPANY_STATUSES, ORGANIZATION_TYPES, ORIGIN_TYPES } from './company.contract';
import { defineEndpoint } from './endpoint';

export const CompanyDetails = object({
  /** the company's identity: shown, not edited here (it keys the company in the customer system) */
  companyDocumentType: enums(DOCUMENT_TYPES),
  companyDocument: string(),
  status: enums(COMPANY_STATUSES),
  /** the signed-in person's job title (spec §3 position; spec §5: required) */
  position: string(),
  businessName: string(),
  fantasyName: string(),
  organizationType: enums(ORGANIZATION_TYPES),
  originType: enums(ORIGIN_TYPES),
  /** spec §3: business types are asked in Colombia and Mexico (asksBusinessType) */
  businessType: nullable(enums(BUSINESS_TYPES)),
  asksBusinessType: boolean(),
  economicActivityCode: string(),
  economicActivityLabel: string(),
  economicActivityText: string(),
  state: string(),
  stateName: string(),
  city: string(),
  cityName: string(),
  municipal: string(),
  municipalName: string(),
  addressLine1: string(),
  addressLine2: string(),
  addressLine3: string(),
  postcode: string(),
  /** orgPhone in the profile (spec §3) */
  companyPhone: string(),
  haveCheckingAccount: boolean(),
});
export type CompanyDetails = Infer<typeof CompanyDetails>;

export const CompanyDetailsBody = object({
  position: string(),
  businessName: string(),
  fantasyName: string(),
  organizationType: enums(ORGANIZATION_TYPES),
  originType: enums(ORIGIN_TYPES),
  businessType: optional(enums(BUSINESS_TYPES)),
  /** a code of the tenant's list (GET /v1/economicActivity) or, where the list is free text, economicActivityText */
  economicActivityCode: optional(string()),
  economicActivityText: optional(string()),
  /** geo ids of the tenant's areas (GET /{tenant}/geo); the server names them */
  state: string(),
  city: optional(string()),
  municipal: optional(string()),
  addressLine1: string(),
  addressLine2: string(),
  addressLine3: optional(string()),
  postcode: optional(string()),
  companyPhone: string(),
  haveCheckingAccount: boolean(),
});
export type CompanyDetailsBody = Infer<typeof CompanyDetailsBody>;

/** 403 FORBIDDEN unless the session's role may edit the company (owner, super user); 404 NOT_FOUND without a company. */
export const GetCompanyDetails = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/:tenant/users/organization',
  response: CompanyDetails,
});

/** 400 VALIDATION_ERROR with details.fields per field; 403 FORBIDDEN as above. Publishes customers/{id} (spec §7). */
export const UpdateCompanyDetails = defineEndpoint({
  method: 'PUT',
  service: 'myAccount',
  path: '/:tenant/users/organization',
  body: CompanyDetailsBody,
  response: CompanyDetails,
});
