// spec §2: the lite registration wizard: Account -> Contact -> Company, back and next, each step validated before the next.
// A saved wizard (step and values, no password) is restored with `wizard.restore` at the start.
import { assign, fromPromise, setup } from 'xstate';
import type {
  LiteRegistrationContext,
  LiteRegistrationEvent,
  LiteRegistrationInput,
  LiteSavedWizard,
  LiteStep,
  LiteSubmitError,
  LiteValues,
  Option,
  SubmitLiteInput,
  SubmitLiteOutput,
} from './lite-registration.types';
import { LITE_FIELDS } from './lite-registration.types';
import { stepFields, validateLiteField, validateLiteStep } from './lite-registration.validation';
import { blurField, changeField, notProvided, touchFields } from '../shared/form-fields';
import { knownCodeOf } from '../shared/error-code';

const EMPTY: LiteValues = {
  email: '', password: '', acceptTermsAndConditions: false, firstName: '', lastName: '', position: '', phoneNumber: '',
  companyDocument: '', businessName: '', fantasyName: '', businessType: '', economicActivityText: '', companyPhone: '', state: '',
  city: '', addressLine1: '', addressLine2: '',
};
const stepValid = (step: LiteStep) => ({ context }: { context: LiteRegistrationContext }) =>
  Object.keys(validateLiteStep(step, context.config, context.values)).length === 0;
const touchedStep = (step: LiteStep, context: LiteRegistrationContext) =>
  touchFields(context.touched, stepFields(step, context.config), validateLiteStep(step, context.config, context.values));

function submitErrorOf(error: unknown): LiteSubmitError {
  return knownCodeOf(error, ['COMPANY_EXISTS_ERROR', 'emailAlreadyExists'] as const, 'registrationFailed');
}

