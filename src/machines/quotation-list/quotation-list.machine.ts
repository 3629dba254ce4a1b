// spec §2, §3: a list of quotations with loading, empty and error states.
import { assign, fromPromise, setup } from 'xstate';
import type { QuotationListContext, QuotationListEvent } from './quotation-list.types';
import type { QuotationSummary } from '../../contracts/quotes.contract';

export const quotationListMachine = setup({
  types: { context: {} as QuotationListContext, events: {} as QuotationListEvent },
  actors: {
    loadQuotations: fromPromise<QuotationSummary[], void>(() =>
      Promise.reject(new Error('loadQuotations not provided')),
    ),
  },
  guards: {
    isEmpty: (_, params: { quotations: QuotationSummary[] }) => params.quotations.length === 0,
  },
  actions: {
    setQuotations: assign((_, params: { quotations: QuotationSummary[] }) => ({
      quotations: params.quotations,
      failed: false,
    })),
  },
}).createMachine({
  id: 'quotationList',
  context: { quotations: [], failed: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQuotations',
        src: 'loadQuotations',
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ quotations: event.output }) },
            target: 'empty',
            actions: { type: 'setQuotations', params: ({ event }) => ({ quotations: event.output }) },
          },
          {
            target: 'ready',
            actions: { type: 'setQuotations', params: ({ event }) => ({ quotations: event.output }) },
          },
        ],
        onError: { target: 'failed' },
      },
    },
    empty: { type: 'final' },
    ready: { type: 'final' },
    failed: { on: { 'quotations.retry': { target: 'loading' } } },
  },
});
