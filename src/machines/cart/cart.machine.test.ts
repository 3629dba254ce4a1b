import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectCart } from './cart.connect';
import { cartMachine } from './cart.machine';
import { checkQuantity } from './cart.rules';
import { cartSampleAfterChange, cartSampleInput, cartSampleLoaded } from './cart.samples';
import type { CartLoaded, LineChange } from './cart.types';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('cart quantity rule (issue 34)', () => {
  it.each([
    ['', 'required'],
    ['0', 'belowOne'],
    ['-2', 'belowOne'],
    ['2.5', 'notInteger'],
    ['1,5', 'notInteger'],
    ['abc', 'notInteger'],
    ['6', 'overStock'],
  ])('refuses %j (%s)', (text, error) => {
    expect(checkQuantity(text, 5)).toEqual({ ok: false, error });
  });
  it('accepts 1 to the stock', () => {
    expect(checkQuantity(' 5 ', 5)).toEqual({ ok: true, quantity: 5 });
  });
});

describe('cart machine (issue 34 item 5)', () => {
  function start(loaded: CartLoaded = cartSampleLoaded) {
    const sent: LineChange[] = [];
    const counts: number[] = [];
    const actor = createActor(
      cartMachine.provide({
        actors: {
          loadCart: fromPromise(async () => loaded),
          updateLine: fromPromise(
            async ({ input }: { input: LineChange }) => (sent.push(input), cartSampleAfterChange),
          ),
        },
        actions: { reportCount: (_, params: { count: number }) => void counts.push(params.count) },
        delays: { quantityPause: 0 },
      }),
      { input: cartSampleInput },
    ).start();
    return { actor, sent, counts };
  }

  it('keeps a refused quantity as typed, with its message, and sends nothing', async () => {
    const { actor, sent } = start();
    await settle();
    actor.send({ type: 'quantity.change', sku: 'HM-2001', value: '2.5' });
    await settle();
    const line = connectCart(actor.getSnapshot(), actor.send).lines[0]!;
    expect(line.quantity.input.value).toBe('2.5');
    expect(line.quantity.error.key).toBe('cart.quantityErrors.notInteger');
    expect(sent).toEqual([]);
    // with an error on screen the shopper cannot go to pay
    expect(connectCart(actor.getSnapshot(), actor.send).canCheckout).toBe(false);
  });

  it('saves a typed quantity after the pause and reports the new count to the header', async () => {
    const { actor, sent, counts } = start();
    await settle();
    actor.send({ type: 'quantity.change', sku: 'HM-2001', value: '3' });
    await settle();
    await settle();
    expect(sent).toEqual([{ sku: 'HM-2001', quantity: 3 }]);
    expect(counts).toEqual([5, 6]);
  });

  it('offers a quoter "Cotizar", a buyer its allowance, and sends a guest to login first (spec §6)', async () => {
    const roles = [
      [
        { signedIn: true, role: 'quoter' },
        { isQuoter: true, showAllowance: false, checkoutTarget: 'checkout' },
      ],
      [
        { signedIn: true, role: 'buyer' },
        { isQuoter: false, showAllowance: true, checkoutTarget: 'checkout' },
      ],
      [
        { signedIn: false, role: null },
        { isQuoter: false, showAllowance: false, checkoutTarget: 'login' },
      ],
    ] as const;
    for (const [viewer, expected] of roles) {
      const { actor } = start({ ...cartSampleLoaded, viewer });
      await settle();
      expect(connectCart(actor.getSnapshot(), actor.send)).toMatchObject(expected);
    }
  });

  it('changes no unavailable line', async () => {
    const { actor, sent } = start();
    await settle();
    actor.send({ type: 'quantity.increment', sku: 'HM-9001' });
    actor.send({ type: 'quantity.change', sku: 'HM-9001', value: '2' });
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(sent).toEqual([]);
  });
});
