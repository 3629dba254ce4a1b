// spec §6, issue 30: a buyer sees its maximum and what remains.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectPurchaseAllowance } from './purchase-allowance.connect';
import { purchaseAllowanceMachine } from './purchase-allowance.machine';
import { purchaseAllowanceSample } from './purchase-allowance.samples';
import type { PurchaseAllowance } from '../../contracts/purchase.contract';

const flush = () => new Promise((r) => setTimeout(r, 0));
const start = (load: () => Promise<PurchaseAllowance | null>) => {
  const actor = createActor(
    purchaseAllowanceMachine.provide({ actors: { loadAllowance: fromPromise(async () => load()) } }),
  ).start();
  return { api: () => connectPurchaseAllowance(actor.getSnapshot(), actor.send) };
};

describe('purchase allowance', () => {
  it('shows a buyer its maximum and what remains', async () => {
    const { api } = start(async () => purchaseAllowanceSample);
    expect(api().isLoading).toBe(true);
    await flush();
    expect(api()).toMatchObject({
      allowance: { maximum: 5000, remaining: 3749.5 },
      isExhausted: false,
      isHidden: false,
    });
  });

  it('says when nothing remains, hides a null answer, and retries after a failure', async () => {
    const exhausted = start(async () => ({ ...purchaseAllowanceSample, spent: 5000, remaining: 0 }));
    await flush();
    expect(exhausted.api().isExhausted).toBe(true);
    let fail = true;
    const { api } = start(async () => {
      if (fail) throw new Error('x');
      return null;
    });
    await flush();
    expect(api().failed).toBe(true);
    fail = false;
    api().onRetry();
    await flush();
    expect(api()).toMatchObject({ isHidden: true, allowance: null });
  });
});
