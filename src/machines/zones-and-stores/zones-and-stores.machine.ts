// spec §2 "zones and stores info" (issue 30 item 9): loads the tenant's stores by zone (GET /s/geo/v1/stores); a tenant without
// stores says so; a failed load offers a retry. spec §9's delivery and customer-service hours show in every state (connect).
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/form-fields';
import type { StoresResponse } from '../../contracts/stores.contract';
import type { ZonesAndStoresContext, ZonesAndStoresEvent } from './zones-and-stores.types';

export const zonesAndStoresMachine = setup({
  types: { context: {} as ZonesAndStoresContext, events: {} as ZonesAndStoresEvent },
  actors: { loadStores: fromPromise<StoresResponse, void>(notProvided('loadStores')) },
  guards: { hasNoStores: (_, params: { data: StoresResponse }) => params.data.zones.length === 0 },
  actions: { setZones: assign((_, params: { data: StoresResponse }) => ({ zones: params.data.zones })) },
}).createMachine({
  id: 'zonesAndStores',
  context: { zones: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStores',
        src: 'loadStores',
        onDone: [
          { guard: { type: 'hasNoStores', params: ({ event }) => ({ data: event.output }) }, target: 'empty' },
          { target: 'ready', actions: { type: 'setZones', params: ({ event }) => ({ data: event.output }) } },
        ],
        onError: 'failed',
      },
    },
    empty: { type: 'final' },
    ready: { type: 'final' },
    failed: { on: { 'stores.retry': 'loading' } },
  },
});
