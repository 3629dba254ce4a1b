// spec §2 myQuotesStoreOrders: the orders that came from quotations, with loading, empty and error states and a retry.
import { assign, fromPromise, setup } from 'xstate';
import type { QuotationOrdersContext, QuotationOrdersEvent } from './quotation-orders.types';
import type { QuotationOrder } from '../../contracts/quotes.contract';
import { notProvided } from '../shared/form-fields';

export const quotationOrdersMachine = setup({
  types: { context: {} as QuotationOrdersContext, events: {} as QuotationOrdersEvent },
  actors: { loadOrders: fromPromise<QuotationOrder[], void>(notProvided('loadOrders')) },
  guards: { isEmpty: (_, params: { orders: QuotationOrder[] }) => params.orders.length === 0 },
  actions: { setOrders: assign((_, params: { orders: QuotationOrder[] }) => ({ orders: params.orders })) },
}).createMachine({
  id: 'quotationOrders',
  context: { orders: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        onDone: [
          { guard: { type: 'isEmpty', params: ({ event }) => ({ orders: event.output }) }, target: 'empty' },
          { target: 'ready', actions: { type: 'setOrders', params: ({ event }) => ({ orders: event.output }) } },
        ],
        onError: 'failed',
      },
    },
    empty: { type: 'final' },
    ready: { type: 'final' },
    failed: { on: { 'orders.retry': 'loading' } },
  },
});
