// spec §2, §4, §8: collaborator first login. Step 1: email + company document, a code is sent. Step 2: code + new password
// + terms. Then consents where required (a failure asks to accept again) and the welcome message.
import { assign, fromPromise, setup } from 'xstate';
import type {
  CollaboratorOnboardingContext,
  CollaboratorOnboardingEvent,
  CollaboratorOnboardingInput,
  OnboardingError,
  OnboardingField,
  OnboardingTextField,
  OnboardingValues,
  RegisterCollaboratorInput,
  RegisterCollaboratorOutput,
  RequestCodeInput,
} from './collaborator-onboarding.types';
import { STEP_FIELDS, validateOnboardingField, validateStep } from './collaborator-onboarding.validation';
import { blurField, changeField, isFieldOf, notProvided, touchFields } from '../shared/form-fields';
import { errorCodeOf } from '../shared/failure';

const EMPTY: OnboardingValues = {
  email: '',
  companyDocument: '',
  code: '',
  password: '',
  acceptTermsAndConditions: false,
};
// typed transition params: each event hands the guard or action only what it reads
const fieldOf = ({ event }: { event: { field: OnboardingField } }) => ({ field: event.field });
const valueOf = ({
  event,
}: {
  event: { field: OnboardingTextField | 'acceptTermsAndConditions'; value: string | boolean };
}) => ({ field: event.field, value: event.value });
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
// the first send and a resend ask for the code with the same identity
const codeRequestOf = ({ context }: { context: CollaboratorOnboardingContext }): RequestCodeInput => ({
  email: context.values.email.trim(),
  companyDocument: context.values.companyDocument.trim(),
});

function registerErrorOf(error: unknown): OnboardingError {
  switch (errorCodeOf(error)) {
    case 'OTP_INVALID_ERROR':
      return 'wrongCode';
    case 'OTP_EXPIRED_ERROR':
      return 'expiredCode';
    case 'VALIDATION_ERROR':
      return 'invalidPassword';
    case 'EMAIL_NOT_FOUND_ERROR':
      return 'unknownCollaborator';
    default:
      return 'registrationFailed';
  }
}

