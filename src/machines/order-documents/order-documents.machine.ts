// spec §2 myTicketsAndInvoices: load the account's tickets and invoices; empty and error states.
import { assign, fromPromise, setup } from 'xstate';
import type {
  OrderDocuments,
  OrderDocumentsContext,
  OrderDocumentsEvent,
  OrderDocumentsInput,
} from './order-documents.types';

const outputOf = (event: unknown) => (event as { output: OrderDocuments }).output;

export const orderDocumentsMachine = setup({
  types: { context: {} as OrderDocumentsContext, events: {} as OrderDocumentsEvent, input: {} as OrderDocumentsInput },
  actors: {
    loadDocuments: fromPromise<OrderDocuments, void>(() => Promise.reject(new Error('loadDocuments not provided'))),
  },
  guards: {
    hasDocuments: ({ event }) => outputOf(event).tickets.length + outputOf(event).invoices.length > 0,
  },
  actions: { setData: assign({ data: ({ event }) => outputOf(event) }) },
}).createMachine({
  id: 'orderDocuments',
  context: ({ input }) => ({ tenant: input.tenant, data: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDocuments',
        src: 'loadDocuments',
        onDone: [{ guard: 'hasDocuments', target: 'ready', actions: 'setData' }, { target: 'empty' }],
        onError: 'failed',
      },
    },
    ready: { type: 'final' },
    empty: { type: 'final' },
    failed: { on: { 'list.retry': 'loading' } },
  },
});
