// spec §2, §3, §4, §6, §8: one quotation. The server says whether it is valid, expired or converted (its clock, its 3 days);
// a valid one converts to the cart (the server refuses a quoter and a buyer above the limit), an expired one is re-quoted.
// The PDF is a plain link (the download service); following it shows the download-success step.
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf, knownCodeOf } from '../shared/failure';
import {
  QUOTATION_ERROR_CODES,
  type QuotationDetailContext,
  type QuotationDetailEvent,
  type QuotationDetailInput,
} from './quotation-detail.types';
import type { QuotationDetail } from '../../contracts/quotes.contract';

export const quotationDetailMachine = setup({
  types: {
    context: {} as QuotationDetailContext,
    events: {} as QuotationDetailEvent,
    input: {} as QuotationDetailInput,
  },
  actors: {
    loadQuotation: fromPromise<QuotationDetail, { quotationId: string }>(() =>
      Promise.reject(new Error('loadQuotation not provided')),
    ),
    purchaseQuotation: fromPromise<{ addedUnits: number }, { quotationId: string }>(() =>
      Promise.reject(new Error('purchaseQuotation not provided')),
    ),
    requoteQuotation: fromPromise<QuotationDetail, { quotationId: string }>(() =>
      Promise.reject(new Error('requoteQuotation not provided')),
    ),
  },
  guards: {
    isExpired: (_, params: { detail: QuotationDetail }) => params.detail.quotation.status === 'expired',
    isConverted: (_, params: { detail: QuotationDetail }) => params.detail.quotation.status === 'converted',
    isNotFound: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'NOT_FOUND',
    isExpiredError: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'QUOTATION_EXPIRED',
    // spec §6: a quoter quotes only (issue 30)
    mayPurchase: ({ context }) => context.canPurchase,
  },
  actions: {
    setDetail: assign((_, params: { detail: QuotationDetail }) => ({
      detail: params.detail,
      quotationId: params.detail.quotation.id,
      error: null,
    })),
    setRequoted: assign({ requoted: true }),
    setCart: assign((_, params: { addedUnits: number }) => ({ addedUnits: params.addedUnits, error: null })),
    markExpired: assign(({ context }) => ({
      detail: context.detail
        ? { ...context.detail, quotation: { ...context.detail.quotation, status: 'expired' as const } }
        : null,
    })),
    setError: assign((_, params: { error: unknown }) => ({
      error: knownCodeOf(params.error, QUOTATION_ERROR_CODES, 'GENERIC_ERROR'),
    })),
    clearError: assign({ error: null }),
    // issue 30: the re-quote is a new quotation; the page moves its address to it so a reload shows the new one
    showQuotationAddress: (_, _params: { quotationId: string; previousId: string }) => {},
  },
}).createMachine({
  id: 'quotationDetail',
  context: ({ input }) => ({
    quotationId: input.quotationId,
    canPurchase: input.canPurchase ?? true,
    detail: null,
    error: null,
    addedUnits: null,
    requoted: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQuotation',
        src: 'loadQuotation',
        input: ({ context }) => ({ quotationId: context.quotationId }),
        onDone: [
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ detail: event.output }) },
            target: 'expired',
            actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) },
          },
          {
            guard: { type: 'isConverted', params: ({ event }) => ({ detail: event.output }) },
            target: 'converted',
            actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) },
          },
          { target: 'valid', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
        ],
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed' },
        ],
      },
    },
    notFound: { type: 'final' },
    failed: { on: { 'detail.retry': { target: 'loading' } } },
    valid: {
      on: {
        'quote.purchase': { guard: 'mayPurchase', target: 'purchasing', actions: 'clearError' },
        'quote.download': { target: 'downloaded' },
      },
    },
    purchasing: {
      invoke: {
        id: 'purchaseQuotation',
        src: 'purchaseQuotation',
        input: ({ context }) => ({ quotationId: context.quotationId }),
        onDone: {
          target: 'converted',
          actions: { type: 'setCart', params: ({ event }) => ({ addedUnits: event.output.addedUnits }) },
        },
        onError: [
          // spec §8: it expired while the page was open
          {
            guard: { type: 'isExpiredError', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            actions: ['markExpired', { type: 'setError', params: ({ event }) => ({ error: event.error }) }],
          },
          { target: 'valid', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
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
        onDone: {
          target: 'valid',
          actions: [
            {
              type: 'showQuotationAddress',
              params: ({ context, event }) => ({
                quotationId: event.output.quotation.id,
                previousId: context.quotationId,
              }),
            },
            { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) },
            'setRequoted',
          ],
        },
        onError: { target: 'expired', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // the download-success page (spec §2)
    downloaded: { on: { 'download.back': { target: 'loading' } } },
  },
});
