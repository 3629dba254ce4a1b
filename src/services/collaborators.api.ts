// spec §7 my-account /{tenant}/users/collaborators: the collaborators of the signed-in administrator's company
// (contracts: src/contracts/collaborators.contract.ts). Errors are thrown as the http layer types them (ApiError with code).
import {
  CreateCollaborator,
  DeleteCollaborator,
  ListCollaborators,
  UpdateCollaborator,
  type CollaboratorList,
  type CollaboratorView,
} from '../contracts/collaborators.contract';
import { parseAmount } from '../rules/collaborator';
import type { CollaboratorForm } from '../rules/collaborator-form';
import { callEndpoint, type ServiceClient } from './http';

export interface CollaboratorsApi {
  list(signal?: AbortSignal): Promise<CollaboratorList>;
  save(id: string | null, form: CollaboratorForm, signal?: AbortSignal): Promise<CollaboratorView>;
  remove(id: string, signal?: AbortSignal): Promise<unknown>;
}

/** The form as the API takes it: trimmed text, the amount as a number (buyers only), empty optional fields left out. */
export function collaboratorBody(form: CollaboratorForm) {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: optional(form.phone),
    companyDocument: form.companyDocument.trim(),
    defaultWorkSite: optional(form.defaultWorkSite),
    userType: form.userType as CollaboratorView['userType'],
    status: form.status as CollaboratorView['status'],
    maximumPurchaseAmount: form.userType === 'buyer' ? parseAmount(form.maximumPurchaseAmount) : null,
  };
}

export function createCollaboratorsApi(myAccount: ServiceClient, tenant: string): CollaboratorsApi {
  const params = { tenant };
  return {
    list: (signal) => callEndpoint(myAccount, ListCollaborators, { params, signal }),
    save: (id, form, signal) =>
      id
        ? callEndpoint(myAccount, UpdateCollaborator, {
            params: { ...params, id },
            body: collaboratorBody(form),
            signal,
          })
        : callEndpoint(myAccount, CreateCollaborator, {
            params,
            body: { ...collaboratorBody(form), email: form.email.trim() },
            signal,
          }),
    remove: (id, signal) => callEndpoint(myAccount, DeleteCollaborator, { params: { ...params, id }, signal }),
  };
}
