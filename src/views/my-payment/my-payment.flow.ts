// Issue 9 (STYLE.md §16), issue 13: the myPayment page's edge (spec §2 saved cards: list, add, delete, favourite). The
// add-card modal is the add-card flow's machine with that flow's real actors, invoked by this one as `addCard`.
import { defineFlow } from '../../flows/define-flow';
import { addCardMachine } from '../../machines/add-card/add-card.machine';
import { myPaymentMachine } from '../../machines/my-payment/my-payment.machine';
import { myPaymentFlowSamples } from '../../machines/my-payment/my-payment.samples';
import { createPaymentApi } from '../../services/payment.api';
import { addCardFlow, addCardImplementations } from '../add-card/add-card.flow';
import { serviceActor } from '../shared/service-actor';
import type { PaymentMethod } from '../../contracts/payment.contract';

type Cards = PaymentMethod[];

export const myPaymentFlow = defineFlow({
  name: 'my-payment',
  description:
    'Saved cards: list with logos, add (the add-card modal), delete after a confirmation, mark a favourite (spec §2, §3, §4, §8).',
  machine: myPaymentMachine,
  loadView: () => import('./my-payment.view').then((m) => m.MyPaymentView),
  namespaces: ['payment', 'rules'],
  samples: myPaymentFlowSamples,
  delays: {},
  input: (tenant, page) => ({ addCard: addCardFlow.input(tenant, page) }),
  implementations: (env) => {
    const api = createPaymentApi(env.clients.myAccount);
    return {
      actors: {
        loadCards: serviceActor(env, (_input, signal) => api.list(signal)),
        deleteCard: serviceActor<Cards, { id: string }>(env, (input, signal) => api.remove(input.id, signal)),
        setFavourite: serviceActor<Cards, { id: string }>(env, (input, signal) => api.setFavourite(input.id, signal)),
        addCard: addCardMachine.provide(addCardImplementations(env)),
      },
    };
  },
  driver: {
    'load.retry': (d) => d.click(d.t('payment:page.retry')),
    'modal.open': (d) => d.click(d.t('payment:page.addCard')),
    'favourite.set': (d, event) =>
      d.click(d.t('payment:card.markFavouriteLabel', { lastFour: lastFourOf(d.snapshot().context.cards, event.id) })),
    'card.delete': (d, event) =>
      d.click(d.t('payment:card.deleteLabel', { lastFour: lastFourOf(d.snapshot().context.cards, event.id) })),
    'delete.confirm': (d) => d.click(d.t('payment:deleteConfirm.confirm')),
    'delete.cancel': (d) => d.click(d.t('payment:deleteConfirm.cancel')),
  },
  graphContext: (c) => ({
    cards: c.cards.map((card) => `${card.id}${card.favourite ? '*' : ''}`).join(','),
    error: c.error,
    target: c.targetId,
  }),
  complete: true,
});

function lastFourOf(cards: readonly Cards[number][], id: string): string {
  return cards.find((card) => card.id === id)?.lastFour ?? '';
}
