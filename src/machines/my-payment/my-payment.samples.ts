// Sample data and events of myPaymentMachine (pure data): the model test, the machine test and the flow tooling share them.
import { addCardSampleInput } from '../add-card/add-card.samples';
import type { MyPaymentEvent, MyPaymentInput, SavedPaymentCard } from './my-payment.types';

export const myPaymentSampleInput: MyPaymentInput = { addCard: addCardSampleInput };

const card = (id: string, over: Partial<SavedPaymentCard>): SavedPaymentCard => ({
  id,
  cardType: 'creditCard',
  gatewayKind: 'creditNetwork',
  brand: 'VISA',
  lastFour: '1111',
  expiry: '08/29',
  holderName: 'Camila Rojas',
  documentType: 'default',
  favourite: false,
  createdAt: '2026-03-01T12:00:00.000Z',
  ...over,
});

export const myPaymentSampleCards: SavedPaymentCard[] = [
  card('pm-visa', {}),
  card('pm-cmr', { cardType: 'cmrCard', gatewayKind: 'storeCard', brand: 'CMR', lastFour: '7899' }),
];
export const myPaymentSampleCardsWithFavourite: SavedPaymentCard[] = myPaymentSampleCards.map((c) => ({
  ...c,
  favourite: c.id === 'pm-cmr',
}));

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
