// spec §2 address modal: page 'form' (add/edit), page 'knowZip' ('know your zip code': choose state, city and district from
// the geo lists, then the postcode table, if the country has one), page 'chooseStreet' (the streets and districts of a postcode).
// Field rules are src/rules/address.ts; the server checks them again. Output: the saved address, or null when closed.
import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';
import type { Address } from '../../contracts/address.contract';
import type { GeoArea } from '../../contracts/geo.contract';
import type { PostcodePlace } from '../../contracts/postcode.contract';
import { addressGeoLevels } from '../../rules/address-levels';
import { MODAL_CLOSE_ANIMATION_MS } from '../../rules/motion';
import { errorCodeOf, fieldErrorsOf } from '../shared/failure';
import { addressBody, addressCheck, pickComplete, pickedPlace, placeOf } from './address-modal.rules';
import type {
  AddressModalContext,
  AddressModalEvent,
  AddressModalInput,
  AddressModalOutput,
  SaveAddressRequest,
} from './address-modal.types';

export const addressModalMachine = setup({
  types: {
    context: {} as AddressModalContext,
    events: {} as AddressModalEvent,
    input: {} as AddressModalInput,
    output: {} as AddressModalOutput,
  },
  actors: {
    loadAreas: fromPromise<GeoArea[], { parentId: string | null }>(() =>
      Promise.reject(new Error('loadAreas not provided')),
    ),
    /** the same look-up for a state's cities or a city's municipals (its own name: an invoke's id is its actor's name) */
    loadChildren: fromPromise<GeoArea[], { parentId: string | null }>(() =>
      Promise.reject(new Error('loadChildren not provided')),
    ),
    findPostcodes: fromPromise<PostcodePlace[], { state: string; city: string; municipal: string }>(() =>
      Promise.reject(new Error('findPostcodes not provided')),
    ),
    saveAddress: fromPromise<Address, SaveAddressRequest>(() => Promise.reject(new Error('saveAddress not provided'))),
  },
  guards: {
    isFormValid: ({ context }) => addressCheck(context).ok,
    isSinglePlaceWithoutStreet: ({ event }) =>
      event.type === 'postcode.resolved' && event.places.length === 1 && event.places[0]!.addressLine1 === null,
    isPickComplete: ({ context }) => pickComplete(context),
    hasPostcodeTable: ({ context }) => context.postcodeTable,
    needsChildren: ({ context, event }) =>
      event.type === 'area.select' &&
      event.id !== '' &&
      ((event.level === 'state' && context.levels >= 2) || (event.level === 'city' && context.levels >= 3)),
    /** a choice the select offers (its list holds the id) that differs from the current one, as a select's change event */
    isNewListedArea: ({ context, event }) => {
      if (event.type !== 'area.select' || event.id === context.pick[event.level]) return false;
      const list =
        event.level === 'state'
          ? context.lists.states
          : event.level === 'city'
            ? context.lists.cities
            : context.lists.municipals;
      return event.id === '' || list.some((a) => a.id === event.id);
    },
    /** a level the country's lists do not have is typed, once the level above it is picked */
    isTypedLevel: ({ context, event }) =>
      event.type === 'area.type' &&
      (event.level === 'city'
        ? context.levels < 2 && context.pick.state !== ''
        : context.levels < 3 && context.pick.city !== ''),
    hasSaved: ({ context }) => context.saved !== null,
    hasPlaces: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length > 0,
  },
  delays: {
    // spec §9: modal close animation 0.5 s (the app supplies 0 when the user prefers reduced motion)
    closeAnimation: MODAL_CLOSE_ANIMATION_MS,
  },
  actions: {
    setField: assign(({ context, event }) =>
      event.type === 'field.change'
        ? {
            fields: { ...context.fields, [event.field]: event.value },
            serverErrors: { ...context.serverErrors, [event.field]: undefined },
          }
        : {},
    ),
    togglePreferred: assign(({ context }) => ({
      fields: { ...context.fields, isDefaultAddress: !context.fields.isDefaultAddress },
    })),
    setPostcode: assign(({ context, event }) =>
      event.type === 'postcode.changed' || event.type === 'postcode.resolved'
        ? {
            fields: { ...context.fields, postcode: event.postcode },
            serverErrors: { ...context.serverErrors, postcode: undefined },
          }
        : {},
    ),
    setOnlyPlace: assign(({ event }) =>
      event.type === 'postcode.resolved' ? { place: placeOf(event.places[0]!), postcodeFromTable: true } : {},
    ),
    setPlaces: assign(({ event }) => (event.type === 'postcode.resolved' ? { places: event.places } : {})),
    pickArea: assign(({ context, event }) => {
      if (event.type === 'area.select') {
        const pick = { ...context.pick, [event.level]: event.id };
        if (event.level === 'state') Object.assign(pick, { city: '', municipal: '' });
        if (event.level === 'city') pick.municipal = '';
        const lists = { ...context.lists };
        if (event.level === 'state') Object.assign(lists, { cities: [], municipals: [] });
        if (event.level === 'city') lists.municipals = [];
        return {
          pick,
          lists,
          noPostcodeFound: false,
          loadingLevel: event.level === 'state' ? ('city' as const) : ('municipal' as const),
        };
      }
      if (event.type === 'area.type')
        return { pick: { ...context.pick, [event.level]: event.value }, noPostcodeFound: false };
      return {};
    }),
    usePickedPlace: assign(({ context }) => ({
      place: pickedPlace(context),
      postcodeFromTable: false,
      serverErrors: {},
    })),
    chooseStreet: assign(({ context, event }) => {
      if (event.type !== 'street.choose') return {};
      const chosen = context.places[event.index];
      if (!chosen) return {};
      return {
        place: placeOf(chosen),
        postcodeFromTable: true,
        fields: {
          ...context.fields,
          postcode: chosen.postcode,
          addressLine1: chosen.addressLine1?.name ?? context.fields.addressLine1,
        },
        serverErrors: {},
      };
    }),
    showErrors: assign({ showErrors: true }),
    clearError: assign({ error: null }),
    setSaveError: assign(({ event }) => {
      const error = 'error' in event ? event.error : null;
      const serverErrors = fieldErrorsOf(error);
      return {
        error: errorCodeOf(error) ?? 'GENERIC_ERROR',
        serverErrors,
        showErrors: true,
        // issue 30 item 7: a refused postcode is shown in its input, never behind the chosen address
        ...(serverErrors.postcode ? { postcodeFromTable: false } : {}),
      };
    }),
  },
}).createMachine({
  id: 'addressModal',
  context: ({ input }) => {
    const a = input.address ?? null;
    return {
      country: input.country.toUpperCase(),
      levels: addressGeoLevels(input.country),
      postcodeTable: input.postcodeTable,
      operation: input.operation,
      addressId: a?.id ?? null,
      fields: {
        addressName: a?.addressName ?? '',
        addressLine1: a?.addressLine1 ?? '',
        addressLine2: a?.addressLine2 ?? '',
        addressLine3: a?.addressLine3 ?? '',
        addressReference: a?.addressReference ?? '',
        postcode: a?.postcode ?? '',
        isDefaultAddress: a?.isDefaultAddress ?? false,
      },
      place: a
        ? {
            state: a.state,
            stateName: a.stateName,
            city: a.city,
            cityName: a.cityName,
            municipal: a.municipal,
            municipalName: a.municipalName,
          }
        : null,
      postcodeFromTable: false,
      lists: { states: [], cities: [], municipals: [] },
      pick: { state: a?.state ?? '', city: a?.city ?? '', municipal: a?.municipal ?? '' },
      loadingLevel: 'city',
      noPostcodeFound: false,
      places: [],
      showErrors: false,
      serverErrors: {},
      error: null,
      saved: null,
    };
  },
  output: ({ context }) => ({ saved: context.saved }),
  initial: 'form',
  // issue 16: closing plays spec §9's animation before the modal ends; a second close while it plays changes nothing
  on: { 'modal.close': { guard: not(stateIn('#addressModal.closing')), target: '.closing' } },
  states: {
    form: {
      on: {
        'field.change': { actions: 'setField' },
        'preferred.toggle': { actions: 'togglePreferred' },
        'postcode.changed': { actions: 'setPostcode' },
        'postcode.resolved': [
          { guard: 'isSinglePlaceWithoutStreet', actions: ['setPostcode', 'setOnlyPlace'] },
          { target: 'chooseStreet', actions: ['setPostcode', 'setPlaces'] },
        ],
        'place.search': 'knowZip',
        'form.submit': [{ guard: 'isFormValid', target: 'saving' }, { actions: 'showErrors' }],
      },
    },
    knowZip: {
      initial: 'loadingStates',
      entry: assign({ pick: { state: '', city: '', municipal: '' }, noPostcodeFound: false }),
      on: { 'page.back': 'form' },
      states: {
        loadingStates: {
          invoke: {
            id: 'loadAreas',
            src: 'loadAreas',
            input: () => ({ parentId: null }),
            onDone: {
              target: 'picking',
              actions: assign(({ context, event }) => ({ lists: { ...context.lists, states: event.output } })),
            },
            onError: 'loadFailed',
          },
        },
        loadFailed: { on: { 'areas.retry': 'loadingStates' } },
        picking: {
          on: {
            'area.select': [
              { guard: and(['isNewListedArea', 'needsChildren']), target: 'loadingChildren', actions: 'pickArea' },
              { guard: 'isNewListedArea', actions: 'pickArea' },
            ],
            'area.type': { guard: 'isTypedLevel', actions: 'pickArea' },
            'zip.search': { guard: and(['isPickComplete', 'hasPostcodeTable']), target: 'searching' },
            'zip.usePlace': { guard: 'isPickComplete', target: '#addressModal.form', actions: 'usePickedPlace' },
          },
        },
        loadingChildren: {
          invoke: {
            id: 'loadChildren',
            src: 'loadChildren',
            input: ({ context }) => ({
              parentId: context.loadingLevel === 'city' ? context.pick.state : context.pick.city,
            }),
            onDone: {
              target: 'picking',
              actions: assign(({ context, event }) => ({
                lists:
                  context.loadingLevel === 'city'
                    ? { ...context.lists, cities: event.output }
                    : { ...context.lists, municipals: event.output },
              })),
            },
            onError: 'loadFailed',
          },
        },
        searching: {
          invoke: {
            id: 'findPostcodes',
            src: 'findPostcodes',
            input: ({ context }) => ({
              state: context.pick.state,
              city: context.pick.city,
              municipal: context.pick.municipal,
            }),
            onDone: [
              {
                guard: 'hasPlaces',
                target: '#addressModal.chooseStreet',
                actions: assign({ places: ({ event }) => event.output }),
              },
              { target: 'picking', actions: assign({ noPostcodeFound: true }) },
            ],
            onError: { target: 'picking', actions: assign({ noPostcodeFound: true }) },
          },
        },
      },
    },
    chooseStreet: {
      on: {
        'street.choose': { target: 'form', actions: 'chooseStreet' },
        'page.back': 'form',
      },
    },
    saving: {
      entry: 'clearError',
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => ({ operation: context.operation, id: context.addressId, body: addressBody(context) }),
        onDone: { target: 'closing', actions: assign({ saved: ({ event }) => event.output }) },
        onError: { target: 'form', actions: 'setSaveError' },
      },
    },
    closing: {
      after: { closeAnimation: [{ guard: 'hasSaved', target: 'saved' }, { target: 'closed' }] },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
});
