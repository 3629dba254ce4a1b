// spec §2, §3, §4, §8: company registration. Options load first; the state -> city -> municipal cascade loads children on
// selection; a submit checks the organisation (isExists) and then registers. Mexico ends pending (spec §4).
import { and, assign, fromPromise, setup } from 'xstate';
import type {
  CheckOrganizationInput,
  CheckOrganizationOutput,
  CompanyRegistrationContext,
  CompanyRegistrationEvent,
  CompanyRegistrationInput,
  CompanySubmitError,
  CompanyValues,
  GeoLevel,
  LoadChildrenInput,
  LoadOptionsOutput,
  Option,
  SubmitCompanyInput,
  SubmitCompanyOutput,
} from './company-registration.types';
import { validateCompanyField, validateCompanyForm, visibleCompanyFields } from './company-registration.validation';
import { blurField, changeField, notProvided, touchFields } from '../shared/form-fields';
import { knownCodeOf } from '../shared/error-code';

export function initialCompanyValues(config: CompanyRegistrationInput): CompanyValues {
  return {
    email: '', password: '', firstName: '', lastName: '', position: '', phoneNumber: '',
    companyDocumentType: config.documentDefault, companyDocument: '', businessName: '', fantasyName: '',
    organizationType: 'national', // spec §3: default national
    businessType: '', taxpayerType: '', economicActivityCode: '', economicActivityText: '', state: '', city: '', municipal: '',
    addressLine1: '', addressLine2: '', addressLine3: '', postcode: '', companyPhone: '', haveCheckingAccount: 'no',
    acceptTermsAndConditions: false,
  };
}

const nameOf = (options: Option[], id: string) => options.find((option) => option.id === id)?.name ?? null;

export function submitInputOf(context: CompanyRegistrationContext): SubmitCompanyInput {
  const { values } = context;
  return {
    tenant: context.config.tenant,
    values,
    config: context.config,
    names: {
      state: nameOf(context.states, values.state) ?? '',
      city: nameOf(context.cities, values.city) ?? '',
      municipal: nameOf(context.municipals, values.municipal),
      activity: context.activities.find((a) => a.code === values.economicActivityCode)?.label ?? null,
    },
  };
}

function companyErrorOf(error: unknown): CompanySubmitError {
  return knownCodeOf(error, ['COMPANY_EXISTS_ERROR', 'emailAlreadyExists'] as const, 'registrationFailed');
}

