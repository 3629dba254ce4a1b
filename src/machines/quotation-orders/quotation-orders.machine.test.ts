// spec §2 myQuotesStoreOrders: the machine and its connect.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectQuotationOrders } from './quotation-orders.connect';
import { quotationOrdersMachine } from './quotation-orders.machine';
import { quotationOrderSample } from './quotation-orders.samples';
import type { QuotationOrder } from '../../contracts/quotes.contract';

const start = (load: () => Promise<QuotationOrder[]>) => {
  const actor = createActor(
    quotationOrdersMachine.provide({ actors: { loadOrders: fromPromise(async () => load()) } }),
  ).start();
  return { actor, api: () => connectQuotationOrders(actor.getSnapshot(), actor.send) };
};

describe('quotation orders machine (spec §2 myQuotesStoreOrders)', () => {
  it('shows the orders, or the empty state', async () => {
    const full = start(() => Promise.resolve([quotationOrderSample]));
    await waitFor(full.actor, (s) => s.matches('ready'));
    expect(full.api().orders).toEqual([quotationOrderSample]);
    const none = start(() => Promise.resolve([]));
    await waitFor(none.actor, (s) => s.matches('empty'));
    expect(none.api().step).toBe('empty');
  });

  it('retries after a failure', async () => {
    let fail = true;
    const { actor, api } = start(() =>
      fail ? Promise.reject(new Error('down')) : Promise.resolve([quotationOrderSample]),
    );
    await waitFor(actor, (s) => s.matches('failed'));
    expect(api().step).toBe('failed');
    fail = false;
    api().retry();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api().orders).toHaveLength(1);
  });
});
