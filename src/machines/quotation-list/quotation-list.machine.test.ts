// spec §2, §3: the quotation list machine.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectQuotationList } from './quotation-list.connect';
import { quotationListMachine } from './quotation-list.machine';
import type { QuotationSummary } from '../../contracts/quotes.contract';
import { validQuotationSample } from '../shared/samples';

const start = (load: () => Promise<QuotationSummary[]>) => {
  const actor = createActor(
    quotationListMachine.provide({ actors: { loadQuotations: fromPromise(async () => load()) } }),
  ).start();
  return { actor, api: () => connectQuotationList(actor.getSnapshot(), actor.send) };
};

describe('quotation list machine (spec §2, §3)', () => {
  it('shows the quotations, or the empty state', async () => {
    const full = start(() => Promise.resolve([validQuotationSample]));
    await waitFor(full.actor, (s) => s.matches('ready'));
    expect(full.api().quotations).toEqual([validQuotationSample]);
    const none = start(() => Promise.resolve([]));
    await waitFor(none.actor, (s) => s.matches('empty'));
    expect(none.api().step).toBe('empty');
  });

  it('retries after a failure', async () => {
    let fail = true;
    const { actor, api } = start(() =>
      fail ? Promise.reject(new Error('down')) : Promise.resolve([validQuotationSample]),
    );
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    api().retry();
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
