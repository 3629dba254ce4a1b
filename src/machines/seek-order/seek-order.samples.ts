// Sample events of seekOrderMachine (pure data).
import type { SeekOrderEvent } from './seek-order.types';

export const seekOrderSampleEvents: SeekOrderEvent[] = [
  { type: 'field.change', value: '12a' },
  { type: 'field.change', value: '9010104000' },
  { type: 'form.submit' },
];

export const seekOrderFlowSamples = {
  common: [
    ...seekOrderSampleEvents,
    {
      type: 'xstate.done.actor.seekOrder',
      output: { orderNumber: '9010104000', status: 'onTheRoute', estimatedDelivery: '2026-03-06' },
    },
    { type: 'xstate.error.actor.seekOrder', error: { code: 'NOT_FOUND', status: 404 } },
    { type: 'xstate.error.actor.seekOrder', error: { code: 'RATE_LIMITED', status: 429 } },
  ],
} as const;
