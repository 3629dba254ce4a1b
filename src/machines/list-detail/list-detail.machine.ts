// spec §2, §3, §5: one list. Every change (add, remove, quantity, rename, shared) is one call that answers the whole list;
// the name rule is src/rules/lists.ts and the server's unique index answers LIST_NAME_EXISTS for a name the user has.
import { assign, fromPromise, setup } from 'xstate';
import { validateListName } from '../../rules/lists';
import { errorCodeOf, knownCodeOf } from '../shared/failure';
import {
  LIST_DETAIL_ERROR_CODES,
  type ListChange,
  type ListDetailContext,
  type ListDetailEvent,
  type ListDetailInput,
  type ListDetailLoad,
} from './list-detail.types';
import type { ListDetail } from '../../contracts/lists.contract';

const MAX_QUANTITY = 999;

export const listDetailMachine = setup({
  types: { context: {} as ListDetailContext, events: {} as ListDetailEvent, input: {} as ListDetailInput },
  actors: {
    loadList: fromPromise<ListDetailLoad, { listId: string }>(() => Promise.reject(new Error('loadList not provided'))),
    changeList: fromPromise<ListDetail, { listId: string; change: ListChange }>(() =>
      Promise.reject(new Error('changeList not provided')),
    ),
    repurchaseList: fromPromise<{ addedUnits: number }, { listId: string }>(() =>
      Promise.reject(new Error('repurchaseList not provided')),
    ),
    quoteList: fromPromise<{ id: string; number: string }, { listId: string; storeId: string }>(() =>
      Promise.reject(new Error('quoteList not provided')),
    ),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'NOT_FOUND',
    isDuplicateName: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'LIST_NAME_EXISTS',
    hasSelection: ({ context }) => context.selectedSku !== '',
    isNameValid: ({ context }) =>
      validateListName(context.name).ok && context.name.trim() !== context.detail?.list.name,
    isQuantityValid: (_, params: { quantity: number }) =>
      Number.isInteger(params.quantity) && params.quantity >= 1 && params.quantity <= MAX_QUANTITY,
    // spec §6: a quoter is offered the quotation instead (issue 30)
    canRepurchase: ({ context }) => context.canPurchase && (context.detail?.items.length ?? 0) > 0,
    canQuote: ({ context }) => (context.detail?.items.length ?? 0) > 0 && context.selectedStoreId !== '',
  },
  actions: {
    setLoad: assign((_, load: ListDetailLoad) => {
      return {
        detail: load.detail,
        products: load.products,
        stores: load.stores,
        name: load.detail.list.name,
        selectedStoreId: load.stores[0]?.id ?? '',
        error: null,
      };
    }),
    setDetail: assign((_, detail: ListDetail) => {
      return { detail, name: detail.list.name, pending: null, nameError: null, selectedSku: '' };
    }),
    select: assign((_, params: { sku: string }) => ({ selectedSku: params.sku })),
    selectStore: assign((_, params: { storeId: string }) => ({ selectedStoreId: params.storeId })),
    setName: assign((_, params: { value: string }) => ({ name: params.value, nameError: null })),
    showNameError: assign(({ context }) => {
      const r = validateListName(context.name);
      return { nameError: r.ok ? null : r.error };
    }),
    prepare: assign(({ context, event }): Partial<ListDetailContext> => {
      const base = { error: null, addedUnits: null, quotation: null };
      switch (event.type) {
        case 'item.add':
          return { ...base, pending: { kind: 'add', sku: context.selectedSku } };
        case 'item.remove':
          return { ...base, pending: { kind: 'remove', sku: event.sku } };
        case 'item.quantity':
          return { ...base, pending: { kind: 'quantity', sku: event.sku, quantity: event.quantity } };
        case 'rename.submit':
          return { ...base, pending: { kind: 'rename', name: context.name.trim() } };
        case 'shared.toggle':
          return { ...base, pending: { kind: 'share', shared: !context.detail?.list.shared } };
        default:
          return base;
      }
    }),
    duplicateName: assign({ nameError: 'lists.nameDuplicate' as const, pending: null }),
    setError: assign((_, params: { error: unknown }) => ({
      error: knownCodeOf(params.error, LIST_DETAIL_ERROR_CODES, 'GENERIC_ERROR'),
      pending: null,
    })),
    setCart: assign((_, params: { addedUnits: number }) => ({ addedUnits: params.addedUnits })),
    setQuotation: assign((_, quotation: { id: string; number: string }) => ({ quotation })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'listDetail',
  context: ({ input }) => ({
    listId: input.listId,
    canPurchase: input.canPurchase ?? true,
    detail: null,
    products: [],
    stores: [],
    name: '',
    nameError: null,
    selectedSku: '',
    selectedStoreId: '',
    pending: null,
    error: null,
    addedUnits: null,
    quotation: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({ listId: context.listId }),
        onDone: { target: 'ready', actions: { type: 'setLoad', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    notFound: { type: 'final' },
    failed: { on: { 'detail.retry': { target: 'loading', actions: 'clearError' } } },
    ready: {
      on: {
        'product.select': { actions: { type: 'select', params: ({ event }) => ({ sku: event.sku }) } },
        'store.select': { actions: { type: 'selectStore', params: ({ event }) => ({ storeId: event.storeId }) } },
        'name.change': { actions: { type: 'setName', params: ({ event }) => ({ value: event.value }) } },
        'item.add': { guard: 'hasSelection', target: 'saving', actions: 'prepare' },
        'item.remove': { target: 'saving', actions: 'prepare' },
        'item.quantity': {
          guard: { type: 'isQuantityValid', params: ({ event }) => ({ quantity: event.quantity }) },
          target: 'saving',
          actions: 'prepare',
        },
        'rename.submit': [{ guard: 'isNameValid', target: 'saving', actions: 'prepare' }, { actions: 'showNameError' }],
        'shared.toggle': { target: 'saving', actions: 'prepare' },
        'list.repurchase': { guard: 'canRepurchase', target: 'repurchasing', actions: 'prepare' },
        'list.quote': { guard: 'canQuote', target: 'quoting', actions: 'prepare' },
      },
    },
    saving: {
      invoke: {
        id: 'changeList',
        src: 'changeList',
        input: ({ context }) => ({ listId: context.listId, change: context.pending! }),
        onDone: { target: 'ready', actions: { type: 'setDetail', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          {
            guard: { type: 'isDuplicateName', params: ({ event }) => ({ error: event.error }) },
            target: 'ready',
            actions: 'duplicateName',
          },
          { target: 'ready', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    repurchasing: {
      invoke: {
        id: 'repurchaseList',
        src: 'repurchaseList',
        input: ({ context }) => ({ listId: context.listId }),
        onDone: {
          target: 'ready',
          actions: { type: 'setCart', params: ({ event }) => ({ addedUnits: event.output.addedUnits }) },
        },
        onError: { target: 'ready', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    quoting: {
      invoke: {
        id: 'quoteList',
        src: 'quoteList',
        input: ({ context }) => ({ listId: context.listId, storeId: context.selectedStoreId }),
        onDone: { target: 'ready', actions: { type: 'setQuotation', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
