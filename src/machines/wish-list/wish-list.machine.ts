// spec §2, §7: the wish list. Each change is one call answering the whole wish list; moving puts the product in a list.
import { assign, fromPromise, setup } from 'xstate';
import { knownCodeOf } from '../shared/error-code';
import { WISH_LIST_ERROR_CODES, type WishListChange, type WishListContext, type WishListEvent, type WishListItemData, type WishListLoad } from './wish-list.types';

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

export const wishListMachine = setup({
  types: { context: {} as WishListContext, events: {} as WishListEvent },
  actors: {
    loadWishList: fromPromise<WishListLoad, void>(() => Promise.reject(new Error('loadWishList not provided'))),
    changeWishList: fromPromise<WishListItemData[], WishListChange>(() => Promise.reject(new Error('changeWishList not provided'))),
  },
  guards: {
    hasSelection: ({ context }) => context.selectedSku !== '',
    hasList: ({ context }) => context.lists.length > 0,
  },
  actions: {
    setLoad: assign(({ event }) => {
      const load = outputOf<WishListLoad>(event);
      return { items: load.items, lists: load.lists, products: load.products, error: null };
    }),
    setItems: assign(({ context }) => ({ done: context.pending, pending: null, selectedSku: '' })),
    applyItems: assign({ items: ({ event }) => outputOf<WishListItemData[]>(event) }),
    select: assign(({ event }) => (event.type === 'product.select' ? { selectedSku: event.sku } : {})),
    setTarget: assign(({ context, event }) => (event.type === 'target.select' ? { targets: { ...context.targets, [event.sku]: event.listId } } : {})),
    prepare: assign(({ context, event }): Partial<WishListContext> => {
      const base = { error: null, done: null };
      if (event.type === 'item.add') return { ...base, pending: { kind: 'add', sku: context.selectedSku } };
      if (event.type === 'item.remove') return { ...base, pending: { kind: 'remove', sku: event.sku } };
      if (event.type === 'item.move') return { ...base, pending: { kind: 'move', sku: event.sku, listId: context.targets[event.sku] ?? context.lists[0]!.id } };
      return base;
    }),
    setError: assign({ error: ({ event }) => knownCodeOf(errorOf(event), WISH_LIST_ERROR_CODES, 'GENERIC_ERROR'), pending: null }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'wishList',
  context: { items: [], lists: [], products: [], selectedSku: '', targets: {}, pending: null, error: null, done: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadWishList',
        src: 'loadWishList',
        onDone: { target: 'ready', actions: 'setLoad' },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    failed: { on: { 'wishlist.retry': { target: 'loading', actions: 'clearError' } } },
    ready: {
      on: {
        'product.select': { actions: 'select' },
        'target.select': { actions: 'setTarget' },
        'item.add': { guard: 'hasSelection', target: 'saving', actions: 'prepare' },
        'item.remove': { target: 'saving', actions: 'prepare' },
        'item.move': { guard: 'hasList', target: 'saving', actions: 'prepare' },
      },
    },
    saving: {
      invoke: {
        id: 'changeWishList',
        src: 'changeWishList',
        input: ({ context }) => context.pending!,
        onDone: { target: 'ready', actions: ['applyItems', 'setItems'] },
        onError: { target: 'ready', actions: 'setError' },
      },
    },
  },
});
