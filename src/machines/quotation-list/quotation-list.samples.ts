// Sample events of quotationListMachine (pure data).
import { storeSample } from '../list-detail/list-detail.samples';
import type { QuotationSummaryData } from './quotation-list.types';

export const validQuotationSample: QuotationSummaryData = {
  id: '00000000-0000-4000-8000-0000000000b1',
  number: '4100000002',
  status: 'valid',
  createdAt: '2026-03-02T12:00:00.000Z',
  expiresAt: '2026-03-05T12:00:00.000Z',
  store: storeSample,
  total: 140870,
  currency: 'CLP',
  itemCount: 13,
  requotedTo: null,
};
export const expiredQuotationSample: QuotationSummaryData = {
  ...validQuotationSample,
  id: '00000000-0000-4000-8000-0000000000b2',
  number: '4100000001',
  status: 'expired',
  createdAt: '2026-02-25T12:00:00.000Z',
  expiresAt: '2026-02-28T12:00:00.000Z',
  total: 113930,
  itemCount: 7,
};

export const quotationListFlowSamples = {
  common: [
    { type: 'quotations.retry' },
    { type: 'xstate.done.actor.loadQuotations', output: [validQuotationSample, expiredQuotationSample] },
    { type: 'xstate.done.actor.loadQuotations', output: [] },
    { type: 'xstate.error.actor.loadQuotations', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
