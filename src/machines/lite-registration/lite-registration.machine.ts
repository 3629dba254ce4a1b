// spec §2: the lite registration wizard: Account -> Contact -> Company, back and next, each step validated before the next.
// A saved wizard (step and values, no password) given in the input is restored at the start: its values, then its step.
import { assign, fromCallback, fromPromise, setup, type AnyActorRef } from 'xstate';
import type {
  LiteRegistrationContext,
  LiteRegistrationEvent,
  LiteField,
  LiteRegistrationInput,
  LiteSavedWizard,
  LiteStep,
  LiteSubmitError,
  LiteTextField,
  LiteValues,
  Option,
  SubmitLiteInput,
  SubmitLiteOutput,
} from './lite-registration.types';
import { LITE_FIELDS } from './lite-registration.types';
import { stepFields, validateLiteField, validateLiteStep } from './lite-registration.validation';
import { blurField, changeField, isFieldOf, notProvided, touchFields } from '../shared/form-fields';
import { knownCodeOf } from '../shared/failure';
import {
  acceptancesOf,
  carriesTerms,
  consentsComplete,
  type ConsentTemplate,
  toggledConsent,
  markedConsents,
} from '../shared/consent-template';

/** What a saved wizard keeps (never the password) starts empty; the samples' saved wizards start from it too (issue 29). */
export const EMPTY_SAVED_LITE_VALUES: Omit<LiteValues, 'password'> = {
  email: '',
  acceptTermsAndConditions: false,
  firstName: '',
  lastName: '',
  position: '',
  phoneNumber: '',
  companyDocument: '',
  businessName: '',
  fantasyName: '',
  businessType: '',
  economicActivityText: '',
  companyPhone: '',
  state: '',
  city: '',
  addressLine1: '',
  addressLine2: '',
};
const EMPTY: LiteValues = { ...EMPTY_SAVED_LITE_VALUES, password: '' };
const stepValid =
  (step: LiteStep) =>
  ({ context }: { context: LiteRegistrationContext }) =>
    Object.keys(validateLiteStep(step, context.config, context.values)).length === 0 &&
    // spec §9: the consents are asked on the Account step
    (step !== 'account' || consentsComplete(context.consentTemplates, context.consentAnswers));
const touchedStep = (step: LiteStep, context: LiteRegistrationContext) =>
  touchFields(
    context.touched,
    stepFields(step, context.config),
    validateLiteStep(step, context.config, context.values),
  );

function submitErrorOf(error: unknown): LiteSubmitError {
  return knownCodeOf(error, ['COMPANY_EXISTS_ERROR', 'emailAlreadyExists'] as const, 'registrationFailed');
}

// typed transition params: each event hands the action or guard only what it reads
const fieldOf = ({ event }: { event: { field: LiteField } }) => ({ field: event.field });
const valueOf = ({
  event,
}: {
  event: { field: LiteTextField | 'acceptTermsAndConditions'; value: string | boolean };
}) => ({ field: event.field, value: event.value });
const locationOf = ({ event }: { event: { level: 'state' | 'city'; id: string } }) => ({
  level: event.level,
  id: event.id,
});

