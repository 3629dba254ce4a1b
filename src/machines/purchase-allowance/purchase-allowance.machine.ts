// spec §6, issue 30: the buyer's maximum purchase amount and what remains of it after the period's purchases, as the server
// counts them (GET /:tenant/users/purchase-allowance, the amount it refuses above). Mounted for a buyer only (the page reads
// hasPurchaseLimit of src/rules/permissions.ts); a null answer (the role changed meanwhile) shows nothing.
import { assign, fromPromise, setup } from 'xstate';
import type { PurchaseAllowanceContext, PurchaseAllowanceEvent } from './purchase-allowance.types';
import type { PurchaseAllowance } from '../../contracts/purchase.contract';

export const purchaseAllowanceMachine = setup({
  types: { context: {} as PurchaseAllowanceContext, events: {} as PurchaseAllowanceEvent },
  actors: {
    loadAllowance: fromPromise<PurchaseAllowance | null>(() => Promise.reject(new Error('loadAllowance not provided'))),
  },
  guards: {
    hasAllowance: (_, params: { allowance: PurchaseAllowance | null }) => params.allowance !== null,
  },
}).createMachine({
  id: 'purchaseAllowance',
  context: { allowance: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAllowance',
        src: 'loadAllowance',
        onDone: [
          {
            guard: { type: 'hasAllowance', params: ({ event }) => ({ allowance: event.output }) },
            target: 'shown',
            actions: assign({ allowance: ({ event }) => event.output }),
          },
          { target: 'hidden' },
        ],
        onError: 'failed',
      },
    },
    failed: { on: { 'allowance.retry': 'loading' } },
    shown: { type: 'final' },
    hidden: { type: 'final' },
  },
});
