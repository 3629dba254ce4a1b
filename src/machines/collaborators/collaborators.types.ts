// spec §2, §3 Collaborator, §5, §6, §8: the collaborators page of a company administrator: the list (loading, empty, error),
// the create/edit modal (a form checked by src/rules/collaborator.ts) and the delete confirmation modal.
import type { CollaboratorErrorKey } from '../../rules/collaborator';
import type { CollaboratorForm, CollaboratorFormField, CollaboratorRecord } from '../../rules/collaborator-form';

export type Collaborator = CollaboratorRecord;
export type FormField = CollaboratorFormField;
export type { CollaboratorForm };

/** A field's message key: the rules namespace (collaborator.*, email.*, name.*, phone.*) or the company namespace. */
export type FieldErrorKey =
  CollaboratorErrorKey | 'company:collaborators.errors.emailTaken' | 'company:collaborators.errors.documentNotCompany';

/** spec §8: failure texts for create, edit and delete, and the unknown-collaborator message. */
export type FailureKey = 'createFailed' | 'editFailed' | 'deleteFailed' | 'unknownCollaborator' | 'selfChange';

export interface CollaboratorsInput {
  /** the tenant's country (spec §5: collaborator phone rule) */
  country: string;
}

export interface CollaboratorsContext {
  country: string;
  collaborators: Collaborator[];
  currency: string;
  companyDocument: string;
  /** null while creating */
  editingId: string | null;
  form: CollaboratorForm;
  errors: Partial<Record<FormField, FieldErrorKey>>;
  deletingId: string | null;
  failure: FailureKey | null;
  notice: 'created' | 'updated' | 'deleted' | null;
}

export interface SaveCollaboratorInput {
  id: string | null;
  form: CollaboratorForm;
}

export type CollaboratorsEvent =
  | { type: 'list.retry' }
  | { type: 'collaborator.add' }
  | { type: 'collaborator.edit'; id: string }
  | { type: 'collaborator.delete'; id: string }
  | { type: 'field.change'; field: FormField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };
