import type { RepurchaseResponse } from '../../contracts/orders.contract';
// Sample events of repurchaseMachine (pure data).

export const repurchaseData: RepurchaseResponse = {
  orderNumber: '9010105000',
  lines: [
    {
      sku: 'HM-4001',
      name: 'Grifería monomando lavaplatos',
      quantity: 1,
      unitPrice: 34990,
      currency: 'CLP',
      image: '/images/cl/HM-4001',
      available: true,
    },
    {
      sku: 'HM-9999',
      name: 'Producto descontinuado',
      quantity: 1,
      unitPrice: 990,
      currency: 'CLP',
      image: '/images/cl/HM-9999',
      available: false,
    },
  ],
};

export const repurchaseFlowSamples = {
  common: [
    { type: 'line.toggle', sku: 'HM-4001' },
    { type: 'cart.add' },
    { type: 'list.retry' },
    { type: 'xstate.done.actor.loadRepurchase', output: repurchaseData },
    { type: 'xstate.error.actor.loadRepurchase', error: { code: 'NOT_FOUND', status: 404 } },
    { type: 'xstate.error.actor.loadRepurchase', error: { code: 'GENERIC_ERROR', status: 503 } },
    { type: 'xstate.done.actor.addToCart', output: { addedUnits: 1, cartCount: 3 } },
    { type: 'xstate.error.actor.addToCart', error: { code: 'GENERIC_ERROR', status: 503 } },
  ],
} as const;
