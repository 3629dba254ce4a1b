// Sample events of orderCancellationMachine (pure data): an order paid in cash (refund by transfer, bank form) and one paid by
// card (no bank form), valid and invalid bank data, and the server's answers.
import type { PostSaleOrder as PostSaleOrderData } from '../../contracts/orders.contract';
import type { OrderCancellationEvent } from './order-cancellation.types';

const lines: PostSaleOrderData['lines'] = [
  {
    id: 'l1',
    lineNumber: 1,
    sku: 'HM-1001',
    name: 'Taladro percutor 650 W',
    quantity: 1,
    unitPrice: 39990,
    image: '/images/cl/HM-1001',
    state: 'preparing',
    cancellable: true,
    refusal: null,
  },
  {
    id: 'l4',
    lineNumber: 4,
    sku: 'HM-5002',
    name: 'Foco proyector LED 50 W',
    quantity: 1,
    unitPrice: 17990,
    image: '/images/cl/HM-5002',
    state: 'preparing',
    cancellable: false,
    refusal: 'alreadyShipped',
  },
];

export const cashOrder: PostSaleOrderData = {
  orderNumber: '9010103000',
  status: 'preparing',
  paymentMethod: 'cash',
  currency: 'CLP',
  lines,
  reasons: ['changedMind', 'other'],
  refund: { method: 'bankTransfer', needsBankData: true },
  bankForm: {
    country: 'CL',
    accountTypes: ['checking', 'sight', 'savings'],
    accountNumber: { kind: 'account', minLength: 4, maxLength: 20 },
    banks: [{ code: '001', name: 'BANCO DE CHILE' }],
    holderDocumentTypes: ['RUT'],
  },
};

export const cardOrder: PostSaleOrderData = {
  ...cashOrder,
  paymentMethod: 'creditCard',
  refund: { method: 'cardReversal', needsBankData: false },
  bankForm: null,
};
export const shippedOrder: PostSaleOrderData = { ...cardOrder, lines: [lines[1]!] };

export const VALID_BANK: OrderCancellationEvent[] = [
  { type: 'field.change', field: 'bankCode', value: '001' },
  { type: 'field.change', field: 'accountType', value: 'checking' },
  { type: 'field.change', field: 'accountNumber', value: '0012345678' },
  { type: 'field.change', field: 'holderName', value: 'Camila Rojas' },
  { type: 'field.change', field: 'holderDocumentType', value: 'RUT' },
  { type: 'field.change', field: 'holderDocument', value: '15.872.439-1' },
];

export const orderCancellationFlowSamples = {
  common: [
    { type: 'line.toggle', lineId: 'l1' },
    { type: 'reason.choose', reason: 'changedMind' },
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'summary.confirm' },
    ...VALID_BANK,
    { type: 'form.submit' },
    { type: 'form.retry' },
    { type: 'order.reload' },
    { type: 'xstate.done.actor.loadCancellation', output: cashOrder },
    { type: 'xstate.done.actor.loadCancellation', output: cardOrder },
    { type: 'xstate.done.actor.loadCancellation', output: shippedOrder },
    { type: 'xstate.error.actor.loadCancellation', error: { code: 'NOT_FOUND', status: 404 } },
    { type: 'xstate.error.actor.loadCancellation', error: { code: 'GENERIC_ERROR', status: 503 } },
    { type: 'xstate.done.actor.submitCancellation', output: { ticketId: 't1', ticketNumber: 'TK100001' } },
    { type: 'xstate.error.actor.submitCancellation', error: { code: 'ORDER_ALREADY_SHIPPED', status: 409 } },
    {
      type: 'xstate.error.actor.submitCancellation',
      error: {
        code: 'VALIDATION_ERROR',
        status: 400,
        details: { fields: { 'refundAccount.holderDocument': 'refund.holderDocumentInvalid' } },
      },
    },
    { type: 'xstate.error.actor.submitCancellation', error: { code: 'GENERIC_ERROR', status: 503 } },
  ],
} as const;
