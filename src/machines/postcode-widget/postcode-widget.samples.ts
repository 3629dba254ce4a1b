// Sample events and inputs of postcodeWidgetMachine, shared by the machine test, the model test and the flow tooling (pure data).
import type { PostcodePlace } from '../../contracts/postcode.contract';
import type { PostcodeWidgetEvent, PostcodeWidgetInput } from './postcode-widget.types';

export const postcodeWidgetSampleAddress = { postcode: '9990002', label: 'Avenida Prueba 123, Providencia, Santiago' };

export const postcodeWidgetSampleInputs: Record<
  'primaryAdd' | 'primaryEdit' | 'secondaryAdd' | 'noTable',
  PostcodeWidgetInput
> = {
  primaryAdd: { variant: 'primary', operation: 'add', country: 'CL', postcodeTable: true },
  primaryEdit: {
    variant: 'primary',
    operation: 'edit',
    country: 'CL',
    postcodeTable: true,
    postcode: '9990002',
    address: postcodeWidgetSampleAddress,
  },
  secondaryAdd: {
    variant: 'secondary',
    operation: 'add',
    country: 'CL',
    postcodeTable: true,
    postcode: '9990002',
    address: postcodeWidgetSampleAddress,
  },
  noTable: { variant: 'primary', operation: 'add', country: 'PE', postcodeTable: false },
};

export const postcodeWidgetSamplePlaces: PostcodePlace[] = [
  {
    postcode: '9990001',
    state: { id: '13', name: 'Región Metropolitana de Santiago' },
    city: { id: '131', name: 'Santiago' },
    municipal: { id: '13101', name: 'Santiago' },
    addressLine1: { name: 'Calle Demostración' },
  },
];

export const postcodeWidgetSampleEvents: PostcodeWidgetEvent[] = [
  { type: 'postcode.change', value: '9990001' },
  { type: 'postcode.change', value: '99A' },
  { type: 'postcode.submit' },
  { type: 'widget.edit' },
];

export const postcodeWidgetFlowSamples = {
  common: [
    ...postcodeWidgetSampleEvents,
    { type: 'xstate.done.actor.lookupPostcode', output: { postcode: '9990001', places: postcodeWidgetSamplePlaces } },
    { type: 'xstate.error.actor.lookupPostcode', error: { code: 'NOT_FOUND' } },
    // issue 32 item 1: the online provider is slow or down (503), distinct from 'not found'
    { type: 'xstate.error.actor.lookupPostcode', error: { code: 'POSTCODE_SERVICE_UNAVAILABLE', status: 503 } },
  ],
} as const;
