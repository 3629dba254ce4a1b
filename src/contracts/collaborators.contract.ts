// spec §2, §3 Collaborator, §5, §6, §7 (my-account GET /{tenant}/users/collaborators): the company's collaborators, managed by
// the organization owner and super users (permission collaborators.manage). Another company's or tenant's collaborator id
// answers 404 NOT_FOUND. Creating one mails an invitation into the collaborator first login (spec §4).
import { array, boolean, enums, literal, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { COLLABORATOR_STATUSES } from '../rules/collaborator';
import { COLLABORATOR_USER_TYPES } from '../rules/roles';
import { defineEndpoint } from './endpoint';

export const CollaboratorView = object({
  id: string(),
  firstName: string(),
  lastName: string(),
  email: string(),
  phone: nullable(string()),
  companyDocument: string(),
  defaultWorkSite: nullable(string()),
  userType: enums(COLLABORATOR_USER_TYPES),
  status: enums(COLLABORATOR_STATUSES),
  /** spec §6: buyers only, in the tenant's currency */
  maximumPurchaseAmount: nullable(number()),
  /** false until the collaborator completes the first login (spec §4) */
  onboarded: boolean(),
});
export type CollaboratorView = Infer<typeof CollaboratorView>;

export const CollaboratorList = object({
  collaborators: array(CollaboratorView),
  currency: string(),
  companyDocument: string(),
});
export type CollaboratorList = Infer<typeof CollaboratorList>;

const fields = {
  firstName: string(),
  lastName: string(),
  phone: optional(string()),
  companyDocument: string(),
  defaultWorkSite: optional(string()),
  userType: enums(COLLABORATOR_USER_TYPES),
  status: enums(COLLABORATOR_STATUSES),
  maximumPurchaseAmount: optional(nullable(number())),
};

export const CreateCollaboratorBody = object({ email: string(), ...fields });
export type CreateCollaboratorBody = Infer<typeof CreateCollaboratorBody>;
/** The email is the collaborator's sign-in name: it is not edited (delete and invite again). */
export const UpdateCollaboratorBody = object(fields);
export type UpdateCollaboratorBody = Infer<typeof UpdateCollaboratorBody>;

export const ListCollaborators = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/:tenant/users/collaborators',
  response: CollaboratorList,
});

/** 201 with the collaborator; 400 VALIDATION_ERROR (details.fields), 409 emailAlreadyExists. */
export const CreateCollaborator = defineEndpoint({
  method: 'POST',
  service: 'myAccount',
  path: '/:tenant/users/collaborators',
  body: CreateCollaboratorBody,
  response: CollaboratorView,
});

/** 409 COLLABORATOR_SELF when a super user would deactivate themselves or take away their own rights. */
export const UpdateCollaborator = defineEndpoint({
  method: 'PUT',
  service: 'myAccount',
  path: '/:tenant/users/collaborators/:id',
  body: UpdateCollaboratorBody,
  response: CollaboratorView,
});

/** 409 COLLABORATOR_SELF when a super user would delete themselves. */
export const DeleteCollaborator = defineEndpoint({
  method: 'DELETE',
  service: 'myAccount',
  path: '/:tenant/users/collaborators/:id',
  response: object({ deleted: literal(true) }),
});
