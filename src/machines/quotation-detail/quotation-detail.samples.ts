// Sample events of quotationDetailMachine (pure data).
import type { QuotationDetailEvent, QuotationDetailInput } from './quotation-detail.types';
import type { QuotationDetail } from '../../contracts/quotes.contract';
import { expiredQuotationSample, validQuotationSample } from '../shared/samples';

export const quotationDetailSampleInput: QuotationDetailInput = { quotationId: validQuotationSample.id };

const lines = [
  {
    sku: 'HM-3001',
    name: 'Cerámica piso gris 45x45 cm (caja 2 m²)',
    quantity: 10,
    unitPrice: 11990,
    image: '/images/cl/HM-3001',
    fallbackImage: '/images/cl/fallback',
  },
  {
    sku: 'HM-3002',
    name: 'Adhesivo cerámico 25 kg',
    quantity: 3,
    unitPrice: 6990,
    image: '/images/cl/HM-3002',
    fallbackImage: '/images/cl/fallback',
  },
];
export const validDetailSample: QuotationDetail = { quotation: validQuotationSample, lines, validDays: 3 };
export const expiredDetailSample: QuotationDetail = { quotation: expiredQuotationSample, lines, validDays: 3 };
export const convertedDetailSample: QuotationDetail = {
  quotation: { ...validQuotationSample, status: 'converted' },
  lines,
  validDays: 3,
};
export const requotedDetailSample: QuotationDetail = {
  quotation: { ...validQuotationSample, id: '00000000-0000-4000-8000-0000000000b3', number: '4100000050' },
  lines,
  validDays: 3,
};

export const quotationDetailSampleEvents: QuotationDetailEvent[] = [
  { type: 'quote.purchase' },
  { type: 'quote.requote' },
  { type: 'quote.download' },
  { type: 'download.back' },
  { type: 'detail.retry' },
];

export const quotationDetailFlowSamples = {
  common: [
    ...quotationDetailSampleEvents,
    { type: 'xstate.done.actor.loadQuotation', output: validDetailSample },
    { type: 'xstate.done.actor.loadQuotation', output: expiredDetailSample },
    { type: 'xstate.done.actor.loadQuotation', output: convertedDetailSample },
    { type: 'xstate.error.actor.loadQuotation', error: { code: 'NOT_FOUND' } },
    { type: 'xstate.error.actor.loadQuotation', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.purchaseQuotation', output: { addedUnits: 2 } },
    { type: 'xstate.error.actor.purchaseQuotation', error: { code: 'QUOTATION_EXPIRED' } },
    { type: 'xstate.error.actor.purchaseQuotation', error: { code: 'QUOTE_ONLY_ROLE' } },
    { type: 'xstate.done.actor.requoteQuotation', output: requotedDetailSample },
    { type: 'xstate.error.actor.requoteQuotation', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
