// Sample events of quotationOrdersMachine (pure data): an order that came from a demo quotation.
import type { QuotationOrder } from '../../contracts/quotes.contract';
import { storeSample } from '../shared/samples';

export const quotationOrderSample: QuotationOrder = {
  orderNumber: '9010106000',
  placedAt: '2026-01-12T15:00:00.000Z',
  status: 'closed',
  total: 52980,
  currency: 'CLP',
  store: storeSample,
  quotationId: '00000000-0000-4000-8000-0000000000b3',
  quotationNumber: '4100000004',
};

export const quotationOrdersFlowSamples = {
  common: [
    { type: 'orders.retry' },
    { type: 'xstate.done.actor.loadOrders', output: [quotationOrderSample] },
    { type: 'xstate.done.actor.loadOrders', output: [] },
    { type: 'xstate.error.actor.loadOrders', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
