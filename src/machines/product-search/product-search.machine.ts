// Issue 34 item 2 (spec §2 search results): search with the URL's criteria; a category, sort, page or price range searches
// again from the criteria (page 1 unless paging) and writes them to the URL; the comparison set holds COMPARE_LIMIT products
// (spec §9), a third is refused with spec §8's "compare add" failure; "Agregar al carro" adds one unit.
import { assign, fromPromise, setup } from 'xstate';
import type { SearchResponse } from '../../contracts/catalogue.contract';
import { addToCompare, removeFromCompare } from '../../rules/compare';
import { codeOf } from '../shared/failure';
import type {
  CartAddRequest,
  ProductSearchContext,
  ProductSearchEvent,
  ProductSearchInput,
  SearchCriteria,
} from './product-search.types';

const PRICE = /^\d{0,12}$/;

const search = setup({
  types: {
    context: {} as ProductSearchContext,
    events: {} as ProductSearchEvent,
    input: {} as ProductSearchInput,
  },
  actors: {
    searchProducts: fromPromise<SearchResponse, SearchCriteria>(() =>
      Promise.reject(new Error('searchProducts not provided')),
    ),
    addToCart: fromPromise<{ count: number }, CartAddRequest>(() =>
      Promise.reject(new Error('addToCart not provided')),
    ),
  },
  actions: {
    /** writes the criteria to the URL (the flow's edge) */
    showCriteria: (_, _params: { criteria: SearchCriteria }) => {},
    /** keeps the comparison set across pages (the flow's edge: localStorage) */
    storeCompare: (_, _params: { skus: string[] }) => {},
    /** the header's cart count (the flow's edge) */
    reportCartCount: (_, _params: { count: number }) => {},
    setCriteria: assign((_, params: { criteria: SearchCriteria }) => ({ criteria: params.criteria, notice: null })),
    setResult: assign((_, params: { result: SearchResponse }) => ({ result: params.result })),
    setCompare: assign((_, params: { skus: string[] }) => ({ compare: params.skus, notice: null })),
    setNotice: assign((_, params: { notice: ProductSearchContext['notice'] }) => ({ notice: params.notice })),
  },
  guards: {
    hasItems: (_, params: { result: SearchResponse }) => params.result.items.length > 0,
    priceValid: (_, params: { minPrice: string; maxPrice: string }) =>
      PRICE.test(params.minPrice) && PRICE.test(params.maxPrice),
    inCompare: ({ context }, params: { sku: string }) => context.compare.includes(params.sku),
    compareHasRoom: ({ context }, params: { sku: string }) => addToCompare(context.compare, params.sku).ok,
  },
});

/** a category or a price range searches again from page 1, from the empty page and from the results alike */
const searchAgain = search.createStateConfig({
  on: {
    'category.choose': {
      target: 'loading',
      actions: [
        {
          type: 'setCriteria',
          params: ({ context, event }) => ({
            criteria: { ...context.criteria, category: event.category, page: 1 },
          }),
        },
        { type: 'showCriteria', params: ({ context }) => ({ criteria: context.criteria }) },
      ],
    },
    'price.apply': [
      {
        guard: { type: 'priceValid', params: ({ event }) => event },
        target: 'loading',
        actions: [
          {
            type: 'setCriteria',
            params: ({ context, event }) => ({
              criteria: { ...context.criteria, minPrice: event.minPrice, maxPrice: event.maxPrice, page: 1 },
            }),
          },
          { type: 'showCriteria', params: ({ context }) => ({ criteria: context.criteria }) },
        ],
      },
      { actions: { type: 'setNotice', params: { notice: { kind: 'priceInvalid' } } } },
    ],
  },
});

export const productSearchMachine = search.createMachine({
  id: 'productSearch',
  context: ({ input }) => ({
    tenant: input.tenant,
    criteria: input.criteria,
    result: null,
    compare: input.compare,
    notice: null,
  }),
  initial: 'loading',
  on: {
    'criteria.change': {
      target: '.loading',
      actions: { type: 'setCriteria', params: ({ event }) => ({ criteria: event.criteria }) },
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'searchProducts',
        src: 'searchProducts',
        input: ({ context }) => context.criteria,
        onDone: [
          {
            guard: { type: 'hasItems', params: ({ event }) => ({ result: event.output }) },
            target: 'results',
            actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) },
          },
          { target: 'empty', actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) } },
        ],
        onError: 'failed',
      },
    },
    failed: { on: { 'search.retry': 'loading' } },
    /** nothing matched: suggestions (categories, popular searches) */
    empty: { on: searchAgain.on },
    results: {
      on: {
        ...searchAgain.on,
        'sort.choose': {
          target: 'loading',
          actions: [
            {
              type: 'setCriteria',
              params: ({ context, event }) => ({ criteria: { ...context.criteria, sort: event.sort, page: 1 } }),
            },
            { type: 'showCriteria', params: ({ context }) => ({ criteria: context.criteria }) },
          ],
        },
        'page.go': {
          target: 'loading',
          actions: [
            {
              type: 'setCriteria',
              params: ({ context, event }) => ({ criteria: { ...context.criteria, page: event.page } }),
            },
            { type: 'showCriteria', params: ({ context }) => ({ criteria: context.criteria }) },
          ],
        },
        'compare.add': [
          {
            guard: { type: 'compareHasRoom', params: ({ event }) => ({ sku: event.sku }) },
            actions: [
              {
                type: 'setCompare',
                params: ({ context, event }) => {
                  const added = addToCompare(context.compare, event.sku);
                  return { skus: added.ok ? added.skus : context.compare };
                },
              },
              { type: 'storeCompare', params: ({ context }) => ({ skus: context.compare }) },
            ],
          },
          // spec §8 "compare add" failure: COMPARE_LIMIT_REACHED
          { actions: { type: 'setNotice', params: { notice: { kind: 'compareFull' } } } },
        ],
        'compare.remove': {
          guard: { type: 'inCompare', params: ({ event }) => ({ sku: event.sku }) },
          actions: [
            {
              type: 'setCompare',
              params: ({ context, event }) => ({ skus: removeFromCompare(context.compare, event.sku) }),
            },
            { type: 'storeCompare', params: ({ context }) => ({ skus: context.compare }) },
          ],
        },
        'cart.add': { target: 'adding' },
      },
    },
    adding: {
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ event }) => ({ sku: event.type === 'cart.add' ? event.sku : '', quantity: 1 }),
        onDone: {
          target: 'results',
          actions: [
            { type: 'setNotice', params: ({ event }) => ({ notice: { kind: 'added', count: event.output.count } }) },
            { type: 'reportCartCount', params: ({ event }) => ({ count: event.output.count }) },
          ],
        },
        onError: {
          target: 'results',
          actions: {
            type: 'setNotice',
            params: ({ event }) => ({ notice: { kind: 'addFailed', code: codeOf(event.error) } }),
          },
        },
      },
    },
  },
});
