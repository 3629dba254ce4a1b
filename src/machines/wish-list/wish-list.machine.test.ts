// spec §2, §7: the wish list machine with the server answers supplied through provide().
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectWishList } from './wish-list.connect';
import { wishListMachine } from './wish-list.machine';
import { wishListLoadSample } from './wish-list.samples';
import type { WishListChange, WishListLoad } from './wish-list.types';
import type { WishListItem } from '../../contracts/lists.contract';
import { defaultListSample, paintSample, rollerSample, terraceListSample } from '../shared/samples';

function start(
  load: () => Promise<WishListLoad> = () => Promise.resolve(wishListLoadSample),
  change?: (c: WishListChange) => Promise<WishListItem[]>,
) {
  const changes: WishListChange[] = [];
  const notices: WishListChange[] = [];
  const machine = wishListMachine.provide({
    actions: { notify: (_, change) => void notices.push(change) },
    actors: {
      loadWishList: fromPromise(async () => load()),
      changeWishList: fromPromise<WishListItem[], WishListChange>(async ({ input }) => {
        changes.push(input);
        return change ? change(input) : Promise.resolve([]);
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, changes, notices, api: () => connectWishList(actor.getSnapshot(), actor.send) };
}

describe('wish list machine (spec §2, §7)', () => {
  it('adds a product, moves one to the default list or a chosen one, and removes one', async () => {
    const { actor, changes, notices, api } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api().addable.map((p) => p.sku)).toEqual([rollerSample.sku]);
    expect(api().canAdd).toBe(false);
    api()
      .getProductSelectProps()
      .onChange({ target: { value: rollerSample.sku } });
    api().add();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api().isEmpty).toBe(true);
    api().move(paintSample.sku);
    await waitFor(actor, (s) => s.matches('ready'));
    api()
      .getTargetProps(paintSample.sku)
      .onChange({ target: { value: terraceListSample.id } });
    api().move(paintSample.sku);
    await waitFor(actor, (s) => s.matches('ready'));
    api().remove(paintSample.sku);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(changes).toEqual([
      { kind: 'add', sku: rollerSample.sku },
      { kind: 'move', sku: paintSample.sku, listId: defaultListSample.id },
      { kind: 'move', sku: paintSample.sku, listId: terraceListSample.id },
      { kind: 'remove', sku: paintSample.sku },
    ]);
    // each change done is told once, in order
    expect(notices).toEqual(changes);
  });

  it('shows a failed change and retries a failed load', async () => {
    let fail = true;
    const { actor, api } = start(
      () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(wishListLoadSample)),
      () => Promise.reject({ code: 'PRODUCT_NOT_FOUND' }),
    );
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    api().retry();
    await waitFor(actor, (s) => s.matches('ready'));
    api().remove(paintSample.sku);
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(api().error).toBe('PRODUCT_NOT_FOUND');
    expect(api().items).toHaveLength(1);
  });
});
