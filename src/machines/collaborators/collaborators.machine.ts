// spec §2, §5, §6, §8: the collaborators page. The list loads (loadFailed offers a retry); add and edit open the form modal,
// checked on submit by the shared rule (spec §5); saving failures keep what was typed and say why (spec §8); delete asks
// for confirmation first. Side effects are named actors supplied by the page (STYLE.md §4).
import { assign, fromPromise, setup } from 'xstate';
import { codeOf, fieldErrorsOf } from '../shared/failure';
import { validateCollaborator } from '../../rules/collaborator';
import type {
  Collaborator,
  CollaboratorForm,
  CollaboratorsContext,
  CollaboratorsEvent,
  CollaboratorsInput,
  FailureKey,
  FieldErrorKey,
  FormField,
  SaveCollaboratorInput,
} from './collaborators.types';
import type { CollaboratorList } from '../../contracts/collaborators.contract';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided by the page`);
};

export const emptyForm = (companyDocument: string): CollaboratorForm => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyDocument,
  defaultWorkSite: '',
  userType: 'buyer',
  status: 'active',
  maximumPurchaseAmount: '',
});

export const formOf = (c: Collaborator): CollaboratorForm => ({
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  phone: c.phone ?? '',
  companyDocument: c.companyDocument,
  defaultWorkSite: c.defaultWorkSite ?? '',
  userType: c.userType,
  status: c.status,
  maximumPurchaseAmount: c.maximumPurchaseAmount === null ? '' : String(c.maximumPurchaseAmount),
});

/** spec §5 on the form; names are required here too (the rule only checks them when present). */
export function formErrors(form: CollaboratorForm, country: string): Partial<Record<FormField, FieldErrorKey>> {
  const result = validateCollaborator(
    { ...form, maximumPurchaseAmount: form.userType === 'buyer' ? form.maximumPurchaseAmount : '0' },
    { country },
  );
  const errors: Partial<Record<FormField, FieldErrorKey>> = result.ok ? {} : { ...result.errors };
  if (!form.firstName.trim()) errors.firstName = 'collaborator.required';
  if (!form.lastName.trim()) errors.lastName = 'collaborator.required';
  return errors;
}

/** What a failed save or delete means for the user (the error's `code`, as thrown by the services). */
function failureOf(
  error: unknown,
  fallback: FailureKey,
): { failure: FailureKey | null; field?: [FormField, FieldErrorKey] } {
  const code = codeOf(error);
  if (code === 'emailAlreadyExists')
    return { failure: null, field: ['email', 'company:collaborators.errors.emailTaken'] };
  if (code === 'NOT_FOUND') return { failure: 'unknownCollaborator' };
  if (code === 'COLLABORATOR_SELF') return { failure: 'selfChange' };
  const fields = fieldErrorsOf(error);
  if (code === 'VALIDATION_ERROR' && fields.companyDocument)
    return { failure: null, field: ['companyDocument', 'company:collaborators.errors.documentNotCompany'] };
  return { failure: fallback };
}

export const collaboratorsMachine = setup({
  types: {
    context: {} as CollaboratorsContext,
    events: {} as CollaboratorsEvent,
    input: {} as CollaboratorsInput,
  },
  actors: {
    loadCollaborators: fromPromise<CollaboratorList>(notProvided('loadCollaborators')),
    saveCollaborator: fromPromise<Collaborator, SaveCollaboratorInput>(notProvided('saveCollaborator')),
    deleteCollaborator: fromPromise<unknown, { id: string }>(notProvided('deleteCollaborator')),
  },
  actions: {
    /** spec §9: every save is told by the app's toaster (supplied at the edge); the page shows no banner beside it */
    notify: (_, _params: { notice: 'created' | 'updated' | 'deleted' }) => {},
  },
  guards: {
    formValid: ({ context }) => Object.keys(formErrors(context.form, context.country)).length === 0,
    knownCollaborator: ({ context, event }) => 'id' in event && context.collaborators.some((c) => c.id === event.id),
  },
}).createMachine({
  id: 'collaborators',
  context: ({ input }) => ({
    country: input.country,
    collaborators: [],
    currency: '',
    companyDocument: '',
    editingId: null,
    form: emptyForm(''),
    errors: {},
    deletingId: null,
    failure: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCollaborators',
        src: 'loadCollaborators',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...event.output })) },
        onError: 'loadFailed',
      },
    },
    // spec §8: thereWasAnErrorLoading, with a retry
    loadFailed: { on: { 'list.retry': 'loading' } },
    ready: {
      on: {
        'collaborator.add': {
          target: 'editing',
          actions: assign(({ context }) => ({
            editingId: null,
            form: emptyForm(context.companyDocument),
            errors: {},
            failure: null,
            notice: null,
          })),
        },
        'collaborator.edit': {
          guard: 'knownCollaborator',
          target: 'editing',
          actions: assign(({ context, event }) => ({
            editingId: event.id,
            form: formOf(context.collaborators.find((c) => c.id === event.id)!),
            errors: {},
            failure: null,
            notice: null,
          })),
        },
        'collaborator.delete': {
          guard: 'knownCollaborator',
          target: 'confirmingDelete',
          actions: assign(({ event }) => ({ deletingId: event.id, failure: null, notice: null })),
        },
      },
    },
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            delete errors[event.field];
            return { form: { ...context.form, [event.field]: event.value }, errors };
          }),
        },
        'form.submit': [
          { guard: 'formValid', target: 'saving', actions: assign({ errors: {}, failure: null }) },
          { actions: assign(({ context }) => ({ errors: formErrors(context.form, context.country) })) },
        ],
        'form.cancel': { target: 'ready', actions: assign({ errors: {}, failure: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'saveCollaborator',
        src: 'saveCollaborator',
        input: ({ context }) => ({ id: context.editingId, form: context.form }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'notify', params: ({ context }) => ({ notice: context.editingId ? 'updated' : 'created' }) },
            assign(({ context, event }) => ({
              collaborators: context.editingId
                ? context.collaborators.map((c) => (c.id === event.output.id ? event.output : c))
                : [...context.collaborators, event.output],
              notice: context.editingId ? ('updated' as const) : ('created' as const),
              editingId: null,
            })),
          ],
        },
        // the form stays as typed (nothing the user typed is lost on a failed submit)
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const { failure, field } = failureOf(event.error, context.editingId ? 'editFailed' : 'createFailed');
            return { failure, errors: field ? { ...context.errors, [field[0]]: field[1] } : context.errors };
          }),
        },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': { target: 'deleting', actions: assign({ failure: null }) },
        'delete.cancel': { target: 'ready', actions: assign({ deletingId: null, failure: null }) },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteCollaborator',
        src: 'deleteCollaborator',
        input: ({ context }) => ({ id: context.deletingId! }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context }) => ({
              collaborators: context.collaborators.filter((c) => c.id !== context.deletingId),
              deletingId: null,
              notice: 'deleted' as const,
            })),
            { type: 'notify', params: { notice: 'deleted' } },
          ],
        },
        onError: {
          target: 'confirmingDelete',
          actions: assign(({ event }) => ({ failure: failureOf(event.error, 'deleteFailed').failure })),
        },
      },
    },
  },
});
