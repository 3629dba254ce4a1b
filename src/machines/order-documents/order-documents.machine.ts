// spec §2 myTicketsAndInvoices: load the account's tickets and invoices; empty and error states.
import { assign, fromPromise, setup } from 'xstate';
import type {
  OrderDocuments,
  OrderDocumentsContext,
  OrderDocumentsEvent,
  OrderDocumentsInput,
} from './order-documents.types';

export const orderDocumentsMachine = setup({
  types: { context: {} as OrderDocumentsContext, events: {} as OrderDocumentsEvent, input: {} as OrderDocumentsInput },
  actors: {
    loadDocuments: fromPromise<OrderDocuments, void>(() => Promise.reject(new Error('loadDocuments not provided'))),
  },
  guards: {
    hasDocuments: (_, params: { output: OrderDocuments }) =>
      params.output.tickets.length + params.output.invoices.length > 0,
  },
  actions: { setData: assign((_, params: { output: OrderDocuments }) => ({ data: params.output })) },
}).createMachine({
  id: 'orderDocuments',
  context: ({ input }) => ({ tenant: input.tenant, data: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDocuments',
        src: 'loadDocuments',
        onDone: [
          {
            guard: { type: 'hasDocuments', params: ({ event }) => ({ output: event.output }) },
            target: 'ready',
            actions: { type: 'setData', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'empty' },
        ],
        onError: 'failed',
      },
    },
    ready: { type: 'final' },
    empty: { type: 'final' },
    failed: { on: { 'list.retry': 'loading' } },
  },
});
