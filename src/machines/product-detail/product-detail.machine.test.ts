import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectProductDetail } from './product-detail.connect';
import { productDetailMachine } from './product-detail.machine';
import type { ProductCartRequest } from './product-detail.types';
import { GUEST_SHOPPER, type Shopper } from '../shared/shopper';
import { productDetailSample } from '../shared/samples';

const settle = () => new Promise((r) => setTimeout(r, 0));
const tenant = { id: 'cl', locale: 'es-CL', currency: 'CLP' } as const;

function start(compare: string[] = [], viewer: Shopper = GUEST_SHOPPER) {
  const sent: ProductCartRequest[] = [];
  const counts: number[] = [];
  const stored: string[][] = [];
  const actor = createActor(
    productDetailMachine.provide({
      actors: {
        loadProduct: fromPromise(async () => ({ product: productDetailSample, viewer })),
        addToCart: fromPromise(async ({ input }: { input: ProductCartRequest }) => (sent.push(input), { count: 11 })),
      },
      actions: {
        reportCartCount: (_, params: { count: number }) => counts.push(params.count),
        storeCompare: (_, params: { skus: string[] }) => stored.push(params.skus),
      },
    }),
    { input: { tenant, sku: 'HM-3131', compare, storeId: 'store-2' } },
  ).start();
  return { actor, sent, counts, stored, api: () => connectProductDetail(actor.getSnapshot(), actor.send) };
}

describe('product detail machine (issue 34)', () => {
  it('asks for a size first, then puts the tile calculator’s boxes in the cart with the choices', async () => {
    const { actor, sent, counts, api } = await (async () => {
      const s = start();
      await settle();
      return s;
    })();
    expect(api().stores.map((s) => s.code)).toEqual(['CL-002', 'CL-001']); // the shopper's store first
    actor.send({ type: 'area.change', value: '12' });
    actor.send({ type: 'tiles.calculate' });
    expect(api().estimate).toEqual({ area: 12, areaWithWaste: 13.2, boxes: 10, coveredM2: 14.4 });
    actor.send({ type: 'tiles.add' });
    expect(api().notice).toBe('sizeRequired');
    expect(sent).toEqual([]);
    actor.send({ type: 'variant.choose', sku: 'HM-3131' });
    actor.send({ type: 'warranty.choose', years: 2 });
    actor.send({ type: 'installation.toggle' });
    actor.send({ type: 'tiles.add' });
    await settle();
    expect(sent).toEqual([{ sku: 'HM-3131', quantity: 10, warrantyYears: 2, installation: true }]);
    expect(counts).toEqual([11]);
    expect(api()).toMatchObject({ addedCount: 11, addedQuantity: 10 });
  });

  it('refuses a quantity that is not a whole number from 1 to 999, keeping what was typed', async () => {
    const { actor, sent, api } = start();
    await settle();
    actor.send({ type: 'variant.choose', sku: 'HM-3131' });
    actor.send({ type: 'quantity.change', value: '2,5' });
    actor.send({ type: 'cart.add' });
    expect(api()).toMatchObject({ quantityInvalid: true, quantity: '2,5' });
    expect(sent).toEqual([]);
  });

  it('holds two products to compare and refuses a third (spec §8 compare add)', async () => {
    const { actor, stored, api } = start(['HM-1001', 'HM-1002']);
    await settle();
    actor.send({ type: 'compare.add' });
    expect(api().notice).toBe('compareFull');
    expect(stored).toEqual([]);
    const other = start(['HM-1001']);
    await settle();
    other.actor.send({ type: 'compare.add' });
    expect(other.stored).toEqual([['HM-1001', 'HM-3131']]);
  });
  it('never puts a quoter’s products in the cart (spec §6: the page offers "Cotizar")', async () => {
    const { actor, sent, api } = start([], { signedIn: true, role: 'quoter' });
    await settle();
    expect(api().isQuoter).toBe(true);
    actor.send({ type: 'variant.choose', sku: 'HM-3131' });
    actor.send({ type: 'cart.add' });
    actor.send({ type: 'area.change', value: '12' });
    actor.send({ type: 'tiles.calculate' });
    actor.send({ type: 'tiles.add' });
    await settle();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(sent).toEqual([]);
  });

  it('shows a buyer its allowance and a guest nothing of it', async () => {
    const buyer = start([], { signedIn: true, role: 'buyer' });
    const guest = start();
    await settle();
    expect(buyer.api()).toMatchObject({ isQuoter: false, showAllowance: true });
    expect(guest.api()).toMatchObject({ isQuoter: false, showAllowance: false });
  });
});
