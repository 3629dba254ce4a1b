import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectProductSearch } from './product-search.connect';
import { productSearchMachine } from './product-search.machine';
import { defaultCriteria, searchResultSample } from './product-search.samples';
import type { SearchCriteria } from './product-search.types';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('product search machine (issue 34)', () => {
  it('searches again from page 1 with a new category and writes the criteria to the URL', async () => {
    const searched: SearchCriteria[] = [];
    const shown: SearchCriteria[] = [];
    const actor = createActor(
      productSearchMachine.provide({
        actors: { searchProducts: fromPromise(async ({ input }) => (searched.push(input), searchResultSample)) },
        actions: { showCriteria: (_, params: { criteria: SearchCriteria }) => shown.push(params.criteria) },
      }),
      {
        input: {
          tenant: { id: 'cl', locale: 'es-CL', currency: 'CLP' },
          criteria: { ...defaultCriteria, page: 2 },
          compare: [],
        },
      },
    ).start();
    await settle();
    actor.send({ type: 'category.choose', category: 'pisos' });
    await settle();
    expect(searched.at(-1)).toEqual({ ...defaultCriteria, category: 'pisos', page: 1 });
    expect(shown).toEqual([{ ...defaultCriteria, category: 'pisos', page: 1 }]);
    // a malformed price range is refused without a search; the criteria stay
    actor.send({ type: 'price.apply', minPrice: '1.000', maxPrice: '' });
    expect(connectProductSearch(actor.getSnapshot(), actor.send).priceInvalid).toBe(true);
    expect(searched).toHaveLength(2);
  });

  it('keeps at most two products to compare; only a product in the set can leave it', async () => {
    const stored: string[][] = [];
    const actor = createActor(
      productSearchMachine.provide({
        actors: { searchProducts: fromPromise(async () => searchResultSample) },
        actions: { storeCompare: (_, params: { skus: string[] }) => stored.push(params.skus) },
      }),
      {
        input: {
          tenant: { id: 'cl', locale: 'es-CL', currency: 'CLP' },
          criteria: defaultCriteria,
          compare: ['HM-3002'],
        },
      },
    ).start();
    await settle();
    actor.send({ type: 'compare.add', sku: 'HM-3201' });
    actor.send({ type: 'compare.add', sku: 'HM-3202' });
    expect(connectProductSearch(actor.getSnapshot(), actor.send)).toMatchObject({
      compare: ['HM-3002', 'HM-3201'],
      compareFull: true,
    });
    actor.send({ type: 'compare.remove', sku: 'HM-9999' });
    actor.send({ type: 'compare.remove', sku: 'HM-3002' });
    expect(stored).toEqual([['HM-3002', 'HM-3201'], ['HM-3201']]);
  });
});
