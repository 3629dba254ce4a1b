// Issue 34 item 4: load the compared products (none chosen: the empty state says how to choose them); removing one keeps the
// URL and the stored set in step.
import { assign, fromPromise, setup } from 'xstate';
import type { ProductDetail } from '../../contracts/catalogue.contract';
import { removeFromCompare } from '../../rules/compare';
import type {
  ProductComparisonContext,
  ProductComparisonEvent,
  ProductComparisonInput,
} from './product-comparison.types';

export const productComparisonMachine = setup({
  types: {
    context: {} as ProductComparisonContext,
    events: {} as ProductComparisonEvent,
    input: {} as ProductComparisonInput,
  },
  actors: {
    loadComparison: fromPromise<ProductDetail[], string[]>(() =>
      Promise.reject(new Error('loadComparison not provided')),
    ),
  },
  actions: {
    /** the URL and localStorage follow the set (the flow's edge) */
    storeCompare: (_, _params: { skus: string[] }) => {},
  },
  guards: {
    hasItems: (_, params: { items: ProductDetail[] }) => params.items.length > 0,
    isLast: ({ context }, params: { sku: string }) => removeFromCompare(context.skus, params.sku).length === 0,
  },
}).createMachine({
  id: 'productComparison',
  context: ({ input }) => ({ tenant: input.tenant, skus: input.skus, items: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadComparison',
        src: 'loadComparison',
        input: ({ context }) => context.skus,
        onDone: [
          {
            guard: { type: 'hasItems', params: ({ event }) => ({ items: event.output }) },
            target: 'ready',
            actions: assign(({ event }) => ({ items: event.output, skus: event.output.map((p) => p.sku) })),
          },
          { target: 'empty', actions: assign({ items: [], skus: [] }) },
        ],
        onError: 'failed',
      },
    },
    failed: { on: { 'compare.retry': 'loading' } },
    empty: { type: 'final' },
    ready: {
      on: {
        'compare.remove': [
          {
            guard: { type: 'isLast', params: ({ event }) => ({ sku: event.sku }) },
            target: 'empty',
            actions: [assign({ items: [], skus: [] }), { type: 'storeCompare', params: { skus: [] } }],
          },
          {
            actions: [
              assign(({ context, event }) => ({
                skus: removeFromCompare(context.skus, event.sku),
                items: context.items.filter((p) => p.sku !== event.sku),
              })),
              { type: 'storeCompare', params: ({ context }) => ({ skus: context.skus }) },
            ],
          },
        ],
      },
    },
  },
});
