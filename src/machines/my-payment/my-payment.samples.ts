// Sample data and events of myPaymentMachine (pure data): the model test, the machine test and the flow tooling share them.
import { addCardSampleInput } from '../add-card/add-card.samples';
import type { MyPaymentEvent, MyPaymentInput } from './my-payment.types';
import { myPaymentSampleCards, myPaymentSampleCardsWithFavourite } from '../shared/samples';

export const myPaymentSampleInput: MyPaymentInput = { addCard: addCardSampleInput };

export const myPaymentSampleEvents: MyPaymentEvent[] = [
  { type: 'load.retry' },
  { type: 'modal.open' },
  { type: 'favourite.set', id: 'pm-cmr' },
  { type: 'card.delete', id: 'pm-visa' },
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
];

/** Samples in the flow registry's shape (src/flows/flow-entry.types.ts), with the server's answers. */
export const myPaymentFlowSamples = {
  common: [
    ...myPaymentSampleEvents,
    { type: 'xstate.done.actor.loadCards', output: myPaymentSampleCards },
    { type: 'xstate.error.actor.loadCards', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.setFavourite', output: myPaymentSampleCardsWithFavourite },
    { type: 'xstate.error.actor.setFavourite', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.deleteCard', output: myPaymentSampleCards.slice(1) },
    { type: 'xstate.error.actor.deleteCard', error: { code: 'NOT_FOUND' } },
    { type: 'xstate.done.actor.addCard', output: { savedId: 'pm-new' } },
    { type: 'xstate.done.actor.addCard', output: { savedId: null } },
  ],
} as const;
