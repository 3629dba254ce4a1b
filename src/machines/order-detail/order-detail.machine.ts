// spec §2 order detail: load the order and its tracking together; a 404 is the invalid-id page of spec §8.
import { assign, fromPromise, setup } from 'xstate';
import type { OrderDetailContext, OrderDetailBundle, OrderDetailEvent, OrderDetailInput } from './order-detail.types';

type Failure = { code: string; status?: number };
const failureOf = (event: unknown): Failure => (event as { error?: Failure }).error ?? { code: 'GENERIC_ERROR' };

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
    isNotFound: ({ event }) => failureOf(event).code === 'NOT_FOUND',
  },
  actions: {
    setData: assign({ data: ({ event }) => (event as unknown as { output: OrderDetailBundle }).output }),
    setFailure: assign({ failure: ({ event }) => failureOf(event) }),
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
        onDone: { target: 'ready', actions: 'setData' },
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          { target: 'failed', actions: 'setFailure' },
        ],
      },
    },
    // read-only screens: nothing more happens in them
    ready: { type: 'final' },
    notFound: { type: 'final' },
    failed: { on: { 'order.retry': 'loading' } },
  },
});
