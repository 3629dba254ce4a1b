// Sample events of orderReturnMachine (pure data): a delivered Chilean order paid with the store card (refund to the card in
// 3 business days) with one line to return and one already returned, the tenant's stores, and the server's answers.
import type { OrderReturns, ReturnRequest } from '../../contracts/returns.contract';
import type { OrderReturnLoad } from './order-return.types';

export const openReturns: OrderReturns = {
  orderNumber: '9010105000',
  status: 'delivered',
  deliveredAt: '2026-11-10T15:00:00.000Z',
  eligibility: 'open',
  windows: { exchange: { open: true, until: '2026-12-10' }, return: { open: true, until: '2027-03-10' } },
  lines: [
    {
      id: 'l1',
      lineNumber: 1,
      sku: 'HM-2002',
      name: 'Rodillo antigoteo 23 cm',
      image: '/images/cl/HM-2002',
      quantity: 2,
      returnedQuantity: 0,
      returnable: 2,
      refusal: null,
    },
    {
      id: 'l2',
      lineNumber: 2,
      sku: 'HM-1001',
      name: 'Taladro percutor 650 W',
      image: '/images/cl/HM-1001',
      quantity: 1,
      returnedQuantity: 1,
      returnable: 0,
      refusal: 'alreadyReturned',
    },
  ],
  reasons: ['defective', 'damaged', 'wrongProduct', 'notAsDescribed', 'changedMind', 'other'],
  refundPreview: { method: 'storeCredit', expectedDate: '2026-12-02', bankDataDeadline: null, voucherValidUntil: null },
  requests: [],
};

export const STORES: OrderReturnLoad['stores'] = [
  { code: 'CL-001', name: 'Tienda Santiago', address: 'Av. Providencia 1234' },
  { code: 'CL-002', name: 'Tienda Valparaíso', address: 'Av. Brasil 567' },
];

export const openOrder: OrderReturnLoad = { returns: openReturns, stores: STORES };
export const closedOrder: OrderReturnLoad = {
  returns: {
    ...openReturns,
    eligibility: 'windowClosed',
    windows: { exchange: { open: false, until: '2026-08-01' }, return: { open: false, until: '2026-10-30' } },
  },
  stores: STORES,
};

export const createdRequest: ReturnRequest = {
  id: 'r1',
  requestNumber: 'DV200001',
  kind: 'return',
  reason: 'defective',
  status: 'requested',
  createdAt: '2026-11-27T12:00:00.000Z',
  method: 'dropOff',
  store: { code: 'CL-001', name: 'Tienda Santiago' },
  lines: [{ lineNumber: 1, name: 'Rodillo antigoteo 23 cm', quantity: 2 }],
  refund: { method: 'storeCredit', expectedDate: '2026-12-02', bankDataDeadline: null, voucherValidUntil: null },
};

export const orderReturnFlowSamples = {
  common: [
    { type: 'line.toggle', lineId: 'l1' },
    { type: 'quantity.change', lineId: 'l1', quantity: 2 },
    { type: 'kind.choose', kind: 'return' },
    { type: 'reason.choose', reason: 'defective' },
    { type: 'method.choose', method: 'dropOff' },
    { type: 'store.choose', storeCode: 'CL-001' },
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'summary.confirm' },
    { type: 'form.retry' },
    { type: 'order.reload' },
    { type: 'xstate.done.actor.loadReturn', output: openOrder },
    { type: 'xstate.done.actor.loadReturn', output: closedOrder },
    { type: 'xstate.error.actor.loadReturn', error: { code: 'NOT_FOUND', status: 404 } },
    { type: 'xstate.error.actor.loadReturn', error: { code: 'GENERIC_ERROR', status: 503 } },
    { type: 'xstate.done.actor.submitReturn', output: createdRequest },
    {
      type: 'xstate.error.actor.submitReturn',
      error: {
        code: 'CONFLICT_ERROR',
        status: 409,
        details: { reason: 'lineNotReturnable', fields: { 'lines.0.lineId': 'alreadyReturned' } },
      },
    },
    { type: 'xstate.error.actor.submitReturn', error: { code: 'GENERIC_ERROR', status: 503 } },
  ],
} as const;
