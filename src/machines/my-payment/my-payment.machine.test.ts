import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { addCardMachine } from '../add-card/add-card.machine';
import { addCardFillEvents } from '../add-card/add-card.samples';
import { myPaymentMachine } from './my-payment.machine';
import { connectMyPayment } from './my-payment.connect';
import { myPaymentSampleInput } from './my-payment.samples';
import type { PaymentMethod } from '../../contracts/payment.contract';
import { myPaymentSampleCards, myPaymentSampleCardsWithFavourite } from '../shared/samples';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
type Cards = PaymentMethod[];

function start(over: { load?: () => Promise<Cards>; del?: () => Promise<Cards>; fav?: () => Promise<Cards> } = {}) {
  const loads: number[] = [];
  const notices: string[] = [];
  const machine = myPaymentMachine.provide({
    actions: { notify: (_, params) => void notices.push(params.notice) },
    actors: {
      loadCards: fromPromise<Cards, void>(
        async () => (loads.push(1), over.load ? over.load() : Promise.resolve(myPaymentSampleCards)),
      ),
      deleteCard: fromPromise<Cards, { id: string }>(async ({ input }) =>
        over.del ? over.del() : Promise.resolve(myPaymentSampleCards.filter((c) => c.id !== input.id)),
      ),
      setFavourite: fromPromise<Cards, { id: string }>(async () =>
        over.fav ? over.fav() : Promise.resolve(myPaymentSampleCardsWithFavourite),
      ),
      addCard: addCardMachine.provide({
        actors: {
          encryptCard: fromPromise(async () => 'jwe'),
          saveCard: fromPromise(async () => ({ savedId: 'pm-new' })),
        },
      }),
    },
  });
  // the add-card modal's close animation (spec §9) runs on a simulated clock
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: myPaymentSampleInput, clock }).start();
  const api = () => connectMyPayment(actor.getSnapshot(), actor.send);
  return { actor, api, loads, notices, clock };
}

describe('myPaymentMachine (spec §2, §4, §8; issue 13)', () => {
  it('lists cards with logos by gateway kind and type, and suggests a favourite when there is none', async () => {
    const { api } = start();
    expect(api().step).toBe('loading');
    expect(api().showFavouriteCallout).toBe(false);
    await flush();
    expect(api().cards.map((c) => c.logo)).toEqual(['visa', 'cmr']);
    expect(api().showFavouriteCallout).toBe(true);
  });

  it('marks a favourite with spec §4 success message (told by the toaster), and shows spec §8 failure', async () => {
    const { api, notices } = start();
    await flush();
    api().setFavourite('pm-cmr');
    expect(api().cards.find((c) => c.id === 'pm-cmr')?.isBusy).toBe(true);
    await flush();
    expect(api().favourite?.id).toBe('pm-cmr');
    expect(notices).toEqual(['favouriteSelected']);
    expect(api().showFavouriteCallout).toBe(false);

    const failing = start({ fav: () => Promise.reject(new Error('x')) });
    await flush();
    failing.api().setFavourite('pm-visa');
    await flush();
    expect(failing.api().errorKey).toBe('messages.setFavouriteError');
    expect(failing.notices).toEqual([]);
  });

  it('ignores an id that is not in the list', async () => {
    const { api } = start();
    await flush();
    api().setFavourite('someone-elses');
    api().askDelete('someone-elses');
    expect(api().step).toBe('ready');
  });

  it('deletes after a confirmation; a cancel keeps the card; a failure shows spec §8 text', async () => {
    const { api, notices } = start();
    await flush();
    api().askDelete('pm-visa');
    expect(api().deleting?.lastFour).toBe('1111');
    api().cancelDelete();
    expect(api().cards).toHaveLength(2);
    api().askDelete('pm-visa');
    api().confirmDelete();
    await flush();
    expect(api().cards.map((c) => c.id)).toEqual(['pm-cmr']);
    expect(notices).toEqual(['cardDeleted']);

    const failing = start({ del: () => Promise.reject(new Error('x')) });
    await flush();
    failing.api().askDelete('pm-visa');
    failing.api().confirmDelete();
    await flush();
    expect(failing.api().errorKey).toBe('messages.deleteCardError');
    expect(failing.notices).toEqual([]);
  });

  it('opens the add-card modal as a child; a saved card reloads the list, a closed modal does not', async () => {
    const { api, loads, notices, clock } = start();
    await flush();
    api().openModal();
    const modal = api().addCardRef!;
    expect(modal.getSnapshot().value).toBe('chooseCardType');
    modal.send({ type: 'type.choose', cardType: 'creditCard' });
    addCardFillEvents.forEach((e) => modal.send(e));
    modal.send({ type: 'form.submit' });
    await flush();
    await flush();
    // the modal plays its close animation before the list reloads
    expect(api().step).toBe('adding');
    clock.increment(500);
    await flush();
    expect(loads).toHaveLength(2);
    // issue 16: the save is told through the app's toaster, once
    expect(notices).toEqual(['cardAdded']);
    api().openModal();
    api().addCardRef!.send({ type: 'modal.close' });
    clock.increment(500);
    expect(api().step).toBe('ready');
    expect(loads).toHaveLength(2);
  });

  it('shows the load failure and retries', async () => {
    let fail = true;
    const { api } = start({ load: () => (fail ? Promise.reject(new Error('x')) : Promise.resolve([])) });
    await flush();
    expect(api().step).toBe('loadFailed');
    expect(api().errorKey).toBe('messages.loadError');
    fail = false;
    api().retry();
    await flush();
    expect(api().isEmpty).toBe(true);
    expect(api().showFavouriteCallout).toBe(true);
  });
});
