// Sample events and inputs of addressModalMachine (pure data): the model test, the machine test and the flow tooling.
import type { PostcodePlace } from '../../contracts/postcode.contract';
import type { AddressModalEvent, AddressModalInput } from './address-modal.types';
import { addressSampleSaved } from '../shared/samples';

export const addressSamplePlaces: PostcodePlace[] = [
  {
    postcode: '9990001',
    state: { id: '13', name: 'Región Metropolitana de Santiago' },
    city: { id: '131', name: 'Santiago' },
    municipal: { id: '13101', name: 'Santiago' },
    addressLine1: { name: 'Calle Demostración' },
  },
  {
    postcode: '9990001',
    state: { id: '13', name: 'Región Metropolitana de Santiago' },
    city: { id: '131', name: 'Santiago' },
    municipal: { id: '13101', name: 'Santiago' },
    addressLine1: { name: 'Pasaje Ejemplo' },
  },
];
export const addressSampleAreas = {
  states: [{ id: '13', name: 'Región Metropolitana de Santiago' }],
  cities: [{ id: '131', name: 'Santiago' }],
  municipals: [{ id: '13101', name: 'Santiago' }],
};

export const addressModalSampleInputs: Record<'add' | 'edit' | 'noTable', AddressModalInput> = {
  add: { country: 'CL', postcodeTable: true, operation: 'add' },
  edit: { country: 'CL', postcodeTable: true, operation: 'edit', address: addressSampleSaved },
  noTable: { country: 'PE', postcodeTable: false, operation: 'add' },
};

export const addressModalSampleEvents: AddressModalEvent[] = [
  { type: 'field.change', field: 'addressName', value: 'Casa' },
  { type: 'field.change', field: 'addressLine2', value: '123' },
  { type: 'preferred.toggle' },
  { type: 'postcode.changed', postcode: '9990001' },
  { type: 'postcode.resolved', postcode: '9990001', places: addressSamplePlaces },
  {
    type: 'postcode.resolved',
    postcode: '9990009',
    places: [{ ...addressSamplePlaces[0]!, postcode: '9990009', addressLine1: null }],
  },
  { type: 'place.search' },
  { type: 'area.select', level: 'state', id: '13' },
  { type: 'area.select', level: 'city', id: '131' },
  { type: 'area.select', level: 'municipal', id: '13101' },
  { type: 'area.type', level: 'municipal', value: 'Colonia Centro' },
  { type: 'zip.search' },
  { type: 'zip.usePlace' },
  { type: 'areas.retry' },
  { type: 'street.choose', index: 0 },
  { type: 'page.back' },
  { type: 'form.submit' },
  { type: 'modal.close' },
];

export const addressModalFlowSamples = {
  common: [
    ...addressModalSampleEvents,
    { type: 'xstate.done.actor.loadAreas', output: addressSampleAreas.states },
    { type: 'xstate.error.actor.loadAreas', error: { code: 'GENERIC_ERROR' } },
    // one list for both levels, so that any path's select finds its option
    {
      type: 'xstate.done.actor.loadChildren',
      output: [...addressSampleAreas.cities, ...addressSampleAreas.municipals],
    },
    { type: 'xstate.error.actor.loadChildren', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.findPostcodes', output: addressSamplePlaces },
    { type: 'xstate.done.actor.findPostcodes', output: [] },
    { type: 'xstate.error.actor.findPostcodes', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.saveAddress', output: addressSampleSaved },
    {
      type: 'xstate.error.actor.saveAddress',
      error: { code: 'VALIDATION_ERROR', details: { fields: { postcode: 'address.postcodeNotFound' } } },
    },
  ],
} as const;
