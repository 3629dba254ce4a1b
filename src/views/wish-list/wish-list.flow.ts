// Issue 15 (STYLE.md §16): the wish list flow's edge (spec §2, §7 /v1/wishLists).
import { defineFlow } from '../../flows/define-flow';
import { wishListMachine } from '../../machines/wish-list/wish-list.machine';
import { wishListFlowSamples } from '../../machines/wish-list/wish-list.samples';
import type { WishListChange } from '../../machines/wish-list/wish-list.types';
import { listsActors } from '../lists/lists-env';
import { serviceActor } from '../shared/service-actor';
import type { WishListItem } from '../../contracts/lists.contract';

const nameOf = (items: WishListItem[], sku: string) => items.find((i) => i.product.sku === sku)?.product.name ?? '';

export const wishListFlow = defineFlow({
  name: 'wish-list',
  description: 'The wish list: add a product from the catalogue, remove one, move one into a list (spec §2, §7).',
  machine: wishListMachine,
  loadView: () => import('./wish-list.view').then((m) => m.WishListView),
  namespaces: ['lists'],
  samples: wishListFlowSamples,
  delays: {},
  input: () => undefined,
  implementations: listsActors((api, env) => ({
    loadWishList: serviceActor(env, async (_input, signal) => {
      const [items, lists, products] = await Promise.all([
        api.wishList(signal),
        api.lists(signal),
        api.products(signal),
      ]);
      return { items, lists, products };
    }),
    changeWishList: serviceActor<WishListItem[], WishListChange>(env, (change, signal) =>
      change.kind === 'add'
        ? api.addToWishList(change.sku, signal)
        : change.kind === 'remove'
          ? api.removeFromWishList(change.sku, signal)
          : api.moveToList(change.sku, change.listId, signal),
    ),
  })),
  driver: {
    'product.select': (d, e) => d.select('product', e.sku),
    'item.add': (d) => d.click(d.t('lists:wish.add')),
    'item.remove': (d, e) =>
      d.click(
        d.t('lists:wish.remove', {
          name: nameOf(d.snapshot().context.items, e.sku),
        }),
      ),
    'target.select': (d, e) => d.select(`target-${e.sku}`, e.listId),
    'item.move': (d, e) => d.click(d.t('lists:wish.move', { name: nameOf(d.snapshot().context.items, e.sku) })),
    'wishlist.retry': (d) => d.click(d.t('lists:errors.retry')),
  },
  graphContext: (c) => ({
    items: c.items.map((i) => i.product.sku).join(','),
    selected: c.selectedSku !== '',
    targets: c.targets,
    error: c.error,
  }),
  complete: true,
});