export const liteRegistrationMachine = setup({
  types: {
    context: {} as LiteRegistrationContext,
    events: {} as LiteRegistrationEvent,
    input: {} as LiteRegistrationInput,
  },
  actors: {
    loadChildren: fromPromise<Option[], { parentId: string | null }>(notProvided('loadChildren')),
    submitLite: fromPromise<SubmitLiteOutput, SubmitLiteInput>(notProvided('submitLite')),
    loadConsents: fromPromise<ConsentTemplate[], { tenant: string }>(notProvided('loadConsents')),
    // keeps the wizard across a reload (the flow saves it to sessionStorage); by default nothing is kept
    keepWizard: fromCallback<{ type: 'never' }, { wizard: AnyActorRef }>(() => undefined),
  },
  guards: {
    accountValid: stepValid('account'),
    contactValid: stepValid('contact'),
    companyValid: stepValid('company'),
    isAccountField: isFieldOf<LiteField>(LITE_FIELDS.account),
    isContactField: isFieldOf<LiteField>(LITE_FIELDS.contact),
    isCompanyField: isFieldOf<LiteField>(LITE_FIELDS.company),
    restoresContact: ({ context }) => context.restoreTo === 'contact',
    restoresCompany: ({ context }) => context.restoreTo === 'company',
    isPending: (_, params: { output: SubmitLiteOutput }) => params.output.status === 'pending',
    isOfferedState: ({ context }, params: { level: 'state' | 'city'; id: string }) =>
      params.level === 'state' && context.states.some((s) => s.id === params.id),
    isOfferedCity: ({ context }, params: { level: 'state' | 'city'; id: string }) =>
      params.level === 'city' && context.cities.some((c) => c.id === params.id),
  },
  actions: {
    setValue: assign(
      ({ context }, params: { field: LiteTextField | 'acceptTermsAndConditions'; value: string | boolean }) =>
        changeField(context, params.field, params.value, (field, values) =>
          validateLiteField(field, context.config, values),
        ),
    ),
    touchField: assign(({ context }, params: { field: LiteField }) =>
      blurField(context, params.field, (field, values) => validateLiteField(field, context.config, values)),
    ),
    restored: assign({ restoreTo: null }),
    // the wizard is finished: nothing to bring back (the flow forgets the saved copy)
    forgetWizard: () => undefined,
    selectState: assign(({ context }, params: { id: string }) => {
      const errors = { ...context.errors };
      delete errors.state;
      return { values: { ...context.values, state: params.id, city: '' }, cities: [], errors };
    }),
    selectCity: assign(({ context }, params: { id: string }) => {
      const errors = { ...context.errors };
      delete errors.city;
      return { values: { ...context.values, city: params.id }, errors };
    }),
    clearSubmitError: assign({ submitError: null }),
    touchAccount: assign(({ context }) => ({
      ...touchedStep('account', context),
      ...markedConsents(context),
    })),
    toggleConsent: assign(({ context }, params: { templateId: string; accepted: boolean }) =>
      toggledConsent(context, params),
    ),
    // the templates arrive: the terms checkbox goes where they carry the terms; saved answers come back, and a saved later
    // step is only restored when the required consents are among them
    setConsents: assign(({ context }, params: { templates: ConsentTemplate[] }) => {
      const saved = context.config.saved?.consents ?? {};
      const consentAnswers = Object.fromEntries(
        params.templates.filter((t) => saved[t.id] !== undefined).map((t) => [t.id, saved[t.id] === true]),
      );
      return {
        consentTemplates: params.templates,
        consentAnswers,
        config: { ...context.config, termsInConsents: carriesTerms(params.templates) },
        restoreTo: consentsComplete(params.templates, consentAnswers) ? context.restoreTo : null,
      };
    }),
    touchContact: assign(({ context }) => touchedStep('contact', context)),
    touchCompany: assign(({ context }) => touchedStep('company', context)),
  },
}).createMachine({
  id: 'liteRegistration',
  context: ({ input }) => ({
    config: input,
    values: input.saved ? { ...EMPTY, ...input.saved.values, password: '' } : EMPTY,
    restoreTo: input.saved && input.saved.step !== 'account' ? input.saved.step : null,
    errors: {},
    touched: {},
    states: [],
    cities: [],
    submitError: null,
    consentTemplates: [],
    consentAnswers: {},
    consentError: false,
  }),
  invoke: { id: 'keepWizard', src: 'keepWizard', input: ({ self }) => ({ wizard: self }) },
  initial: 'loadingConsents',
  states: {
    // spec §9: the consent templates first (none where they do not apply: the actor answers at once)
    loadingConsents: {
      invoke: {
        id: 'loadConsents',
        src: 'loadConsents',
        input: ({ context }) => ({ tenant: context.config.tenant }),
        onDone: {
          target: 'account',
          actions: { type: 'setConsents', params: ({ event }) => ({ templates: event.output }) },
        },
        onError: 'consentsFailed',
      },
    },
    // spec §8: thereWasAnErrorLoading, with a retry: registering without the consents the tenant requires is not offered
    consentsFailed: { on: { 'consents.retry': 'loadingConsents' } },
    account: {
      // a reload brings the person back to the step they were on (the values came with the input); the password is typed again
      always: [
        { guard: 'restoresContact', target: 'contact', actions: 'restored' },
        { guard: 'restoresCompany', target: 'loadingStates', actions: 'restored' },
      ],
      on: {
        // each step takes only its own fields
        'field.change': {
          guard: { type: 'isAccountField', params: fieldOf },
          actions: { type: 'setValue', params: valueOf },
        },
        'field.toggle': { actions: { type: 'setValue', params: valueOf } },
        // spec §9: one checkbox per consent template
        'consent.toggle': {
          actions: {
            type: 'toggleConsent',
            params: ({ event }) => ({ templateId: event.templateId, accepted: event.accepted }),
          },
        },
        'field.blur': {
          guard: { type: 'isAccountField', params: fieldOf },
          actions: { type: 'touchField', params: fieldOf },
        },
        'step.next': [{ guard: 'accountValid', target: 'contact' }, { actions: 'touchAccount' }],
      },
    },
    contact: {
      on: {
        'field.change': {
          guard: { type: 'isContactField', params: fieldOf },
          actions: { type: 'setValue', params: valueOf },
        },
        'field.blur': {
          guard: { type: 'isContactField', params: fieldOf },
          actions: { type: 'touchField', params: fieldOf },
        },
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
        'field.change': {
          guard: { type: 'isCompanyField', params: fieldOf },
          actions: { type: 'setValue', params: valueOf },
        },
        'field.blur': {
          guard: { type: 'isCompanyField', params: fieldOf },
          actions: { type: 'touchField', params: fieldOf },
        },
        'step.back': 'contact',
        'location.select': [
          {
            guard: { type: 'isOfferedState', params: locationOf },
            target: 'loadingCities',
            actions: { type: 'selectState', params: locationOf },
          },
          { guard: { type: 'isOfferedCity', params: locationOf }, actions: { type: 'selectCity', params: locationOf } },
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
          consents: acceptancesOf(context.consentTemplates, context.consentAnswers),
        }),
        onDone: [
          { guard: { type: 'isPending', params: ({ event }) => ({ output: event.output }) }, target: 'pending' },
          { target: 'registered' },
        ],
        onError: { target: 'company', actions: assign({ submitError: ({ event }) => submitErrorOf(event.error) }) },
      },
    },
    registered: { type: 'final', entry: 'forgetWizard' },
    pending: { type: 'final', entry: 'forgetWizard' },
  },
});

/** The part of a snapshot that is saved across reloads (never the password). */
export function savedWizardOf(snapshot: { value: unknown; context: LiteRegistrationContext }): LiteSavedWizard | null {
  const step =
    (['account', 'contact', 'company'] as const).find((s) => s === snapshot.value) ??
    (snapshot.value === 'loadingStates' || snapshot.value === 'loadingCities' || snapshot.value === 'submitting'
      ? 'company'
      : null);
  if (!step) return null;
  const { password: _password, ...values } = snapshot.context.values;
  return { step, values, consents: snapshot.context.consentAnswers };
}
