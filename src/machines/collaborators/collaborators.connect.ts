// Pure: snapshot in, what the collaborators page, its form modal and its delete modal show and send (STYLE.md §7, §17).
import type { SnapshotFrom } from 'xstate';
import type { collaboratorsMachine } from './collaborators.machine';
import type { CollaboratorsEvent, FormField } from './collaborators.types';
import { errorAria, errorIdOf, fieldId } from '../shared/field-props';

type Snapshot = SnapshotFrom<typeof collaboratorsMachine>;

const REQUIRED: readonly FormField[] = [
  'firstName',
  'lastName',
  'email',
  'companyDocument',
  'userType',
  'status',
  'maximumPurchaseAmount',
];

export function connectCollaborators(
  snapshot: Snapshot,
  send: (event: CollaboratorsEvent) => void,
  idPrefix = 'collaborators',
) {
  const { context } = snapshot;
  const isSaving = snapshot.matches('saving');
  const formOpen = snapshot.matches('editing') || isSaving;
  const deleteOpen = snapshot.matches('confirmingDelete') || snapshot.matches('deleting');
  return {
    isLoading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    isReady: !snapshot.matches('loading') && !snapshot.matches('loadFailed'),
    collaborators: context.collaborators,
    isEmpty: context.collaborators.length === 0,
    currency: context.currency,
    notice: snapshot.matches('ready') ? context.notice : null,
    formOpen,
    isCreating: context.editingId === null,
    isSaving,
    /** the amount only means something for buyers (spec §6) */
    showsAmount: context.form.userType === 'buyer',
    deleteOpen,
    isDeleting: snapshot.matches('deleting'),
    deleting: context.collaborators.find((c) => c.id === context.deletingId) ?? null,
    failure: formOpen || deleteOpen ? context.failure : null,
    getFieldProps: (field: FormField) => {
      const error = context.errors[field] ?? null;
      return {
        id: fieldId(idPrefix, field),
        name: field,
        value: context.form[field],
        required: REQUIRED.includes(field),
        // the email is the sign-in name: fixed once invited
        readOnly: field === 'email' && context.editingId !== null,
        disabled: isSaving,
        ...errorAria(errorIdOf(fieldId(idPrefix, field)), Boolean(error)),
        errorId: errorIdOf(fieldId(idPrefix, field)),
        errorKey: error,
        onChange: (event: { target: { value: string } }) =>
          send({ type: 'field.change', field, value: event.target.value }),
      };
    },
    retry: () => send({ type: 'list.retry' }),
    add: () => send({ type: 'collaborator.add' }),
    edit: (id: string) => send({ type: 'collaborator.edit', id }),
    remove: (id: string) => send({ type: 'collaborator.delete', id }),
    submit: (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      send({ type: 'form.submit' });
    },
    cancel: () => send({ type: 'form.cancel' }),
    confirmDelete: () => send({ type: 'delete.confirm' }),
    cancelDelete: () => send({ type: 'delete.cancel' }),
  };
}