export const companyRegistrationMachine = setup({
  types: {
    context: {} as CompanyRegistrationContext,
    events: {} as CompanyRegistrationEvent,
    input: {} as CompanyRegistrationInput,
  },
  actors: {
    loadOptions: fromPromise<LoadOptionsOutput, { tenant: string }>(notProvided('loadOptions')),
    loadChildren: fromPromise<Option[], LoadChildrenInput>(notProvided('loadChildren')),
    checkOrganization: fromPromise<CheckOrganizationOutput, CheckOrganizationInput>(notProvided('checkOrganization')),
    submitCompany: fromPromise<SubmitCompanyOutput, SubmitCompanyInput>(notProvided('submitCompany')),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateCompanyForm(context, context.values)).length === 0,
    // only an option the list offers can be chosen (a stale city of another state cannot)
    isOffered: ({ context, event }) => {
      if (event.type !== 'location.select') return false;
      const options = { state: context.states, city: context.cities, municipal: context.municipals }[event.level];
      return options.some((option) => option.id === event.id);
    },
    // a city's children only exist where the country has three levels
    needsChildren: ({ context, event }) =>
      event.type === 'location.select' &&
      ((event.level === 'state' && context.config.geoLevels >= 2) || (event.level === 'city' && context.config.geoLevels >= 3)),
    organizationExists: ({ event }) => 'output' in event && (event.output as CheckOrganizationOutput).exists,
    isPending: ({ event }) => 'output' in event && (event.output as SubmitCompanyOutput).status === 'pending',
  },
  actions: {
    setValue: assign(({ context, event }) => {
      if (event.type !== 'field.change' && event.type !== 'field.toggle') return {};
      return changeField(context, event.field, event.value, (field, values) => validateCompanyField(field, context, values));
    }),
    touchField: assign(({ context, event }) => {
      if (event.type !== 'field.blur') return {};
      return blurField(context, event.field, (field, values) => validateCompanyField(field, context, values));
    }),
    touchAll: assign(({ context }) => touchFields({}, visibleCompanyFields(context), validateCompanyForm(context, context.values))),
    selectLocation: assign(({ context, event }) => {
      if (event.type !== 'location.select') return {};
      const level: GeoLevel = event.level;
      const values = { ...context.values, [level]: event.id };
      // choosing a state clears its city and municipal; choosing a city clears its municipal
      if (level === 'state') Object.assign(values, { city: '', municipal: '' });
      if (level === 'city') values.municipal = '';
      const errors = { ...context.errors };
      if (event.id) delete errors[level];
      return {
        values,
        errors,
        cities: level === 'state' ? [] : context.cities,
        municipals: level === 'municipal' ? context.municipals : [],
        loadingLevel: level,
      };
    }),
    clearSubmitError: assign({ submitError: null }),
  },
}).createMachine({
  id: 'companyRegistration',
  context: ({ input }) => ({
    config: input,
    values: initialCompanyValues(input),
    errors: {},
    touched: {},
    submitError: null,
    activities: [],
    activityFreeText: false,
    states: [],
    cities: [],
    municipals: [],
    loadingLevel: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => ({ tenant: context.config.tenant }),
        onDone: {
          target: 'editing',
          actions: assign({
            activities: ({ event }) => event.output.activities,
            activityFreeText: ({ event }) => event.output.freeText,
            states: ({ event }) => event.output.states,
          }),
        },
        onError: 'loadFailed',
      },
    },
    // spec §8: thereWasAnErrorLoading, with a retry
    loadFailed: { on: { 'options.retry': 'loading' } },
    editing: {
      initial: 'idle',
      on: {
        'field.change': { actions: 'setValue' },
        'field.toggle': { actions: 'setValue' },
        'field.blur': { actions: 'touchField' },
        'location.select': [
          { guard: and(['isOffered', 'needsChildren']), target: 'loadingLocations', actions: 'selectLocation' },
          { guard: 'isOffered', actions: ['selectLocation', assign({ loadingLevel: null })] },
        ],
        'form.submit': [
          { guard: 'isFormValid', target: 'checkingCompany', actions: 'clearSubmitError' },
          { target: '.invalid', actions: ['touchAll', 'clearSubmitError'] },
        ],
      },
      states: { idle: {}, invalid: {}, failed: {} },
    },
    loadingLocations: {
      invoke: {
        id: 'loadChildren',
        src: 'loadChildren',
        input: ({ context }) => ({ parentId: context.loadingLevel === 'state' ? context.values.state : context.values.city }),
        onDone: {
          target: 'editing.idle',
          actions: assign(({ context, event }) => ({
            ...(context.loadingLevel === 'state' ? { cities: event.output } : { municipals: event.output }),
            loadingLevel: null,
          })),
        },
        onError: { target: 'editing.failed', actions: assign({ submitError: 'thereWasAnErrorLoading' as const, loadingLevel: null }) },
      },
    },
    // spec §7: s/account/v3/users/organization/isExists before the registration
    checkingCompany: {
      invoke: {
        id: 'checkOrganization',
        src: 'checkOrganization',
        input: ({ context }) => ({ documentType: context.values.companyDocumentType, document: context.values.companyDocument.trim() }),
        onDone: [
          {
            guard: 'organizationExists',
            target: 'editing.failed',
            actions: assign({
              submitError: 'COMPANY_EXISTS_ERROR' as const,
              errors: ({ context }) => ({ ...context.errors, companyDocument: 'errors.COMPANY_EXISTS_ERROR' }),
            }),
          },
          { target: 'submitting' },
        ],
        onError: { target: 'editing.failed', actions: assign({ submitError: 'registrationFailed' as const }) },
      },
    },
    submitting: {
      invoke: {
        id: 'submitCompany',
        src: 'submitCompany',
        input: ({ context }) => submitInputOf(context),
        onDone: [{ guard: 'isPending', target: 'pending' }, { target: 'registered' }],
        onError: { target: 'editing.failed', actions: assign({ submitError: ({ event }) => companyErrorOf(event.error) }) },
      },
    },
    // spec §2: a success page with a go-to-home button
    registered: { type: 'final' },
    // spec §2, §4: Mexico: request received, confirmation within two business days
    pending: { type: 'final' },
  },
});