export const collaboratorOnboardingMachine = setup({
  types: {
    context: {} as CollaboratorOnboardingContext,
    events: {} as CollaboratorOnboardingEvent,
    input: {} as CollaboratorOnboardingInput,
  },
  actors: {
    requestCode: fromPromise<unknown, RequestCodeInput>(notProvided('requestCode')),
    registerCollaborator: fromPromise<RegisterCollaboratorOutput, RegisterCollaboratorInput>(
      notProvided('registerCollaborator'),
    ),
    saveConsents: fromPromise<unknown, { tenant: string }>(notProvided('saveConsents')),
  },
  guards: {
    isIdentityValid: ({ context }) =>
      Object.keys(validateStep('identify', context.config, context.values)).length === 0,
    isVerifyValid: ({ context }) => Object.keys(validateStep('verify', context.config, context.values)).length === 0,
    isLocked: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'OTP_LOCKED_ERROR',
    isUnknown: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'EMAIL_NOT_FOUND_ERROR',
    consentRequired: ({ context }) => context.config.consentRequired,
    isIdentifyField: isFieldOf<OnboardingField>(STEP_FIELDS.identify),
    isVerifyField: isFieldOf<OnboardingField>(STEP_FIELDS.verify),
  },
  actions: {
    setValue: assign(
      ({ context }, params: { field: OnboardingTextField | 'acceptTermsAndConditions'; value: string | boolean }) =>
        changeField(context, params.field, params.value, (field, values) =>
          validateOnboardingField(field, context.config, values),
        ),
    ),
    touchField: assign(({ context }, params: { field: OnboardingField }) =>
      blurField(context, params.field, (field, values) => validateOnboardingField(field, context.config, values)),
    ),
    touchIdentify: assign(({ context }) =>
      touchFields(context.touched, STEP_FIELDS.identify, validateStep('identify', context.config, context.values)),
    ),
    touchVerify: assign(({ context }) =>
      touchFields(context.touched, STEP_FIELDS.verify, validateStep('verify', context.config, context.values)),
    ),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'collaboratorOnboarding',
  context: ({ input }) => ({
    config: input,
    values: EMPTY,
    errors: {},
    touched: {},
    error: null,
    codeResent: false,
    firstName: null,
  }),
  initial: 'identify',
  states: {
    identify: {
      initial: 'idle',
      on: {
        // each step takes only its own fields
        'field.change': {
          guard: { type: 'isIdentifyField', params: fieldOf },
          actions: { type: 'setValue', params: valueOf },
        },
        'field.blur': {
          guard: { type: 'isIdentifyField', params: fieldOf },
          actions: { type: 'touchField', params: fieldOf },
        },
        'form.submit': [
          { guard: 'isIdentityValid', target: 'sendingCode', actions: 'clearError' },
          { target: '.invalid', actions: ['touchIdentify', 'clearError'] },
        ],
      },
      states: { idle: {}, invalid: {}, failed: {} },
    },
    sendingCode: {
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: codeRequestOf,
        onDone: 'verify',
        onError: [
          { guard: { type: 'isLocked', params: errorOf }, target: 'locked' },
          // spec §8: no company account is associated with that email, try another
          {
            guard: { type: 'isUnknown', params: errorOf },
            target: 'identify.failed',
            actions: assign({ error: 'unknownCollaborator' as const }),
          },
          { target: 'identify.failed', actions: assign({ error: 'sendFailed' as const }) },
        ],
      },
    },
    verify: {
      initial: 'idle',
      on: {
        'field.change': {
          guard: { type: 'isVerifyField', params: fieldOf },
          actions: { type: 'setValue', params: valueOf },
        },
        'field.toggle': { actions: { type: 'setValue', params: valueOf } },
        'field.blur': {
          guard: { type: 'isVerifyField', params: fieldOf },
          actions: { type: 'touchField', params: fieldOf },
        },
        'form.submit': [
          { guard: 'isVerifyValid', target: 'registering', actions: 'clearError' },
          { target: '.invalid', actions: ['touchVerify', 'clearError'] },
        ],
        // spec §8: a wrong code offers a new one
        'code.resend': { target: 'resending', actions: 'clearError' },
      },
      states: { idle: {}, invalid: {}, failed: {} },
    },
    resending: {
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: codeRequestOf,
        onDone: {
          target: 'verify.idle',
          actions: assign({ codeResent: true, values: ({ context }) => ({ ...context.values, code: '' }) }),
        },
        onError: [
          { guard: { type: 'isLocked', params: errorOf }, target: 'locked' },
          { target: 'verify.failed', actions: assign({ error: 'sendFailed' as const }) },
        ],
      },
    },
    registering: {
      invoke: {
        id: 'registerCollaborator',
        src: 'registerCollaborator',
        input: ({ context }) => ({
          email: context.values.email.trim(),
          companyDocument: context.values.companyDocument.trim(),
          code: context.values.code.trim(),
          password: context.values.password,
        }),
        onDone: [
          {
            guard: 'consentRequired',
            target: 'savingConsents',
            actions: assign({ firstName: ({ event }) => event.output.firstName }),
          },
          { target: 'welcome', actions: assign({ firstName: ({ event }) => event.output.firstName }) },
        ],
        onError: [
          { guard: { type: 'isLocked', params: errorOf }, target: 'locked' },
          { target: 'verify.failed', actions: assign({ error: ({ event }) => registerErrorOf(event.error) }) },
        ],
      },
    },
    savingConsents: {
      invoke: {
        id: 'saveConsents',
        src: 'saveConsents',
        input: ({ context }) => ({ tenant: context.config.tenant }),
        onDone: 'welcome',
        // spec §8: a failure updating consent opens a modal that asks to accept the terms again
        onError: 'consentModal',
      },
    },
    consentModal: { on: { 'consent.accept': 'savingConsents' } },
    // spec §8: OTP_LOCKED_ERROR; the person may start again later
    locked: {
      on: {
        'flow.restart': {
          target: 'identify',
          actions: assign({ values: EMPTY, errors: {}, touched: {}, error: null, codeResent: false }),
        },
      },
    },
    welcome: { type: 'final' },
  },
});
