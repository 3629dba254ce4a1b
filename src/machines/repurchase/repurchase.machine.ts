// spec §2 repurchase: load the order's lines, every available one chosen; put the chosen ones in the cart (POST /v1/orders/cart).
import { assign, fromPromise, setup } from 'xstate';
import type {
  AddToCartRequest,
  CartAdded,
  RepurchaseContext,
  RepurchaseEvent,
  RepurchaseInput,
} from './repurchase.types';
import { codeOf } from '../shared/failure';
import type { RepurchaseResponse } from '../../contracts/orders.contract';

export const repurchaseMachine = setup({
  types: { context: {} as RepurchaseContext, events: {} as RepurchaseEvent, input: {} as RepurchaseInput },
  actors: {
    loadRepurchase: fromPromise<RepurchaseResponse, string>(() =>
      Promise.reject(new Error('loadRepurchase not provided')),
    ),
    addToCart: fromPromise<CartAdded, AddToCartRequest>(() => Promise.reject(new Error('addToCart not provided'))),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => ['NOT_FOUND', 'VALIDATION_ERROR'].includes(codeOf(params.error)),
    // spec §6: a quoter puts nothing in the cart (issue 30)
    canAdd: ({ context }) => context.canPurchase && context.selected.length > 0,
    isAvailable: ({ context, event }) =>
      event.type === 'line.toggle' && Boolean(context.data?.lines.some((l) => l.sku === event.sku && l.available)),
  },
  actions: {
    setData: assign((_, params: { output: RepurchaseResponse }) => {
      const data = params.output;
      return { data, selected: data.lines.filter((l) => l.available).map((l) => l.sku) };
    }),
    toggle: assign({
      selected: ({ context, event }) =>
        event.type !== 'line.toggle'
          ? context.selected
          : context.selected.includes(event.sku)
            ? context.selected.filter((s) => s !== event.sku)
            : [...context.selected, event.sku],
    }),
    setCount: assign((_, params: CartAdded) => ({ addedUnits: params.addedUnits, cartCount: params.cartCount })),
  },
}).createMachine({
  id: 'repurchase',
  context: ({ input }) => ({
    tenant: input.tenant,
    orderNumber: input.orderNumber,
    canPurchase: input.canPurchase ?? true,
    data: null,
    selected: [],
    addedUnits: null,
    cartCount: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRepurchase',
        src: 'loadRepurchase',
        input: ({ context }) => context.orderNumber,
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ output: event.output }) } },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed' },
        ],
      },
    },
    notFound: { type: 'final' },
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      on: {
        'line.toggle': { guard: 'isAvailable', actions: 'toggle' },
        'cart.add': { guard: 'canAdd', target: 'adding' },
      },
    },
    adding: {
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => ({
          orderNumber: context.orderNumber,
          lines: (context.data?.lines ?? [])
            .filter((l) => context.selected.includes(l.sku))
            .map((l) => ({ sku: l.sku, quantity: l.quantity })),
        }),
        onDone: { target: 'added', actions: { type: 'setCount', params: ({ event }) => event.output } },
        onError: 'addFailed',
      },
    },
    addFailed: {
      on: { 'cart.add': 'adding', 'line.toggle': { guard: 'isAvailable', target: 'ready', actions: 'toggle' } },
    },
    added: { type: 'final' },
  },
});
