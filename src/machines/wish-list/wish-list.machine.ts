// spec §2, §7: the wish list. Each change is one call answering the whole wish list; moving puts the product in a list.
import { assign, fromPromise, setup } from 'xstate';
import { knownCodeOf } from '../shared/failure';
import {
  WISH_LIST_ERROR_CODES,
  type WishListChange,
  type WishListContext,
  type WishListEvent,
  type WishListLoad,
} from './wish-list.types';
import type { WishListItem } from '../../contracts/lists.contract';

export const wishListMachine = setup({
  types: { context: {} as WishListContext, events: {} as WishListEvent },
  actors: {
    loadWishList: fromPromise<WishListLoad, void>(() => Promise.reject(new Error('loadWishList not provided'))),
    changeWishList: fromPromise<WishListItem[], WishListChange>(() =>
      Promise.reject(new Error('changeWishList not provided')),
    ),
  },
  guards: {
    hasSelection: ({ context }) => context.selectedSku !== '',
    hasList: ({ context }) => context.lists.length > 0,
  },
  actions: {
    /** issue 16, spec §9: the app's toaster alone tells each change done (supplied at the edge; the machine decides when) */
    notify: (_, _params: WishListChange) => {},
    setLoad: assign((_, load: WishListLoad) => ({
      items: load.items,
      lists: load.lists,
      products: load.products,
      error: null,
    })),
    setItems: assign({ pending: null, selectedSku: '' }),
    applyItems: assign((_, params: { items: WishListItem[] }) => ({ items: params.items })),
    select: assign((_, params: { sku: string }) => ({ selectedSku: params.sku })),
    setTarget: assign(({ context }, params: { sku: string; listId: string }) => ({
      targets: { ...context.targets, [params.sku]: params.listId },
    })),
    prepare: assign(({ context, event }): Partial<WishListContext> => {
      const base = { error: null };
      if (event.type === 'item.add') return { ...base, pending: { kind: 'add', sku: context.selectedSku } };
      if (event.type === 'item.remove') return { ...base, pending: { kind: 'remove', sku: event.sku } };
      if (event.type === 'item.move')
        return {
          ...base,
          pending: { kind: 'move', sku: event.sku, listId: context.targets[event.sku] ?? context.lists[0]!.id },
        };
      return base;
    }),
    setError: assign((_, params: { error: unknown }) => ({
      error: knownCodeOf(params.error, WISH_LIST_ERROR_CODES, 'GENERIC_ERROR'),
      pending: null,
    })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'wishList',
  context: { items: [], lists: [], products: [], selectedSku: '', targets: {}, pending: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadWishList',
        src: 'loadWishList',
        onDone: { target: 'ready', actions: { type: 'setLoad', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'wishlist.retry': { target: 'loading', actions: 'clearError' } } },
    ready: {
      on: {
        'product.select': { actions: { type: 'select', params: ({ event }) => ({ sku: event.sku }) } },
        'target.select': {
          actions: { type: 'setTarget', params: ({ event }) => ({ sku: event.sku, listId: event.listId }) },
        },
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
        onDone: {
          target: 'ready',
          actions: [
            { type: 'applyItems', params: ({ event }) => ({ items: event.output }) },
            { type: 'notify', params: ({ context }) => context.pending! },
            'setItems',
          ],
        },
        onError: { target: 'ready', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
