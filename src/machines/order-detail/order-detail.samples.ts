// Sample events of orderDetailMachine (pure data).
import type { OrderDetailBundle } from './order-detail.types';

export const sampleOrderDetail: OrderDetailBundle = {
  detail: {
    orderNumber: '9010103000',
    status: 'preparing',
    statusGroup: 'active',
    placedAt: '2026-03-01T10:00:00.000Z',
    createdBy: { id: 'u1', name: 'Camila Rojas' },
    paymentMethod: 'cash',
    deliveryMethod: 'homeDelivery',
    deliveryPlace: 'Camila Rojas, dirección de demostración 123',
    currency: 'CLP',
    subtotal: 49970,
    deliveryCost: 3990,
    total: 53960,
    estimatedDelivery: '2026-03-06',
    lines: [
      {
        id: 'l1',
        lineNumber: 1,
        sku: 'HM-1001',
        name: 'Taladro percutor 650 W',
        quantity: 1,
        unitPrice: 39990,
        image: '/images/cl/HM-1001',
        state: 'preparing',
        leftWarehouse: false,
        cancellable: true,
        ticket: null,
      },
      {
        id: 'l2',
        lineNumber: 2,
        sku: 'HM-2002',
        name: 'Rodillo antigoteo 23 cm',
        quantity: 2,
        unitPrice: 4990,
        image: '/images/cl/HM-2002',
        state: 'cancellationRequested',
        leftWarehouse: false,
        cancellable: false,
        ticket: { id: 't1', ticketNumber: 'TK100001' },
      },
    ],
    invoice: { id: '11111111-1111-4111-8111-111111111111', kind: 'receipt', documentNumber: 'B10103000' },
    canCancel: true,
  },
  tracking: {
    orderNumber: '9010103000',
    status: 'preparing',
    estimatedDelivery: '2026-03-06',
    events: [
      { status: 'placed', at: '2026-03-01T10:00:00.000Z', lineNumber: null, lineName: null },
      { status: 'preparing', at: '2026-03-01T16:00:00.000Z', lineNumber: null, lineName: null },
      {
        status: 'cancellationRequested',
        at: '2026-03-02T10:00:00.000Z',
        lineNumber: 2,
        lineName: 'Rodillo antigoteo 23 cm',
      },
    ],
  },
  // issue 31 item 5: not delivered yet, so no return is offered
  returns: {
    orderNumber: '9010103000',
    status: 'preparing',
    deliveredAt: null,
    eligibility: 'notDelivered',
    windows: null,
    lines: [],
    reasons: [],
    refundPreview: {
      method: 'bankTransfer',
      expectedDate: '2026-03-04',
      bankDataDeadline: '2026-03-05',
      voucherValidUntil: '2026-06-03',
    },
    requests: [],
  },
};

/** Issue 31 item 5: a delivered order inside the windows, with a return already requested (refund to the store card). */
export const deliveredOrderDetail: OrderDetailBundle = {
  detail: {
    ...sampleOrderDetail.detail,
    orderNumber: '9010105000',
    status: 'delivered',
    statusGroup: 'completed',
    paymentMethod: 'cmrCard',
    canCancel: false,
    invoice: null,
    lines: sampleOrderDetail.detail.lines.map((line) => ({
      ...line,
      state: 'delivered' as const,
      leftWarehouse: true,
      cancellable: false,
      ticket: null,
    })),
  },
  tracking: { ...sampleOrderDetail.tracking, orderNumber: '9010105000', status: 'delivered', events: [] },
  returns: {
    orderNumber: '9010105000',
    status: 'delivered',
    deliveredAt: '2026-03-02T15:00:00.000Z',
    eligibility: 'open',
    windows: { exchange: { open: true, until: '2026-04-01' }, return: { open: true, until: '2026-06-30' } },
    lines: [
      {
        id: 'l2',
        lineNumber: 2,
        sku: 'HM-2002',
        name: 'Rodillo antigoteo 23 cm',
        image: '/images/cl/HM-2002',
        quantity: 2,
        returnedQuantity: 1,
        returnable: 1,
        refusal: null,
      },
    ],
    reasons: ['defective', 'other'],
    refundPreview: {
      method: 'storeCredit',
      expectedDate: '2026-03-09',
      bankDataDeadline: null,
      voucherValidUntil: null,
    },
    requests: [
      {
        id: 'r1',
        requestNumber: 'DV200001',
        kind: 'return',
        reason: 'defective',
        status: 'requested',
        createdAt: '2026-03-04T12:00:00.000Z',
        method: 'pickup',
        store: null,
        lines: [{ lineNumber: 2, name: 'Rodillo antigoteo 23 cm', quantity: 1 }],
        refund: { method: 'storeCredit', expectedDate: '2026-03-09', bankDataDeadline: null, voucherValidUntil: null },
      },
    ],
  },
};

export const orderDetailFlowSamples = {
  common: [
    { type: 'order.retry' },
    { type: 'xstate.done.actor.loadOrder', output: sampleOrderDetail },
    { type: 'xstate.done.actor.loadOrder', output: deliveredOrderDetail },
    { type: 'xstate.error.actor.loadOrder', error: { code: 'NOT_FOUND', status: 404 } },
    { type: 'xstate.error.actor.loadOrder', error: { code: 'GENERIC_ERROR', status: 503 } },
  ],
} as const;
