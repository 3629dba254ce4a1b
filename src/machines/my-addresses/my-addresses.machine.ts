// spec §2 addresses: the list page. The address modal (address-modal.machine.ts) runs as the invoked child `addressModal`;
// its output (the saved address, or null when closed) reloads the list. The notify action (supplied at the edge) shows the
// success toasts through the app's toaster (spec §8), and nothing else does: a save shows one message, not a toast and a
// banner. Failures stay on the page as a banner until the next action or a dismiss.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Address } from '../../contracts/address.contract';
import { addressModalMachine } from '../address-modal/address-modal.machine';
import { listChangeState } from '../shared/list-change';
import type { AddressModalOutput } from '../address-modal/address-modal.types';
import type { MyAddressesContext, MyAddressesEvent, MyAddressesInput, MyAddressesNotice } from './my-addresses.types';

// a change of one address answers the whole new list (src/machines/shared/list-change.ts); a failure clears the target too
const addressesChange = <const S extends string, F>(src: S, notice: MyAddressesNotice, failed: F) =>
  listChangeState<MyAddressesContext, Address[], S, 'setList', MyAddressesNotice, ['clearTarget', F]>({
    src,
    targetId: (context) => context.target!,
    set: 'setList',
    notice,
    onError: ['clearTarget', failed],
  });

export const myAddressesMachine = setup({
  types: {
    context: {} as MyAddressesContext,
    events: {} as MyAddressesEvent,
    input: {} as MyAddressesInput,
  },
  actors: {
    /** the list, and whether the country has a postcode table (spec §7 postcode-coverage) for the modal */
    listAddresses: fromPromise<{ addresses: Address[]; postcodeTable: boolean }>(() =>
      Promise.reject(new Error('listAddresses not provided')),
    ),
    deleteAddress: fromPromise<Address[], { id: string }>(() =>
      Promise.reject(new Error('deleteAddress not provided')),
    ),
    setPreferred: fromPromise<Address[], { id: string }>(() => Promise.reject(new Error('setPreferred not provided'))),
    addressModal: addressModalMachine,
  },
  guards: {
    // done events are not in the machine's union: their typed output comes in as params (STYLE.md 18)
    wasSaved: (_, params: { output: AddressModalOutput | undefined }) => params.output?.saved != null,
    isKnownAddress: ({ context, event }) => {
      assertEvent(event, ['address.edit', 'address.delete', 'address.prefer']);
      return context.addresses.some((a) => a.id === event.id);
    },
    hasFailure: ({ context }) => context.failure !== null,
  },
  actions: {
    notify: (_, _params: { notice: MyAddressesNotice }) => {},
    setList: assign((_, params: { output: Address[] }) => ({ addresses: params.output })),
    setTarget: assign(({ event }) => {
      assertEvent(event, ['address.delete', 'address.prefer']);
      return { target: event.id, failure: null };
    }),
    clearTarget: assign({ target: null }),
  },
}).createMachine({
  id: 'myAddresses',
  context: ({ input }) => ({
    country: input.country,
    postcodeTable: false,
    addresses: [],
    modal: null,
    target: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'listAddresses',
        src: 'listAddresses',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            addresses: event.output.addresses,
            postcodeTable: event.output.postcodeTable,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ failure: 'loadFailed' }) },
      },
    },
    loadFailed: { on: { 'list.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      on: {
        'address.add': {
          target: 'editing',
          actions: assign(({ context }) => ({
            modal: { country: context.country, postcodeTable: context.postcodeTable, operation: 'add' as const },
            failure: null,
          })),
        },
        'address.edit': {
          guard: 'isKnownAddress',
          target: 'editing',
          actions: assign(({ context, event }) => ({
            modal: {
              country: context.country,
              postcodeTable: context.postcodeTable,
              operation: 'edit' as const,
              address: context.addresses.find((a) => a.id === event.id) ?? null,
            },
            failure: null,
          })),
        },
        'address.delete': { guard: 'isKnownAddress', target: 'confirmingDelete', actions: 'setTarget' },
        'address.prefer': { guard: 'isKnownAddress', target: 'preferring', actions: 'setTarget' },
        'notice.dismiss': { guard: 'hasFailure', actions: assign({ failure: null }) },
      },
    },
    editing: {
      invoke: {
        id: 'addressModal',
        src: 'addressModal',
        input: ({ context }) => context.modal!,
        onDone: [
          {
            guard: { type: 'wasSaved', params: ({ event }) => ({ output: event.output }) },
            target: 'loading',
            actions: [assign({ modal: null }), { type: 'notify', params: { notice: 'saved' } }],
          },
          { target: 'ready', actions: assign({ modal: null }) },
        ],
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'ready', actions: 'clearTarget' },
      },
    },
    deleting: addressesChange('deleteAddress', 'deleted', assign({ failure: 'deleteFailed' })),
    preferring: addressesChange('setPreferred', 'preferred', assign({ failure: 'preferFailed' })),
  },
});
