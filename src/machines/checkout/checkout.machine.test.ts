import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkoutMachine } from './checkout.machine';
import { checkoutSampleInput, checkoutSampleOptions, checkoutSampleOrder } from './checkout.samples';
import type { PlaceOrderBody } from './checkout.types';

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A checkout whose PlaceOrder answers, in turn, each of `answers` (an Error-like object rejects). */
function start(answers: unknown[]) {
  const sent: PlaceOrderBody[] = [];
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        loadOptions: fromPromise(async () => checkoutSampleOptions),
        placeOrder: fromPromise(async ({ input }: { input: PlaceOrderBody }) => {
          sent.push(input);
          const answer = answers.shift();
          if (answer && typeof answer === 'object' && 'code' in answer) throw answer;
          return checkoutSampleOrder;
        }),
      },
    }),
    { input: checkoutSampleInput },
  ).start();
  return { actor, sent };
}

async function toReview(actor: ReturnType<typeof start>['actor']) {
  await settle();
  actor.send({ type: 'step.next' });
  actor.send({ type: 'till.choose' });
  actor.send({ type: 'step.next' });
  expect(actor.getSnapshot().value).toBe('review');
}

describe('checkout machine (issue 34 item 6)', () => {
  it('sends home delivery to the default address on the first date, at the till, with the cart total seen', async () => {
    const { actor, sent } = start([]);
    await toReview(actor);
    actor.send({ type: 'order.place' });
    actor.send({ type: 'order.place' }); // a double click: still one request
    await settle();
    expect(sent).toEqual([
      {
        idempotencyKey: 'sample-checkout-0001-1',
        expectedTotal: 291960,
        delivery: { method: 'homeDelivery', addressId: 'ad-1', date: '2026-11-30' },
        payment: { method: 'till' },
      },
    ]);
    expect(actor.getSnapshot().value).toBe('confirmed');
  });

  it('retries an unknown outcome with the same key, so the server makes one order', async () => {
    const { actor, sent } = start([{ code: 'GENERIC_ERROR', status: 503 }]);
    await toReview(actor);
    actor.send({ type: 'order.place' });
    await settle();
    expect(actor.getSnapshot().value).toBe('placeFailed');
    actor.send({ type: 'order.retry' });
    await settle();
    expect(sent.map((b) => b.idempotencyKey)).toEqual(['sample-checkout-0001-1', 'sample-checkout-0001-1']);
    expect(actor.getSnapshot().value).toBe('confirmed');
  });

  it('starts a new attempt after a decline (no order was made) and pays with another card', async () => {
    const { actor, sent } = start([{ code: 'PAYMENT_DECLINED', status: 402 }]);
    await settle();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'card.choose', id: 'pm-visa' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'order.place' });
    await settle();
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.placeError).toBe('PAYMENT_DECLINED');
    actor.send({ type: 'till.choose' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'order.place' });
    await settle();
    expect(sent.map((b) => [b.idempotencyKey, b.payment.method])).toEqual([
      ['sample-checkout-0001-1', 'card'],
      ['sample-checkout-0001-2', 'till'],
    ]);
  });

  it('confirms a changed price with the new total', async () => {
    const { actor, sent } = start([{ code: 'PRICE_CHANGED', status: 409, details: { total: 299970 } }]);
    await toReview(actor);
    actor.send({ type: 'order.place' });
    await settle();
    expect(actor.getSnapshot().value).toBe('priceChanged');
    actor.send({ type: 'price.accept' });
    await settle();
    expect(sent.map((b) => [b.idempotencyKey, b.expectedTotal])).toEqual([
      ['sample-checkout-0001-1', 291960],
      ['sample-checkout-0001-2', 299970],
    ]);
  });

  it('refuses to leave delivery without a store for pickup, and says why', async () => {
    const { actor } = start([]);
    await settle();
    actor.send({ type: 'delivery.choose', method: 'storePickup' });
    actor.send({ type: 'store.choose', id: 'st-2' }); // short of a line: not offered
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('delivery');
    expect(actor.getSnapshot().context.stepError).toBe('storeRequired');
    actor.send({ type: 'store.choose', id: 'st-1' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('payment');
  });
});
