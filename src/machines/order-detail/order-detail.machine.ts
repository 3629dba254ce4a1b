// spec §2 order detail: load the order and its tracking together; a 404 is the invalid-id page of spec §8.
import { assign, fromPromise, setup } from 'xstate';
import { failureFrom as failureOf } from '../shared/failure';
import type { OrderDetailContext, OrderDetailBundle, OrderDetailEvent, OrderDetailInput } from './order-detail.types';

export const orderDetailMachine = setup({
  types: {
    context: {} as OrderDetailContext,
    events: {} as OrderDetailEvent,
    input: {} as OrderDetailInput,
  },
  actors: {
    loadOrder: fromPromise<OrderDetailBundle, string>(() => Promise.reject(new Error('loadOrder not provided'))),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => failureOf(params.error).code === 'NOT_FOUND',
  },
  actions: {
    setData: assign((_, params: { output: OrderDetailBundle }) => ({ data: params.output })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
  },
}).createMachine({
  id: 'orderDetail',
  context: ({ input }) => ({ tenant: input.tenant, orderNumber: input.orderNumber, data: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => context.orderNumber,
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ output: event.output }) } },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // read-only screens: nothing more happens in them
    ready: { type: 'final' },
    notFound: { type: 'final' },
    failed: { on: { 'order.retry': 'loading' } },
  },
});
