// spec §2, §3, §4, §8: company registration. Options load first; the state -> city -> municipal cascade loads children on
// selection; a submit checks the organisation (isExists) and then registers. Mexico ends pending (spec §4).
import { assign, fromPromise, setup } from 'xstate';
import { childrenParentOf, loadedChildren } from '../shared/company-address';
import type {
  CheckOrganizationInput,
  CheckOrganizationOutput,
  CompanyRegistrationContext,
  CompanyRegistrationEvent,
  CompanyField,
  CompanyRegistrationInput,
  CompanySubmitError,
  CompanyTextField,
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
import { knownCodeOf } from '../shared/failure';
import { acceptancesOf, consentsComplete, toggledConsent, markedConsents } from '../shared/consent-template';
import { typesMunicipal } from '../../rules/company-details';

export function initialCompanyValues(config: CompanyRegistrationInput): CompanyValues {
  return {
    email: '',
    password: '',
    firstName: '',
    lastName: '',
    position: '',
    phoneNumber: '',
    companyDocumentType: config.documentDefault,
    companyDocument: '',
    businessName: '',
    fantasyName: '',
    organizationType: 'national', // spec §3: default national
    businessType: '',
    taxpayerType: '',
    economicActivityCode: '',
    economicActivityText: '',
    state: '',
    city: '',
    municipal: '',
    addressLine1: '',
    addressLine2: '',
    addressLine3: '',
    postcode: '',
    companyPhone: '',
    haveCheckingAccount: 'no',
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
      // a typed colony / barrio / bairro (two levels, issue 32 item 3) is its own name
      municipal: typesMunicipal(context.config.geoLevels)
        ? values.municipal.trim() || null
        : nameOf(context.municipals, values.municipal),
      activity: context.activities.find((a) => a.code === values.economicActivityCode)?.label ?? null,
    },
    consents: acceptancesOf(context.consentTemplates, context.consentAnswers),
  };
}

function companyErrorOf(error: unknown): CompanySubmitError {
  return knownCodeOf(error, ['COMPANY_EXISTS_ERROR', 'emailAlreadyExists'] as const, 'registrationFailed');
}

/** only an option the list offers can be chosen (a stale city of another state cannot) */
const isOffered = (context: CompanyRegistrationContext, { level, id }: { level: GeoLevel; id: string }) =>
  ({ state: context.states, city: context.cities, municipal: context.municipals })[level].some(
    (option) => option.id === id,
  );
/** a city's children only exist where the country has three levels */
const needsChildren = (context: CompanyRegistrationContext, level: GeoLevel) =>
  (level === 'state' && context.config.geoLevels >= 2) || (level === 'city' && context.config.geoLevels >= 3);

