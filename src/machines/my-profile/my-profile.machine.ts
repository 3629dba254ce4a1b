// spec §2 myProfile: load, edit, save. The notify action (supplied at the edge) shows spec §8's toasts: 'Datos editados
// exitosamente.' on success, the save failure otherwise; a failed save keeps everything typed.
import { assign, fromPromise, setup } from 'xstate';
import { changeServerCheckedField, refusedForm, savedForm } from '../shared/form-fields';
import { profileErrors } from './my-profile.rules';
import type { MyProfileContext, MyProfileEvent, MyProfileInput } from './my-profile.types';
import type { Profile } from '../../contracts/profile.contract';

const valuesOf = (p: Profile): MyProfileContext['values'] => ({
  firstName: p.firstName,
  middleName: p.middleName,
  lastName: p.lastName,
  motherLastName: p.motherLastName,
  dateOfBirth: p.dateOfBirth ?? '',
  directDialing: p.directDialing,
  primaryPhone: p.primaryPhone,
  document: p.document,
  documentDniDv: p.documentDniDv,
  gender: p.gender,
  documentType: p.documentType ?? '',
  offerSms: p.offerSms,
  brandNewsLetter: p.brandNewsLetter,
  receiveEmail: p.receiveEmail,
  countryOfResidence: p.countryOfResidence,
  addCMR: p.addCMR,
  personalDataTreatmentPolicy: p.personalDataTreatmentPolicy,
  position: p.position,
});

export const myProfileMachine = setup({
  types: { context: {} as MyProfileContext, events: {} as MyProfileEvent, input: {} as MyProfileInput },
  actors: {
    loadProfile: fromPromise<Profile>(() => Promise.reject(new Error('loadProfile not provided'))),
    saveProfile: fromPromise<Profile, MyProfileContext['values']>(() =>
      Promise.reject(new Error('saveProfile not provided')),
    ),
  },
  guards: { isValid: ({ context }) => Object.keys(profileErrors(context, new Date())).length === 0 },
  actions: { notify: (_, _params: { result: 'saved' | 'failed' }) => {} },
}).createMachine({
  id: 'myProfile',
  context: ({ input }) => ({
    ...input,
    profile: null,
    values: valuesOf({
      email: '',
      firstName: '',
      middleName: '',
      lastName: '',
      motherLastName: '',
      usesMotherLastName: false,
      dateOfBirth: null,
      gender: 'UNSET',
      directDialing: '',
      primaryPhone: '',
      documentType: null,
      document: '',
      documentDniDv: '',
      offerSms: false,
      brandNewsLetter: false,
      receiveEmail: false,
      countryOfResidence: 'CL',
      addCMR: false,
      personalDataTreatmentPolicy: false,
      position: '',
      asksPosition: false,
    }),
    showErrors: false,
    serverErrors: {},
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ profile: event.output, values: valuesOf(event.output) })),
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'profile.retry': 'loading' } },
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => changeServerCheckedField(context, event.field, event.value)),
        },
        'flag.toggle': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: !context.values[event.field] },
          })),
        },
        'form.submit': [{ guard: 'isValid', target: 'saving' }, { actions: assign({ showErrors: true }) }],
      },
    },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => context.values,
        onDone: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({ profile: event.output, ...savedForm(valuesOf(event.output)) })),
            { type: 'notify', params: { result: 'saved' } },
          ],
        },
        onError: {
          target: 'editing',
          actions: [assign(({ event }) => refusedForm(event.error)), { type: 'notify', params: { result: 'failed' } }],
        },
      },
    },
  },
});