export const liteRegistrationMachine = setup({
  types: {
    context: {} as LiteRegistrationContext,
    events: {} as LiteRegistrationEvent,
    input: {} as LiteRegistrationInput,
  },
  actors: {
    loadChildren: fromPromise<Option[], { parentId: string | null }>(notProvided('loadChildren')),
    submitLite: fromPromise<SubmitLiteOutput, SubmitLiteInput>(notProvided('submitLite')),
  },
  guards: {
    accountValid: stepValid('account'),
    contactValid: stepValid('contact'),
    companyValid: stepValid('company'),
    isAccountField: ({ event }) => 'field' in event && (LITE_FIELDS.account as readonly string[]).includes(event.field),
    isContactField: ({ event }) => 'field' in event && (LITE_FIELDS.contact as readonly string[]).includes(event.field),
    isCompanyField: ({ event }) => 'field' in event && (LITE_FIELDS.company as readonly string[]).includes(event.field),
    restoresContact: ({ event }) => event.type === 'wizard.restore' && event.saved.step === 'contact',
    restoresCompany: ({ event }) => event.type === 'wizard.restore' && event.saved.step === 'company',
    isPending: ({ event }) => 'output' in event && (event.output as SubmitLiteOutput).status === 'pending',
    isOfferedState: ({ context, event }) => event.type === 'location.select' && event.level === 'state' && context.states.some((s) => s.id === event.id),
    isOfferedCity: ({ context, event }) => event.type === 'location.select' && event.level === 'city' && context.cities.some((c) => c.id === event.id),
  },
  actions: {
    setValue: assign(({ context, event }) => {
      if (event.type !== 'field.change' && event.type !== 'field.toggle') return {};
      return changeField(context, event.field, event.value, (field, values) => validateLiteField(field, context.config, values));
    }),
    touchField: assign(({ context, event }) => {
      if (event.type !== 'field.blur') return {};
      return blurField(context, event.field, (field, values) => validateLiteField(field, context.config, values));
    }),
    restore: assign(({ event }) => (event.type === 'wizard.restore' ? { values: { ...EMPTY, ...event.saved.values, password: '' } } : {})),
    selectState: assign(({ context, event }) => {
      if (event.type !== 'location.select') return {};
      const errors = { ...context.errors };
      delete errors.state;
      return { values: { ...context.values, state: event.id, city: '' }, cities: [], errors };
    }),
    selectCity: assign(({ context, event }) => {
      if (event.type !== 'location.select') return {};
      const errors = { ...context.errors };
      delete errors.city;
      return { values: { ...context.values, city: event.id }, errors };
    }),
    clearSubmitError: assign({ submitError: null }),
    touchAccount: assign(({ context }) => touchedStep('account', context)),
    touchContact: assign(({ context }) => touchedStep('contact', context)),
    touchCompany: assign(({ context }) => touchedStep('company', context)),
  },
}).createMachine({
  id: 'liteRegistration',
  context: ({ input }) => ({ config: input, values: EMPTY, errors: {}, touched: {}, states: [], cities: [], submitError: null }),
  initial: 'account',
  states: {
    account: {
      on: {
        // each step takes only its own fields
        'field.change': { guard: 'isAccountField', actions: 'setValue' },
        'field.toggle': { actions: 'setValue' },
        'field.blur': { guard: 'isAccountField', actions: 'touchField' },
        'step.next': [{ guard: 'accountValid', target: 'contact' }, { actions: 'touchAccount' }],
        // a reload brings the person back to the step they were on; the password is typed again
        'wizard.restore': [
          { guard: 'restoresContact', target: 'contact', actions: 'restore' },
          { guard: 'restoresCompany', target: 'loadingStates', actions: 'restore' },
          { actions: 'restore' },
        ],
      },
    },
    contact: {
      on: {
        'field.change': { guard: 'isContactField', actions: 'setValue' },
        'field.blur': { guard: 'isContactField', actions: 'touchField' },
        'step.back': 'account',
        'step.next': [{ guard: 'contactValid', target: 'loadingStates' }, { actions: 'touchContact' }],
      },
    },
    loadingStates: {
      invoke: {
        id: 'loadChildren',
        src: 'loadChildren',
        input: () => ({ parentId: null }),
        onDone: { target: 'company', actions: [assign({ states: ({ event }) => event.output }), 'clearSubmitError'] },
        onError: { target: 'contact', actions: assign({ submitError: 'thereWasAnErrorLoading' as const }) },
      },
    },
    company: {
      on: {
        'field.change': { guard: 'isCompanyField', actions: 'setValue' },
        'field.blur': { guard: 'isCompanyField', actions: 'touchField' },
        'step.back': 'contact',
        'location.select': [
          { guard: 'isOfferedState', target: 'loadingCities', actions: 'selectState' },
          { guard: 'isOfferedCity', actions: 'selectCity' },
        ],
        'form.submit': [
          { guard: 'companyValid', target: 'submitting', actions: 'clearSubmitError' },
          { actions: 'touchCompany' },
        ],
      },
    },
    loadingCities: {
      invoke: {
        id: 'loadChildren',
        src: 'loadChildren',
        input: ({ context }) => ({ parentId: context.values.state }),
        onDone: { target: 'company', actions: assign({ cities: ({ event }) => event.output }) },
        onError: { target: 'company', actions: assign({ submitError: 'thereWasAnErrorLoading' as const }) },
      },
    },
    submitting: {
      invoke: {
        id: 'submitLite',
        src: 'submitLite',
        input: ({ context }) => ({
          tenant: context.config.tenant,
          values: context.values,
          names: {
            state: context.states.find((s) => s.id === context.values.state)?.name ?? '',
            city: context.cities.find((c) => c.id === context.values.city)?.name ?? '',
          },
        }),
        onDone: [{ guard: 'isPending', target: 'pending' }, { target: 'registered' }],
        onError: { target: 'company', actions: assign({ submitError: ({ event }) => submitErrorOf(event.error) }) },
      },
    },
    registered: { type: 'final' },
    pending: { type: 'final' },
  },
});

/** The part of a snapshot that is saved across reloads (never the password). */
export function savedWizardOf(snapshot: { value: unknown; context: LiteRegistrationContext }): LiteSavedWizard | null {
  const step = (['account', 'contact', 'company'] as const).find((s) => s === snapshot.value) ??
    (snapshot.value === 'loadingStates' || snapshot.value === 'loadingCities' || snapshot.value === 'submitting' ? 'company' : null);
  if (!step) return null;
  const { password: _password, ...values } = snapshot.context.values;
  return { step, values };
}
