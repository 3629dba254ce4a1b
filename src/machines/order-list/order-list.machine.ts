// spec §2/§4: the order list. Every filter, the search, the sort and the pages ask the server again (loading); the search is
// digits only (spec §5, src/rules/order-search.ts) and is checked before asking.
import { assign, fromPromise, setup } from 'xstate';
import { failureFrom } from '../shared/failure';
import type { OrderListQuery, OrderListResponse } from '../../contracts/orders.contract';
import { validateOrderNumber } from '../../rules/order-search';
import type { OrderListContext, OrderListEvent, OrderListInput } from './order-list.types';

const GROUPS = ['active', 'completed', 'cancelled'] as const;
const SORTS = ['dateDesc', 'dateAsc'] as const;

/** the query with a changed filter, back on page 1 (an empty value removes the filter) */
function withFilter(query: OrderListQuery, event: OrderListEvent): OrderListQuery {
  const next: OrderListQuery = { ...query, page: 1 };
  const value = 'value' in event ? event.value : '';
  if (event.type === 'filter.group')
    next.group = (GROUPS as readonly string[]).includes(value) ? (value as OrderListQuery['group']) : undefined;
  if (event.type === 'filter.year') next.year = /^\d{4}$/.test(value) ? Number(value) : undefined;
  if (event.type === 'filter.creator') next.createdBy = value || undefined;
  if (event.type === 'sort.change')
    next.sort = (SORTS as readonly string[]).includes(value) ? (value as OrderListQuery['sort']) : undefined;
  return next;
}

/** The filters and the sort, offered once a page (with its years and creators) has loaded. */
const FILTERS = {
  'filter.group': { target: 'loading', actions: 'applyFilter' },
  'filter.year': { target: 'loading', actions: 'applyFilter' },
  'filter.creator': { guard: 'hasCreators', target: 'loading', actions: 'applyFilter' },
  'sort.change': { target: 'loading', actions: 'applyFilter' },
} as const;

export const orderListMachine = setup({
  types: {
    context: {} as OrderListContext,
    events: {} as OrderListEvent,
    input: {} as OrderListInput,
  },
  actors: {
    loadOrders: fromPromise<OrderListResponse, OrderListQuery>(() =>
      Promise.reject(new Error('loadOrders not provided')),
    ),
  },
  guards: {
    isSearchValid: ({ context }) => context.searchText.trim() === '' || validateOrderNumber(context.searchText).ok,
    hasCreators: ({ context }) => (context.result?.creators?.length ?? 0) > 0,
    hasMore: ({ context }) => Boolean(context.result?.hasMore),
    hasPrevious: ({ context }) => (context.query.page ?? 1) > 1,
    hasOrders: (_, params: { result: OrderListResponse }) => params.result.orders.length > 0,
  },
  actions: {
    applyFilter: assign({ query: ({ context, event }) => withFilter(context.query, event) }),
    setSearchText: assign({
      searchText: ({ event }) => (event.type === 'search.change' ? event.value : ''),
      searchError: null,
    }),
    applySearch: assign({
      query: ({ context }) => {
        const r = validateOrderNumber(context.searchText);
        return { ...context.query, page: 1, q: r.ok ? r.value : undefined };
      },
      searchError: null,
    }),
    rejectSearch: assign({
      searchError: ({ context }) => {
        const r = validateOrderNumber(context.searchText);
        return r.ok ? null : r.error;
      },
    }),
    nextPage: assign({ query: ({ context }) => ({ ...context.query, page: (context.query.page ?? 1) + 1 }) }),
    previousPage: assign({
      query: ({ context }) => ({ ...context.query, page: Math.max(1, (context.query.page ?? 1) - 1) }),
    }),
    // the done event's typed output comes in as params (STYLE.md 18): done events are not in the machine's union
    setResult: assign((_, params: { result: OrderListResponse }) => ({ result: params.result, failure: null })),
    setFailure: assign({
      failure: ({ event }) => failureFrom('error' in event ? event.error : undefined),
    }),
  },
}).createMachine({
  id: 'orderList',
  context: ({ input }) => ({
    tenant: input.tenant,
    query: {
      ...(input.group ? { group: input.group } : {}),
      ...(input.pageSize ? { pageSize: input.pageSize } : {}),
      page: 1,
    },
    searchText: '',
    searchError: null,
    result: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: { type: 'hasOrders', params: ({ event }) => ({ result: event.output }) },
            target: 'ready',
            actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) },
          },
          { target: 'empty', actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) } },
        ],
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    ready: {
      on: {
        ...FILTERS,
        'page.next': { guard: 'hasMore', target: 'loading', actions: 'nextPage' },
        'page.prev': { guard: 'hasPrevious', target: 'loading', actions: 'previousPage' },
      },
    },
    empty: { on: FILTERS },
    failed: { on: { 'list.retry': 'loading' } },
  },
  on: {
    'search.change': { actions: 'setSearchText' },
    'search.submit': [
      { guard: 'isSearchValid', target: '.loading', actions: 'applySearch' },
      { actions: 'rejectSearch' },
    ],
  },
});
