// spec §2 quotationsLanding: the machine and its connect.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectQuotationsLanding } from './quotations-landing.connect';
import { LATEST_COUNT, quotationsLandingMachine } from './quotations-landing.machine';
import { landingSample } from './quotations-landing.samples';
import type { QuotationsLandingLoad } from './quotations-landing.types';

const start = (load: () => Promise<QuotationsLandingLoad>) => {
  const actor = createActor(
    quotationsLandingMachine.provide({ actors: { loadLanding: fromPromise(async () => load()) } }),
  ).start();
  return { actor, api: () => connectQuotationsLanding(actor.getSnapshot(), actor.send) };
};

describe('quotations landing machine (spec §2)', () => {
  it('shows the latest quotations (at most three) and the stores; empty keeps the stores', async () => {
    const many = { ...landingSample, latest: [...landingSample.latest, ...landingSample.latest] };
    const full = start(() => Promise.resolve(many));
    await waitFor(full.actor, (s) => s.matches('ready'));
    expect(full.api().latest).toHaveLength(LATEST_COUNT);
    expect(full.api().stores).toEqual(landingSample.stores);
    const none = start(() => Promise.resolve({ latest: [], stores: landingSample.stores }));
    await waitFor(none.actor, (s) => s.matches('empty'));
    expect(none.api()).toMatchObject({ step: 'empty', showStores: true, stores: landingSample.stores });
  });

  it('retries after a failure', async () => {
    let fail = true;
    const { actor, api } = start(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve(landingSample)));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(api().showStores).toBe(false);
    fail = false;
    api().retry();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api().latest).toHaveLength(2);
  });
});
