// spec §2 companyDetails: load the company with its option lists, edit, save. The state -> city -> municipal cascade loads
// children on selection (the geo endpoints of spec §7, as company registration does). The notify action (supplied at the
// edge) shows spec §8's toasts through the app's toaster: 'Datos editados exitosamente.' on success, the save failure
// otherwise (or the forbidden text when the server refuses the role); a failed save keeps everything typed.
import { assign, fromPromise, setup } from 'xstate';
import { childrenParentOf, loadedChildren } from '../shared/company-address';
import { companyDetailsErrors, typesMunicipal, type CompanyDetailsShape } from '../../rules/company-details';
import { errorCodeOf } from '../shared/failure';
import { notProvided, changeServerCheckedField, refusedForm, savedForm } from '../shared/form-fields';
import type {
  CompanyDetailsContext,
  CompanyDetailsEvent,
  CompanyDetailsFormValues,
  CompanyDetailsInput,
  CompanyDetailsLoad,
  CompanyDetailsNotice,
  CompanyGeoLevel,
  Option,
} from './company-details.types';
import type { CompanyDetails } from '../../contracts/company-details.contract';
import { originTypeOf } from '../../rules/company-types';

export const shapeOf = (
  c: Pick<CompanyDetailsContext, 'config' | 'activityFreeText' | 'details'>,
): CompanyDetailsShape => ({
  country: c.config.country,
  geoLevels: c.config.geoLevels,
  asksBusinessType: c.details?.asksBusinessType ?? false,
  activityFreeText: c.activityFreeText,
});

export const valuesOf = (d: CompanyDetails): CompanyDetailsFormValues => ({
  position: d.position,
  businessName: d.businessName,
  fantasyName: d.fantasyName,
  organizationType: d.organizationType,
  originType: d.originType,
  businessType: d.businessType ?? '',
  economicActivityCode: d.economicActivityCode,
  economicActivityText: d.economicActivityText,
  state: d.state,
  city: d.city,
  municipal: d.municipal,
  addressLine1: d.addressLine1,
  addressLine2: d.addressLine2,
  addressLine3: d.addressLine3,
  postcode: d.postcode,
  companyPhone: d.companyPhone,
  haveCheckingAccount: d.haveCheckingAccount,
});

const EMPTY: CompanyDetailsFormValues = {
  position: '',
  businessName: '',
  fantasyName: '',
  organizationType: 'national',
  originType: originTypeOf('national'),
  businessType: '',
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
  haveCheckingAccount: false,
};

const listOf = (c: CompanyDetailsContext, level: CompanyGeoLevel): Option[] =>
  ({ state: c.states, city: c.cities, municipal: c.municipals })[level];
const isOffered = (c: CompanyDetailsContext, p: { level: CompanyGeoLevel; id: string }) =>
  listOf(c, p.level).some((o) => o.id === p.id);
/** a state's cities load where the country has two levels, a city's municipalities where it has three */
const needsChildren = (c: CompanyDetailsContext, level: CompanyGeoLevel) =>
  (level === 'state' && c.config.geoLevels >= 2) || (level === 'city' && c.config.geoLevels >= 3);
const locationOf = ({ event }: { event: { level: CompanyGeoLevel; id: string } }) => ({
  level: event.level,
  id: event.id,
});
const noticeOfError = ({ event }: { event: { error: unknown } }): { result: CompanyDetailsNotice } => ({
  result: errorCodeOf(event.error) === 'FORBIDDEN' ? 'forbidden' : 'failed',
});

export const companyDetailsMachine = setup({
  types: {
    context: {} as CompanyDetailsContext,
    events: {} as CompanyDetailsEvent,
    input: {} as CompanyDetailsInput,
  },
  actors: {
    loadDetails: fromPromise<CompanyDetailsLoad>(notProvided('loadDetails')),
    loadChildren: fromPromise<Option[], { parentId: string }>(notProvided('loadChildren')),
    saveDetails: fromPromise<CompanyDetails, { values: CompanyDetailsFormValues; shape: CompanyDetailsShape }>(
      notProvided('saveDetails'),
    ),
  },
  guards: {
    isValid: ({ context }) => Object.keys(companyDetailsErrors(shapeOf(context), context.values)).length === 0,
    isOffered: ({ context }, params: { level: CompanyGeoLevel; id: string }) => isOffered(context, params),
    isOfferedWithChildren: ({ context }, params: { level: CompanyGeoLevel; id: string }) =>
      isOffered(context, params) && needsChildren(context, params.level),
  },
  actions: {
    notify: (_, _params: { result: CompanyDetailsNotice }) => {},
    selectLocation: assign(({ context }, params: { level: CompanyGeoLevel; id: string }) => {
      const values = { ...context.values, [params.level]: params.id };
      // choosing a state clears its city and municipal; choosing a city clears its municipal. A typed colony (two levels,
      // issue 32 item 3) is the user's text: it stays
      const typed = typesMunicipal(context.config.geoLevels);
      if (params.level === 'state') Object.assign(values, { city: '', municipal: typed ? values.municipal : '' });
      if (params.level === 'city' && !typed) values.municipal = '';
      return {
        values,
        cities: params.level === 'state' ? [] : context.cities,
        municipals: params.level === 'municipal' ? context.municipals : [],
        serverErrors: { ...context.serverErrors, [params.level]: undefined },
        listFailed: false,
      };
    }),
  },
}).createMachine({
  id: 'companyDetails',
  context: ({ input }) => ({
    config: input,
    details: null,
    values: EMPTY,
    activities: [],
    activityFreeText: false,
    states: [],
    cities: [],
    municipals: [],
    loadingLevel: null,
    showErrors: false,
    serverErrors: {},
    listFailed: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            details: event.output.details,
            values: valuesOf(event.output.details),
            activities: event.output.activities,
            activityFreeText: event.output.activityFreeText,
            states: event.output.states,
            cities: event.output.cities,
            municipals: event.output.municipals,
          })),
        },
        onError: 'loadFailed',
      },
    },
    // spec §8 thereWasAnErrorLoading, with a retry
    loadFailed: { on: { 'details.retry': 'loading' } },
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => changeServerCheckedField(context, event.field, event.value)),
        },
        'flag.toggle': {
          actions: assign(({ context }) => ({
            values: { ...context.values, haveCheckingAccount: !context.values.haveCheckingAccount },
          })),
        },
        'location.select': [
          {
            guard: { type: 'isOfferedWithChildren', params: locationOf },
            target: 'loadingLocations',
            actions: [
              { type: 'selectLocation', params: locationOf },
              assign({ loadingLevel: ({ event }) => event.level }),
            ],
          },
          { guard: { type: 'isOffered', params: locationOf }, actions: { type: 'selectLocation', params: locationOf } },
        ],
        'form.submit': [{ guard: 'isValid', target: 'saving' }, { actions: assign({ showErrors: true }) }],
      },
    },
    loadingLocations: {
      invoke: {
        id: 'loadChildren',
        src: 'loadChildren',
        input: ({ context }) => childrenParentOf(context),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => loadedChildren(context, event.output)),
        },
        onError: { target: 'editing', actions: assign({ listFailed: true, loadingLevel: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'saveDetails',
        src: 'saveDetails',
        input: ({ context }) => ({ values: context.values, shape: shapeOf(context) }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({ details: event.output, ...savedForm(valuesOf(event.output)) })),
            { type: 'notify', params: { result: 'saved' } },
          ],
        },
        onError: {
          target: 'editing',
          actions: [assign(({ event }) => refusedForm(event.error)), { type: 'notify', params: noticeOfError }],
        },
      },
    },
  },
});
