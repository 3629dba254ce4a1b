// spec §2, §3: a list of quotations with loading, empty and error states.
import { assign, fromPromise, setup } from 'xstate';
import type { QuotationListContext, QuotationListEvent, QuotationSummaryData } from './quotation-list.types';

export const quotationListMachine = setup({
  types: { context: {} as QuotationListContext, events: {} as QuotationListEvent },
  actors: {
    loadQuotations: fromPromise<QuotationSummaryData[], void>(() => Promise.reject(new Error('loadQuotations not provided'))),
  },
  guards: {
    isEmpty: ({ event }) => (event as unknown as { output: QuotationSummaryData[] }).output.length === 0,
  },
  actions: {
    setQuotations: assign({ quotations: ({ event }) => (event as unknown as { output: QuotationSummaryData[] }).output, failed: false }),
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
          { guard: 'isEmpty', target: 'empty', actions: 'setQuotations' },
          { target: 'ready', actions: 'setQuotations' },
        ],
        onError: { target: 'failed' },
      },
    },
    empty: { type: 'final' },
    ready: { type: 'final' },
    failed: { on: { 'quotations.retry': { target: 'loading' } } },
  },
});
