// Issue 34 item 5: the cart page. Load the cart (and who looks at it); change a line's quantity (stepper, or typing: saved
// once the shopper pauses; a refused quantity keeps its text with a message), warranty years or installation; remove a
// line. Every saved change reports the cart's count to the header (the `reportCount` action, supplied at the edge).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { WarrantyYears } from '../../rules/warranty';
import { checkQuantity } from './cart.rules';
import type {
  CartContext,
  CartEvent,
  CartFailure,
  CartInput,
  CartLine,
  CartLoaded,
  CartResponse,
  LineChange,
  LineErrorKind,
} from './cart.types';

const lineOf = (context: CartContext, sku: string): CartLine | undefined =>
  context.cart?.lines.find((l) => l.sku === sku);
const isEmpty = (cart: CartResponse) => cart.lines.length === 0;
const without = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _dropped, ...rest } = record;
  return rest;
};

export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartEvent, input: {} as CartInput },
  actors: {
    loadCart: fromPromise<CartLoaded, void>(() => Promise.reject(new Error('loadCart not provided'))),
    updateLine: fromPromise<CartResponse, LineChange>(() => Promise.reject(new Error('updateLine not provided'))),
    removeLine: fromPromise<CartResponse, LineChange>(() => Promise.reject(new Error('removeLine not provided'))),
  },
  delays: {
    /** the pause after typing a quantity before it is saved (the stepper saves at once) */
    quantityPause: 700,
  },
  guards: {
    loadedEmpty: (_, params: { output: CartLoaded }) => isEmpty(params.output.cart),
    savedEmpty: (_, params: { output: CartResponse }) => isEmpty(params.output),
    isChangeableLine: ({ context, event }) => {
      assertEvent(event, ['quantity.change', 'quantity.increment', 'quantity.decrement']);
      return Boolean(lineOf(context, event.sku)?.available);
    },
    isRefusedQuantity: ({ context, event }) => {
      assertEvent(event, 'quantity.change');
      const line = lineOf(context, event.sku);
      return Boolean(line?.available && !checkQuantity(event.value, line.maxQuantity).ok);
    },
    isSameQuantity: ({ context, event }) => {
      assertEvent(event, 'quantity.change');
      const line = lineOf(context, event.sku);
      const check = checkQuantity(event.value, line?.maxQuantity ?? 0);
      return Boolean(line?.available && check.ok && check.quantity === line.quantity);
    },
    canIncrement: ({ context, event }) => {
      assertEvent(event, 'quantity.increment');
      const line = lineOf(context, event.sku);
      return Boolean(line?.available && line.quantity < line.maxQuantity);
    },
    canDecrement: ({ context, event }) => {
      assertEvent(event, 'quantity.decrement');
      const line = lineOf(context, event.sku);
      return Boolean(line?.available && line.quantity > 1);
    },
    isInCart: ({ context, event }) => {
      assertEvent(event, 'line.remove');
      return lineOf(context, event.sku) !== undefined;
    },
    isWarrantyChange: ({ context, event }) => {
      assertEvent(event, 'warranty.choose');
      const line = lineOf(context, event.sku);
      return Boolean(line?.available && line.warrantyEligible && (line.warrantyYears ?? 0) !== event.years);
    },
    isInstallable: ({ context, event }) => {
      assertEvent(event, 'installation.toggle');
      const line = lineOf(context, event.sku);
      return Boolean(line?.available && line.installationEligible);
    },
  },
  actions: {
    setLoaded: assign((_, params: { output: CartLoaded }) => ({
      cart: params.output.cart,
      viewer: params.output.viewer,
      drafts: {},
      quantityErrors: {},
      pending: null,
      lineError: null,
    })),
    /** the saved cart; the line's typed text and message go (other lines keep theirs) */
    setSaved: assign(({ context }, params: { output: CartResponse }) => {
      const sku = context.pending?.sku ?? '';
      return {
        cart: params.output,
        drafts: without(context.drafts, sku),
        quantityErrors: without(context.quantityErrors, sku),
        pending: null,
        lineError: null,
      };
    }),
    /** a refused change: the typed text stays, the line says why */
    setLineError: assign(({ context }, params: { error: unknown }) => {
      const pending = context.pending;
      const code = (params.error as CartFailure | undefined)?.code;
      const line = pending ? lineOf(context, pending.sku) : undefined;
      const kind: LineErrorKind =
        code === 'OUT_OF_STOCK'
          ? 'noStock'
          : pending?.quantity !== undefined && line && pending.quantity > line.quantity
            ? 'addToCart'
            : 'save';
      return { pending: null, lineError: pending ? { sku: pending.sku, kind } : null };
    }),
    setRemoveError: assign(({ context }) => ({
      pending: null,
      lineError: context.pending ? { sku: context.pending.sku, kind: 'remove' as const } : null,
    })),
    typeQuantity: assign(({ context, event }) => {
      assertEvent(event, 'quantity.change');
      const line = lineOf(context, event.sku)!;
      const check = checkQuantity(event.value, line.maxQuantity);
      return {
        drafts: { ...context.drafts, [event.sku]: event.value },
        quantityErrors: check.ok
          ? without(context.quantityErrors, event.sku)
          : { ...context.quantityErrors, [event.sku]: check.error },
        pending: check.ok && check.quantity !== line.quantity ? { sku: event.sku, quantity: check.quantity } : null,
        lineError: null,
      };
    }),
    /** typing back the saved quantity: nothing to save */
    dropDraft: assign(({ context, event }) => {
      assertEvent(event, 'quantity.change');
      return {
        drafts: without(context.drafts, event.sku),
        quantityErrors: without(context.quantityErrors, event.sku),
        pending: null,
        lineError: null,
      };
    }),
    stepQuantity: assign(({ context, event }) => {
      assertEvent(event, ['quantity.increment', 'quantity.decrement']);
      const line = lineOf(context, event.sku)!;
      const quantity = line.quantity + (event.type === 'quantity.increment' ? 1 : -1);
      return {
        drafts: without(context.drafts, event.sku),
        quantityErrors: without(context.quantityErrors, event.sku),
        pending: { sku: event.sku, quantity },
        lineError: null,
      };
    }),
    chooseWarranty: assign(({ event }) => {
      assertEvent(event, 'warranty.choose');
      const years: WarrantyYears | null = event.years === 0 ? null : event.years;
      return { pending: { sku: event.sku, warrantyYears: years }, lineError: null };
    }),
    toggleInstallation: assign(({ context, event }) => {
      assertEvent(event, 'installation.toggle');
      return { pending: { sku: event.sku, installation: !lineOf(context, event.sku)?.installation }, lineError: null };
    }),
    markRemoval: assign(({ event }) => {
      assertEvent(event, 'line.remove');
      return { pending: { sku: event.sku }, lineError: null };
    }),
    /** the header's count (supplied at the edge: src/views/shell/cart-count.ts) */
    reportCount: (_, _params: { count: number }) => {},
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    tenant: input.tenant,
    cart: null,
    viewer: { signedIn: false, role: null },
    drafts: {},
    quantityErrors: {},
    pending: null,
    lineError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: [
          {
            guard: { type: 'loadedEmpty', params: ({ event }) => ({ output: event.output }) },
            target: 'empty',
            actions: [
              { type: 'setLoaded', params: ({ event }) => ({ output: event.output }) },
              { type: 'reportCount', params: ({ event }) => ({ count: event.output.cart.count }) },
            ],
          },
          {
            target: 'ready',
            actions: [
              { type: 'setLoaded', params: ({ event }) => ({ output: event.output }) },
              { type: 'reportCount', params: ({ event }) => ({ count: event.output.cart.count }) },
            ],
          },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'load.retry': 'loading' } },
    empty: { type: 'final' },
    ready: {
      initial: 'idle',
      on: {
        'quantity.change': [
          { guard: 'isSameQuantity', target: '.idle', actions: 'dropDraft' },
          { guard: 'isRefusedQuantity', target: '.idle', actions: 'typeQuantity' },
          { guard: 'isChangeableLine', target: '.typing', reenter: true, actions: 'typeQuantity' },
        ],
        'quantity.increment': { guard: 'canIncrement', target: 'saving', actions: 'stepQuantity' },
        'quantity.decrement': { guard: 'canDecrement', target: 'saving', actions: 'stepQuantity' },
        'warranty.choose': { guard: 'isWarrantyChange', target: 'saving', actions: 'chooseWarranty' },
        'installation.toggle': { guard: 'isInstallable', target: 'saving', actions: 'toggleInstallation' },
        'line.remove': { guard: 'isInCart', target: 'removing', actions: 'markRemoval' },
      },
      states: {
        idle: {},
        /** a typed quantity waits for the shopper to pause */
        typing: { after: { quantityPause: '#cart.saving' } },
      },
    },
    saving: {
      invoke: {
        id: 'updateLine',
        src: 'updateLine',
        input: ({ context }) => context.pending!,
        // a changed line stays in the cart: the cart is not empty after it
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setSaved', params: ({ event }) => ({ output: event.output }) },
            { type: 'reportCount', params: ({ event }) => ({ count: event.output.count }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'setLineError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    removing: {
      invoke: {
        id: 'removeLine',
        src: 'removeLine',
        input: ({ context }) => context.pending!,
        onDone: [
          {
            guard: { type: 'savedEmpty', params: ({ event }) => ({ output: event.output }) },
            target: 'empty',
            actions: [
              { type: 'setSaved', params: ({ event }) => ({ output: event.output }) },
              { type: 'reportCount', params: ({ event }) => ({ count: event.output.count }) },
            ],
          },
          {
            target: 'ready',
            actions: [
              { type: 'setSaved', params: ({ event }) => ({ output: event.output }) },
              { type: 'reportCount', params: ({ event }) => ({ count: event.output.count }) },
            ],
          },
        ],
        onError: { target: 'ready', actions: 'setRemoveError' },
      },
    },
  },
});
