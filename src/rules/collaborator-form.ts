// spec §3 Collaborator: the fields of the collaborator form as typed (text), shared by the collaborators machine and service.
import type { CollaboratorStatus } from './collaborator';
import type { CollaboratorUserType } from './roles';

export const COLLABORATOR_FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'companyDocument',
  'defaultWorkSite',
  'userType',
  'status',
  'maximumPurchaseAmount',
] as const;
export type CollaboratorFormField = (typeof COLLABORATOR_FORM_FIELDS)[number];
export type CollaboratorForm = Record<CollaboratorFormField, string>;

/** A collaborator as the list shows it (the contract's CollaboratorView has this shape). */
export interface CollaboratorRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  companyDocument: string;
  defaultWorkSite: string | null;
  userType: CollaboratorUserType;
  status: CollaboratorStatus;
  maximumPurchaseAmount: number | null;
  onboarded: boolean;
}
