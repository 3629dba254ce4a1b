// spec §2, §3, §5, §8: personal (full) registration. Nothing typed is lost when a submit fails.
import { assign, fromPromise, setup } from 'xstate';
import {
  errorCodeOf,
  type RegistrationContext,
  type RegistrationEvent,
  type RegistrationInput,
  type RegistrationValues,
  type SubmitError,
  type SubmitRegistrationInput,
  type SubmitRegistrationOutput,
} from './registration.types';
import { validateField, validateForm, visibleFields } from './registration.validation';

export function initialValues(config: RegistrationInput): RegistrationValues {
  return {
    email: '', password: '', firstName: '', middleName: '', lastName: '', motherLastName: '', directDialing: '',
    dateOfBirth: '', gender: 'MALE', // spec §3: default MALE
    phoneNumber: '', alternatePhone: '', document: '', documentType: config.documentDefault, documentDniDv: '',
    offerSms: false, addCMR: false, acceptTermsAndConditions: false, personalDataTreatmentPolicy: false,
  };
}

export function submitErrorFor(error: unknown): SubmitError {
  const code = errorCodeOf(error);
  if (code === 'emailAlreadyExists' || code === 'documentAlreadyExists') return code;
  return 'registrationFailed';
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    submitRegistration: fromPromise<SubmitRegistrationOutput, SubmitRegistrationInput>(async () => {
      throw new Error('submitRegistration must be provided by the view');
    }),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateForm(context.config, context.values)).length === 0,
  },
  actions: {
    setValue: assign(({ context, event }) => {
      if (event.type !== 'field.change' && event.type !== 'field.toggle') return {};
      const values = { ...context.values, [event.field]: event.value } as RegistrationValues;
      const errors = { ...context.errors };
      // a field already shown as wrong is re-checked as the user fixes it
      if (context.touched[event.field]) {
        const error = validateField(event.field, context.config, values);
        if (error) errors[event.field] = error;
        else delete errors[event.field];
      }
      return { values, errors };
    }),
    touchField: assign(({ context, event }) => {
      if (event.type !== 'field.blur') return {};
      const errors = { ...context.errors };
      const error = validateField(event.field, context.config, context.values);
      if (error) errors[event.field] = error;
      else delete errors[event.field];
      return { touched: { ...context.touched, [event.field]: true }, errors };
    }),
    touchAll: assign(({ context }) => ({
      touched: Object.fromEntries(visibleFields(context.config, context.values).map((field) => [field, true])),
      errors: validateForm(context.config, context.values),
    })),
    clearSubmitError: assign({ submitError: null }),
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
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'field.change': { actions: 'setValue' },
        'field.toggle': { actions: 'setValue' },
        'field.blur': { actions: 'touchField' },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting', actions: 'clearSubmitError' },
          { target: '.invalid', actions: ['touchAll', 'clearSubmitError'] },
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
              if (code === 'documentAlreadyExists') return { ...context.errors, document: 'errors.documentAlreadyExists' };
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
