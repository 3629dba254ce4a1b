// Sample events of wishListMachine, shared by the machine test, the model test and the flow tooling (pure data).
import type { WishListEvent, WishListLoad } from './wish-list.types';
import type { WishListItem } from '../../contracts/lists.contract';
import { defaultListSample, paintSample, rollerSample, terraceListSample } from '../shared/samples';

export const wishItemSample: WishListItem = { product: paintSample, addedAt: '2026-03-01T12:00:00.000Z' };
export const wishListLoadSample: WishListLoad = {
  items: [wishItemSample],
  lists: [defaultListSample, terraceListSample],
  products: [paintSample, rollerSample],
};

export const wishListSampleEvents: WishListEvent[] = [
  { type: 'product.select', sku: rollerSample.sku },
  { type: 'item.add' },
  { type: 'item.remove', sku: paintSample.sku },
  { type: 'target.select', sku: paintSample.sku, listId: terraceListSample.id },
  { type: 'item.move', sku: paintSample.sku },
  { type: 'wishlist.retry' },
];

export const wishListFlowSamples = {
  common: [
    ...wishListSampleEvents,
    { type: 'xstate.done.actor.loadWishList', output: wishListLoadSample },
    { type: 'xstate.error.actor.loadWishList', error: { code: 'GENERIC_ERROR' } },
    {
      type: 'xstate.done.actor.changeWishList',
      output: [wishItemSample, { product: rollerSample, addedAt: '2026-03-02T12:00:00.000Z' }],
    },
    { type: 'xstate.error.actor.changeWishList', error: { code: 'PRODUCT_NOT_FOUND' } },
  ],
} as const;
