// spec §2, §3, §5, §8: personal (full) registration. Nothing typed is lost when a submit fails.
import { assign, fromPromise, setup } from 'xstate';
import {
  type CheckField,
  type ConsentItem,
  type LoadConsentsInput,
  type RegistrationField,
  type RegistrationContext,
  type RegistrationEvent,
  type RegistrationInput,
  type RegistrationValues,
  type SubmitError,
  type SubmitRegistrationInput,
  type SubmitRegistrationOutput,
  type TextField,
} from './registration.types';
import { validateField, validateForm, visibleFields } from './registration.validation';
import { blurField, changeField, notProvided, touchFields } from '../shared/form-fields';
import { knownCodeOf } from '../shared/failure';
import { consentsComplete, toggledConsent, markedConsents } from '../shared/consent-template';

export function initialValues(config: RegistrationInput): RegistrationValues {
  return {
    email: '',
    password: '',
    firstName: '',
    middleName: '',
    lastName: '',
    motherLastName: '',
    directDialing: '',
    dateOfBirth: '',
    gender: 'MALE', // spec §3: default MALE
    phoneNumber: '',
    alternatePhone: '',
    document: '',
    documentType: config.documentDefault,
    documentDniDv: '',
    offerSms: false,
    addCMR: false,
    acceptTermsAndConditions: false,
    personalDataTreatmentPolicy: false,
  };
}

export function submitErrorFor(error: unknown): SubmitError {
  return knownCodeOf(error, ['emailAlreadyExists', 'documentAlreadyExists'] as const, 'registrationFailed');
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    submitRegistration: fromPromise<SubmitRegistrationOutput, SubmitRegistrationInput>(
      notProvided('submitRegistration'),
    ),
    loadConsents: fromPromise<ConsentItem[], LoadConsentsInput>(notProvided('loadConsents')),
  },
  guards: {
    isFormValid: ({ context }) =>
      Object.keys(validateForm(context.config, context.values)).length === 0 &&
      consentsComplete(context.consentTemplates, context.consentAnswers),
  },
  actions: {
    setValue: assign(({ context }, params: { field: TextField | CheckField; value: string | boolean }) =>
      changeField(context, params.field, params.value, (field, values) => validateField(field, context.config, values)),
    ),
    touchField: assign(({ context }, params: { field: RegistrationField }) =>
      blurField(context, params.field, (field, values) => validateField(field, context.config, values)),
    ),
    touchAll: assign(({ context }) =>
      touchFields({}, visibleFields(context.config, context.values), validateForm(context.config, context.values)),
    ),
    clearSubmitError: assign({ submitError: null }),
    markConsents: assign(({ context }) => markedConsents(context)),
    toggleConsent: assign(({ context }, params: { templateId: string; accepted: boolean }) =>
      toggledConsent(context, params),
    ),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    config: input,
    values: initialValues(input),
    errors: {},
    touched: {},
    submitError: null,
    firstName: null,
    consentTemplates: [],
    consentAnswers: {},
    consentError: false,
  }),
  initial: 'loadingConsents',
  states: {
    // spec §9: the consent templates of purpose Registro; empty where they do not apply (the actor answers at once for a
    // tenant that never asks for them)
    loadingConsents: {
      invoke: {
        id: 'loadConsents',
        src: 'loadConsents',
        input: ({ context }) => ({ tenant: context.config.tenant, consents: context.config.consents }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            consentTemplates: event.output,
            // issue 14: one checkbox per consent template; the generic terms checkboxes go when the templates carry the terms
            config: {
              ...context.config,
              termsInConsents: event.output.some((t: { id: string }) => /-terms$/.test(t.id)),
            },
          })),
        },
        onError: 'consentsFailed',
      },
    },
    // spec §8: thereWasAnErrorLoading, with a retry: registering without the consents the tenant requires is not offered
    consentsFailed: { on: { 'consents.retry': 'loadingConsents' } },
    editing: {
      initial: 'idle',
      on: {
        'consent.toggle': {
          actions: {
            type: 'toggleConsent',
            params: ({ event }) => ({ templateId: event.templateId, accepted: event.accepted }),
          },
        },
        'field.change': {
          actions: { type: 'setValue', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'field.toggle': {
          actions: { type: 'setValue', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'field.blur': { actions: { type: 'touchField', params: ({ event }) => ({ field: event.field }) } },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting', actions: 'clearSubmitError' },
          { target: '.invalid', actions: ['touchAll', 'markConsents', 'clearSubmitError'] },
        ],
      },
      states: {
        idle: {},
        invalid: {},
        failed: {},
      },
    },
    submitting: {
      invoke: {
        id: 'submitRegistration',
        src: 'submitRegistration',
        input: ({ context }) => ({
          tenant: context.config.tenant,
          values: context.values,
          visibleFields: visibleFields(context.config, context.values),
          consents: context.consentTemplates.map((template) => ({
            templateId: template.id,
            version: template.version,
            accepted: Boolean(context.consentAnswers[template.id]),
          })),
        }),
        onDone: { target: 'registered', actions: assign({ firstName: ({ event }) => event.output.firstName }) },
        onError: {
          target: 'editing.failed',
          actions: assign({
            submitError: ({ event }) => submitErrorFor(event.error),
            // spec §8: point at the field that collides
            errors: ({ context, event }) => {
              const code = submitErrorFor(event.error);
              if (code === 'emailAlreadyExists') return { ...context.errors, email: 'errors.emailAlreadyExists' };
              if (code === 'documentAlreadyExists')
                return { ...context.errors, document: 'errors.documentAlreadyExists' };
              return context.errors;
            },
          }),
        },
      },
    },
    // spec §8: yourAccountSuccessFullyCreated; the server has signed the user in
    registered: { type: 'final' },
  },
});
