// spec §2, §3, §4, §6, §8: one quotation. The server says whether it is valid, expired or converted (its clock, its 3 days);
// a valid one converts to the cart (the server refuses a quoter and a buyer above the limit), an expired one is re-quoted.
// The PDF is a plain link (the download service); following it shows the download-success step.
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf, knownCodeOf } from '../shared/error-code';
import { QUOTATION_ERROR_CODES, type QuotationDetailContext, type QuotationDetailData, type QuotationDetailEvent, type QuotationDetailInput } from './quotation-detail.types';

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

export const quotationDetailMachine = setup({
  types: { context: {} as QuotationDetailContext, events: {} as QuotationDetailEvent, input: {} as QuotationDetailInput },
  actors: {
    loadQuotation: fromPromise<QuotationDetailData, { quotationId: string }>(() => Promise.reject(new Error('loadQuotation not provided'))),
    purchaseQuotation: fromPromise<{ count: number }, { quotationId: string }>(() => Promise.reject(new Error('purchaseQuotation not provided'))),
    requoteQuotation: fromPromise<QuotationDetailData, { quotationId: string }>(() => Promise.reject(new Error('requoteQuotation not provided'))),
  },
  guards: {
    isExpired: ({ event }) => outputOf<QuotationDetailData>(event).quotation.status === 'expired',
    isConverted: ({ event }) => outputOf<QuotationDetailData>(event).quotation.status === 'converted',
    isNotFound: ({ event }) => errorCodeOf(errorOf(event)) === 'NOT_FOUND',
    isExpiredError: ({ event }) => errorCodeOf(errorOf(event)) === 'QUOTATION_EXPIRED',
  },
  actions: {
    setDetail: assign(({ event }) => {
      const detail = outputOf<QuotationDetailData>(event);
      return { detail, quotationId: detail.quotation.id, error: null };
    }),
    setRequoted: assign({ requoted: true }),
    setCart: assign({ cartCount: ({ event }) => outputOf<{ count: number }>(event).count, error: null }),
    markExpired: assign(({ context }) => ({
      detail: context.detail ? { ...context.detail, quotation: { ...context.detail.quotation, status: 'expired' as const } } : null,
    })),
    setError: assign({ error: ({ event }) => knownCodeOf(errorOf(event), QUOTATION_ERROR_CODES, 'GENERIC_ERROR') }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'quotationDetail',
  context: ({ input }) => ({ quotationId: input.quotationId, detail: null, error: null, cartCount: null, requoted: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQuotation',
        src: 'loadQuotation',
        input: ({ context }) => ({ quotationId: context.quotationId }),
        onDone: [
          { guard: 'isExpired', target: 'expired', actions: 'setDetail' },
          { guard: 'isConverted', target: 'converted', actions: 'setDetail' },
          { target: 'valid', actions: 'setDetail' },
        ],
        onError: [{ guard: 'isNotFound', target: 'notFound' }, { target: 'failed' }],
      },
    },
    notFound: { type: 'final' },
    failed: { on: { 'detail.retry': { target: 'loading' } } },
    valid: {
      on: {
        'quote.purchase': { target: 'purchasing', actions: 'clearError' },
        'quote.download': { target: 'downloaded' },
      },
    },
    purchasing: {
      invoke: {
        id: 'purchaseQuotation',
        src: 'purchaseQuotation',
        input: ({ context }) => ({ quotationId: context.quotationId }),
        onDone: { target: 'converted', actions: 'setCart' },
        onError: [
          // spec §8: it expired while the page was open
          { guard: 'isExpiredError', target: 'expired', actions: ['markExpired', 'setError'] },
          { target: 'valid', actions: 'setError' },
        ],
      },
    },
    converted: { on: { 'quote.download': { target: 'downloaded' } } },
    expired: { on: { 'quote.requote': { target: 'requoting', actions: 'clearError' } } },
    requoting: {
      invoke: {
        id: 'requoteQuotation',
        src: 'requoteQuotation',
        input: ({ context }) => ({ quotationId: context.quotationId }),
        onDone: { target: 'valid', actions: ['setDetail', 'setRequoted'] },
        onError: { target: 'expired', actions: 'setError' },
      },
    },
    // the download-success page (spec §2)
    downloaded: { on: { 'download.back': { target: 'loading' } } },
  },
});
