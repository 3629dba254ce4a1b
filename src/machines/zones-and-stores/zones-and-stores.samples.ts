// Sample events of zonesAndStoresMachine (pure data): the model test, the machine test and the flow tooling.
import type { StoresResponse } from '../../contracts/stores.contract';

const hours = [
  { days: 'weekdays' as const, from: '08:30', to: '21:00' },
  { days: 'weekend' as const, from: '09:00', to: '21:00' },
];

export const zonesAndStoresSample: StoresResponse = {
  zones: [
    {
      zone: 'Concepción',
      stores: [
        { code: 'CL-003', name: 'Tienda Concepción', address: 'Av. Demostración 300', city: 'Concepción', hours },
      ],
    },
    {
      zone: 'Santiago',
      stores: [
        { code: 'CL-004', name: 'Tienda Alameda', address: 'Av. Ejemplo 1', city: 'Santiago', hours },
        { code: 'CL-001', name: 'Tienda Santiago', address: 'Av. Prueba 100', city: 'Santiago', hours },
      ],
    },
  ],
  deliveryHours: { from: '09:00', to: '21:00' },
  serviceHours: hours,
};

export const zonesAndStoresFlowSamples = {
  common: [
    { type: 'stores.retry' },
    { type: 'xstate.done.actor.loadStores', output: zonesAndStoresSample },
    { type: 'xstate.done.actor.loadStores', output: { ...zonesAndStoresSample, zones: [] } },
    { type: 'xstate.error.actor.loadStores', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
