import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { productComparisonMachine } from './product-comparison.machine';
import { comparisonSample } from './product-comparison.samples';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('product comparison machine (issue 34)', () => {
  it('removes products one by one and keeps the stored set in step', async () => {
    const stored: string[][] = [];
    const actor = createActor(
      productComparisonMachine.provide({
        actors: { loadComparison: fromPromise(async () => comparisonSample) },
        actions: { storeCompare: (_, params: { skus: string[] }) => stored.push(params.skus) },
      }),
      { input: { tenant: { id: 'cl', locale: 'es-CL', currency: 'CLP' }, skus: ['HM-3131', 'HM-1001', 'NOPE'] } },
    ).start();
    await settle();
    expect(actor.getSnapshot().context.skus).toEqual(['HM-3131', 'HM-1001']); // a sku not sold is left out
    actor.send({ type: 'compare.remove', sku: 'HM-1001' });
    actor.send({ type: 'compare.remove', sku: 'HM-3131' });
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    expect(stored).toEqual([['HM-3131'], []]);
  });
});
