// spec §2 account home, favourite address block: loads the preferred address (spec §7 users/preferredaddress).
import { assign, fromPromise, setup } from 'xstate';
import type { Address as AddressData } from '../../contracts/address.contract';
import type { FavouriteAddressContext, FavouriteAddressEvent } from './favourite-address.types';

export const favouriteAddressMachine = setup({
  types: { context: {} as FavouriteAddressContext, events: {} as FavouriteAddressEvent },
  actors: {
    loadPreferred: fromPromise<AddressData | null>(() => Promise.reject(new Error('loadPreferred not provided'))),
  },
  guards: { hasAddress: ({ event }) => 'output' in event && event.output != null },
}).createMachine({
  id: 'favouriteAddress',
  context: { address: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPreferred',
        src: 'loadPreferred',
        onDone: [
          { guard: 'hasAddress', target: 'shown', actions: assign({ address: ({ event }) => event.output }) },
          { target: 'empty' },
        ],
        onError: 'failed',
      },
    },
    failed: { on: { 'block.retry': 'loading' } },
    shown: { type: 'final' },
    empty: { type: 'final' },
  },
});
