import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectRepurchase } from './repurchase.connect';
import { repurchaseMachine } from './repurchase.machine';
import { repurchaseData } from './repurchase.samples';
import type { AddToCartRequest } from './repurchase.types';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('repurchase machine (spec §2)', () => {
  it('puts the available, chosen lines in the cart', async () => {
    const sent: AddToCartRequest[] = [];
    const actor = createActor(
      repurchaseMachine.provide({
        actors: {
          loadRepurchase: fromPromise(async () => repurchaseData),
          addToCart: fromPromise(
            async ({ input }: { input: AddToCartRequest }) => (sent.push(input), { addedUnits: 1, cartCount: 27 }),
          ),
        },
      }),
      { input: { tenant: { id: 'cl', locale: 'es-CL', currency: 'CLP' }, orderNumber: '9010105000' } },
    ).start();
    await settle();
    actor.send({ type: 'line.toggle', sku: 'HM-9999' }); // unavailable: ignored
    actor.send({ type: 'line.toggle', sku: 'HM-4001' });
    expect(connectRepurchase(actor.getSnapshot(), actor.send).canAdd).toBe(false);
    actor.send({ type: 'line.toggle', sku: 'HM-4001' });
    actor.send({ type: 'cart.add' });
    await settle();
    expect(sent).toEqual([{ orderNumber: '9010105000', lines: [{ sku: 'HM-4001', quantity: 1 }] }]);
    // issue 30: what was added, and the cart's count apart
    expect(connectRepurchase(actor.getSnapshot(), actor.send)).toMatchObject({ addedUnits: 1, cartCount: 27 });
  });

  it('offers a quoter no cart: nothing is sent (spec §6, issue 30)', async () => {
    const sent: AddToCartRequest[] = [];
    const actor = createActor(
      repurchaseMachine.provide({
        actors: {
          loadRepurchase: fromPromise(async () => repurchaseData),
          addToCart: fromPromise(
            async ({ input }: { input: AddToCartRequest }) => (sent.push(input), { addedUnits: 1, cartCount: 1 }),
          ),
        },
      }),
      {
        input: {
          tenant: { id: 'pe-b2b', locale: 'es-PE', currency: 'PEN' },
          orderNumber: '9010105000',
          canPurchase: false,
        },
      },
    ).start();
    await settle();
    const api = connectRepurchase(actor.getSnapshot(), actor.send);
    expect(api).toMatchObject({ mayPurchase: false, canAdd: false });
    expect(api.lines.every((l) => l.checkbox.disabled)).toBe(true);
    api.add();
    await settle();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(sent).toEqual([]);
  });
});
