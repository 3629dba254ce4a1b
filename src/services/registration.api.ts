// spec §7: registration calls, each an endpoint object of src/contracts (STYLE.md §19); errors come out typed
// (src/services/errors.ts).
import { callEndpoint, type ServiceClient } from './http';
import { RegisterPerson, type PersonalRegistrationRequest } from '../contracts/registration.contract';
import { OrganizationExists, RegisterCompany, type CompanyRegistrationRequest } from '../contracts/company.contract';
import { GetEconomicActivities } from '../contracts/economic-activity.contract';
import {
  OrganizationUserRegister,
  RegisterWithoutPassword,
  type CollaboratorIdentity,
  type CollaboratorRegisterRequest,
} from '../contracts/collaborator-onboarding.contract';
import type { DocumentType } from '../tenants/tenant.types';

export interface RegistrationClients {
  authentication: ServiceClient;
  myAccount: ServiceClient;
  storefront: ServiceClient;
}

export function createRegistrationApi(clients: RegistrationClients) {
  return {
    registerPerson: (body: PersonalRegistrationRequest, signal?: AbortSignal) =>
      callEndpoint(clients.authentication, RegisterPerson, { body, signal }),
    registerCompany: (body: CompanyRegistrationRequest, signal?: AbortSignal) =>
      callEndpoint(clients.myAccount, RegisterCompany, { body, signal }),
    // documentType stays a string for the callers; the server answers 400 VALIDATION_ERROR for a type outside the enum
    organizationExists: (query: { documentType: string; document: string }, signal?: AbortSignal) =>
      callEndpoint(clients.storefront, OrganizationExists, {
        query: {
          tenant: clients.storefront.tenant,
          document: query.document,
          documentType: query.documentType as DocumentType,
        },
        signal,
      }),
    economicActivities: (signal?: AbortSignal) =>
      callEndpoint(clients.myAccount, GetEconomicActivities, { query: { tenant: clients.myAccount.tenant }, signal }),
    requestCollaboratorCode: (body: CollaboratorIdentity, signal?: AbortSignal) =>
      callEndpoint(clients.authentication, RegisterWithoutPassword, { body, signal }),
    registerCollaborator: (body: CollaboratorRegisterRequest, signal?: AbortSignal) =>
      callEndpoint(clients.authentication, OrganizationUserRegister, { body, signal }),
  };
}
export type RegistrationApi = ReturnType<typeof createRegistrationApi>;
