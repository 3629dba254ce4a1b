// Sample events of myProfileMachine (pure data).
import type { MyProfileEvent } from './my-profile.types';
import type { Profile } from '../../contracts/profile.contract';

export const myProfileSample: Profile = {
  email: 'shopper.cl@demo.example.com',
  firstName: 'Camila',
  middleName: '',
  lastName: 'Rojas',
  motherLastName: 'Soto',
  usesMotherLastName: true,
  dateOfBirth: '1990-05-04',
  gender: 'FEMALE',
  directDialing: '',
  primaryPhone: '912345678',
  documentType: 'RUT',
  document: '158724391',
  documentDniDv: '',
  offerSms: false,
  brandNewsLetter: false,
  receiveEmail: false,
  countryOfResidence: 'CL',
  addCMR: false,
  personalDataTreatmentPolicy: true,
  position: '',
  asksPosition: false,
};

export const myProfileSampleEvents: MyProfileEvent[] = [
  { type: 'field.change', field: 'firstName', value: '' },
  { type: 'field.change', field: 'firstName', value: 'Camila Andrea' },
  { type: 'flag.toggle', field: 'brandNewsLetter' },
  { type: 'field.change', field: 'countryOfResidence', value: 'PE' },
  { type: 'form.submit' },
  { type: 'profile.retry' },
];

export const myProfileFlowSamples = {
  common: [
    ...myProfileSampleEvents,
    { type: 'xstate.done.actor.loadProfile', output: myProfileSample },
    { type: 'xstate.error.actor.loadProfile', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.saveProfile', output: myProfileSample },
    { type: 'xstate.error.actor.saveProfile', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
