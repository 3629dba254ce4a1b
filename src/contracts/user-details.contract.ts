// spec §7 newer-style GET s/account/v3/users ("User details"): the signed-in person in the spec §3 User payload shape.
// Always the session's own user in the session's tenant; the tenant may be named by ?tenant= or x-tenant (a session of
// another tenant: 403 FORBIDDEN; no session: 401 SESSION_EXPIRED, docs/architecture.md "Errors").
import { enums, literal, nullable, object, optional, string, type Infer } from 'superstruct';
import { COLLABORATOR_USER_TYPES } from '../rules/roles';
import { COUNTRIES, DOCUMENT_TYPES } from '../tenants/tenant.types';
import { defineEndpoint, TenantQuery } from './endpoint';

export const USER_STATES = ['active', 'inactive'] as const;

export const UserDetailsDocument = object({
  /** the person's own document; null when the account has none (a company owner registered without one) */
  id: nullable(string()),
  type: nullable(enums(DOCUMENT_TYPES)),
  /** ISO country of the tenant */
  country: enums(COUNTRIES),
  category: literal('Individual'),
  /** spec §3: Peru only (the DNI's check digit; '' when none is stored); absent elsewhere */
  dniDv: optional(string()),
});

export const UserDetailsInfo = object({
  userName: object({ firstName: string(), lastName1: string() }),
  /** countryCode: the tenant country's calling code without '+' (56, 51, 598...); number: '' when none is stored */
  primaryPhone: object({ countryCode: string(), number: string() }),
  document: UserDetailsDocument,
  /**
   * spec §3, §6: a company's owner is 'superUser'; a collaborator has their type (superUser, buyer, quoter); a personal
   * shopper has no company role: null (the spec names no role for them).
   */
  userRole: nullable(enums(COLLABORATOR_USER_TYPES)),
  userState: enums(USER_STATES),
});

export const OrganizationAddress = object({
  state: string(),
  city: string(),
  municipal: string(),
  addressLine1: string(),
  /** the stored names, or the geo names of the stored ids when the names are empty ('' when neither is known) */
  stateName: string(),
  cityName: string(),
  municipalName: string(),
});

export const OrganizationInformation = object({
  businessName: string(),
  /**
   * spec §3 Company: the activity as a code and its label; where the tenant has no code list (Chile, Mexico) the code is
   * null and the label is the free text typed (economicActivityText); null when neither is stored.
   */
  economicActivity: nullable(object({ economicActivityCode: nullable(string()), economicActivityLabel: string() })),
  document: object({ id: string(), type: enums(DOCUMENT_TYPES) }),
  address: OrganizationAddress,
  /** companyPhone ('' when none) */
  phone: string(),
});

export const UserDetails = object({
  userInfo: UserDetailsInfo,
  accountData: object({ email: string() }),
  /** company owners and collaborators only: their company */
  organizationInformation: optional(OrganizationInformation),
});
export type UserDetails = Infer<typeof UserDetails>;

export const UserDetailsQuery = TenantQuery;

/** The session's own user (WEB cookie or MOBILE authorization header). */
export const GetUserDetails = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/account/v3/users',
  query: UserDetailsQuery,
  response: UserDetails,
});