// typed transition params: each event hands the guard or action only what it reads
const valueOf = ({
  event,
}: {
  event: { field: CompanyTextField | 'acceptTermsAndConditions'; value: string | boolean };
}) => ({ field: event.field, value: event.value });
const locationOf = ({ event }: { event: { level: GeoLevel; id: string } }) => ({ level: event.level, id: event.id });
const outputOf = <T>({ event }: { event: { output: T } }) => ({ output: event.output });

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
    isFormValid: ({ context }) =>
      Object.keys(validateCompanyForm(context, context.values)).length === 0 &&
      consentsComplete(context.consentTemplates, context.consentAnswers),
    isOffered: ({ context }, params: { level: GeoLevel; id: string }) => isOffered(context, params),
    // an offered option whose children load next
    isOfferedWithChildren: ({ context }, params: { level: GeoLevel; id: string }) =>
      isOffered(context, params) && needsChildren(context, params.level),
    organizationExists: (_, params: { output: CheckOrganizationOutput }) => params.output.exists,
    isPending: (_, params: { output: SubmitCompanyOutput }) => params.output.status === 'pending',
  },
  actions: {
    setValue: assign(
      ({ context }, params: { field: CompanyTextField | 'acceptTermsAndConditions'; value: string | boolean }) =>
        changeField(context, params.field, params.value, (field, values) =>
          validateCompanyField(field, context, values),
        ),
    ),
    touchField: assign(({ context }, params: { field: CompanyField }) =>
      blurField(context, params.field, (field, values) => validateCompanyField(field, context, values)),
    ),
    touchAll: assign(({ context }) =>
      touchFields({}, visibleCompanyFields(context), validateCompanyForm(context, context.values)),
    ),
    selectLocation: assign(({ context }, params: { level: GeoLevel; id: string }) => {
      const { level, id } = params;
      const values = { ...context.values, [level]: id };
      // choosing a state clears its city and municipal; choosing a city clears its municipal. A typed colony (two levels,
      // issue 32 item 3) is the user's text: it stays
      const typed = typesMunicipal(context.config.geoLevels);
      if (level === 'state') Object.assign(values, { city: '', municipal: typed ? values.municipal : '' });
      if (level === 'city' && !typed) values.municipal = '';
      const errors = { ...context.errors };
      if (id) delete errors[level];
      return {
        values,
        errors,
        cities: level === 'state' ? [] : context.cities,
        municipals: level === 'municipal' ? context.municipals : [],
        loadingLevel: level,
      };
    }),
    clearSubmitError: assign({ submitError: null }),
    markConsents: assign(({ context }) => markedConsents(context)),
    toggleConsent: assign(({ context }, params: { templateId: string; accepted: boolean }) =>
      toggledConsent(context, params),
    ),
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
    consentTemplates: [],
    consentAnswers: {},
    consentError: false,
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
            consentTemplates: ({ event }) => event.output.consents,
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
        'field.change': { actions: { type: 'setValue', params: valueOf } },
        'field.toggle': { actions: { type: 'setValue', params: valueOf } },
        // spec §9: one checkbox per consent template
        'consent.toggle': {
          actions: {
            type: 'toggleConsent',
            params: ({ event }) => ({ templateId: event.templateId, accepted: event.accepted }),
          },
        },
        'field.blur': { actions: { type: 'touchField', params: ({ event }) => ({ field: event.field }) } },
        'location.select': [
          {
            guard: { type: 'isOfferedWithChildren', params: locationOf },
            target: 'loadingLocations',
            actions: { type: 'selectLocation', params: locationOf },
          },
          {
            guard: { type: 'isOffered', params: locationOf },
            actions: [{ type: 'selectLocation', params: locationOf }, assign({ loadingLevel: null })],
          },
        ],
        'form.submit': [
          { guard: 'isFormValid', target: 'checkingCompany', actions: 'clearSubmitError' },
          { target: '.invalid', actions: ['touchAll', 'markConsents', 'clearSubmitError'] },
        ],
      },
      states: { idle: {}, invalid: {}, failed: {} },
    },
    loadingLocations: {
      invoke: {
        id: 'loadChildren',
        src: 'loadChildren',
        input: ({ context }) => childrenParentOf(context),
        onDone: {
          target: 'editing.idle',
          actions: assign(({ context, event }) => loadedChildren(context, event.output)),
        },
        onError: {
          target: 'editing.failed',
          actions: assign({ submitError: 'thereWasAnErrorLoading' as const, loadingLevel: null }),
        },
      },
    },
    // spec §7: s/account/v3/users/organization/isExists before the registration
    checkingCompany: {
      invoke: {
        id: 'checkOrganization',
        src: 'checkOrganization',
        input: ({ context }) => ({
          documentType: context.values.companyDocumentType,
          document: context.values.companyDocument.trim(),
        }),
        onDone: [
          {
            guard: { type: 'organizationExists', params: outputOf },
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
        onDone: [{ guard: { type: 'isPending', params: outputOf }, target: 'pending' }, { target: 'registered' }],
        onError: {
          target: 'editing.failed',
          actions: assign({ submitError: ({ event }) => companyErrorOf(event.error) }),
        },
      },
    },
    // spec §2: a success page with a go-to-home button
    registered: { type: 'final' },
    // spec §2, §4: Mexico: request received, confirmation within two business days
    pending: { type: 'final' },
  },
});
