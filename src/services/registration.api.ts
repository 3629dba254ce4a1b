// spec §7: registration calls. Each pairs its contract with its fetcher; errors come out typed (src/services/errors.ts).
import type { ServiceClient } from './http';
import { getJson, postJson } from './http';
import {
  PersonalRegistrationResponse,
  REGISTER_PATH,
  type PersonalRegistrationRequest,
} from '../contracts/registration.contract';
import {
  COMPANY_REGISTRATION_PATH,
  CompanyRegistrationResponse,
  ORGANIZATION_EXISTS_PATH,
  OrganizationExistsResponse,
  type CompanyRegistrationRequest,
} from '../contracts/company.contract';
import { ECONOMIC_ACTIVITY_PATH, EconomicActivityResponse } from '../contracts/economic-activity.contract';
import {
  CodeSentResponse,
  CollaboratorRegisterResponse,
  ORGANIZATION_USER_REGISTER_PATH,
  REGISTER_WITHOUT_PASSWORD_PATH,
  type CollaboratorIdentity,
  type CollaboratorRegisterRequest,
} from '../contracts/collaborator-onboarding.contract';

export interface RegistrationClients {
  authentication: ServiceClient;
  myAccount: ServiceClient;
  storefront: ServiceClient;
}

export function createRegistrationApi(clients: RegistrationClients) {
  return {
    registerPerson: (body: PersonalRegistrationRequest, signal?: AbortSignal) =>
      postJson(clients.authentication, REGISTER_PATH, body, PersonalRegistrationResponse, { signal }),
    registerCompany: (body: CompanyRegistrationRequest, signal?: AbortSignal) =>
      postJson(clients.myAccount, COMPANY_REGISTRATION_PATH, body, CompanyRegistrationResponse, { signal }),
    organizationExists: (query: { documentType: string; document: string }, signal?: AbortSignal) =>
      getJson(clients.storefront, ORGANIZATION_EXISTS_PATH, OrganizationExistsResponse, {
        searchParams: { tenant: clients.storefront.tenant, ...query },
        signal,
      }),
    economicActivities: (signal?: AbortSignal) =>
      getJson(clients.myAccount, ECONOMIC_ACTIVITY_PATH, EconomicActivityResponse, {
        searchParams: { tenant: clients.myAccount.tenant },
        signal,
      }),
    requestCollaboratorCode: (body: CollaboratorIdentity, signal?: AbortSignal) =>
      postJson(clients.authentication, REGISTER_WITHOUT_PASSWORD_PATH, body, CodeSentResponse, { signal }),
    registerCollaborator: (body: CollaboratorRegisterRequest, signal?: AbortSignal) =>
      postJson(clients.authentication, ORGANIZATION_USER_REGISTER_PATH, body, CollaboratorRegisterResponse, { signal }),
  };
}
export type RegistrationApi = ReturnType<typeof createRegistrationApi>;
