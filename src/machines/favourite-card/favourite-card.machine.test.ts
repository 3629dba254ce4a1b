// spec §2 account home: the payment-method block shows the favourite card, says when there is none, retries a failure.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectFavouriteCard } from './favourite-card.connect';
import { favouriteCardMachine } from './favourite-card.machine';
import type { PaymentMethod } from '../../contracts/payment.contract';
import { myPaymentSampleCards, myPaymentSampleCardsWithFavourite } from '../shared/samples';

const flush = () => new Promise((r) => setTimeout(r, 0));
const start = (load: () => Promise<PaymentMethod[]>) => {
  const actor = createActor(
    favouriteCardMachine.provide({ actors: { loadCards: fromPromise(async () => load()) } }),
  ).start();
  return { actor, api: () => connectFavouriteCard(actor.getSnapshot(), actor.send) };
};

describe('favourite card block', () => {
  it('shows the favourite card with its logo', async () => {
    const { api } = start(async () => myPaymentSampleCardsWithFavourite);
    expect(api()).toMatchObject({ isLoading: true, favourite: null });
    await flush();
    expect(api()).toMatchObject({
      isLoading: false,
      hasNone: false,
      favourite: { id: 'pm-cmr', lastFour: '7899', logo: 'cmr' },
    });
  });

  it('says there is none when no saved card is the favourite, or no card is saved', async () => {
    for (const cards of [myPaymentSampleCards, []]) {
      const { api } = start(async () => cards);
      await flush();
      expect(api()).toMatchObject({ hasNone: true, favourite: null, failed: false });
    }
  });

  it('fails, and loads again on retry', async () => {
    let fail = true;
    const { api } = start(async () => {
      if (fail) throw new Error('x');
      return myPaymentSampleCardsWithFavourite;
    });
    await flush();
    expect(api()).toMatchObject({ failed: true, favourite: null });
    fail = false;
    api().onRetry();
    expect(api().isLoading).toBe(true);
    await flush();
    expect(api().favourite?.id).toBe('pm-cmr');
  });
});
