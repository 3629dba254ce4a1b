// Sample data and events of myPaymentMachine (pure data): the model test, the machine test and the flow tooling share them.
import { addCardSampleInput } from '../add-card/add-card.samples';
import type { MyPaymentEvent, MyPaymentInput, SavedPaymentCard } from './my-payment.types';

export const myPaymentSampleInput: MyPaymentInput = { addCard: addCardSampleInput };

const card = (id: string, over: Partial<SavedPaymentCard>): SavedPaymentCard => ({
  id, cardType: 'creditCard', gatewayKind: 'creditNetwork', brand: 'VISA', lastFour: '1111', expiry: '08/29', holderName: 'Camila Rojas',
  documentType: 'default', favourite: false, createdAt: '2026-03-01T12:00:00.000Z', ...over,
});

export const myPaymentSampleCards: SavedPaymentCard[] = [
  card('pm-visa', {}),
  card('pm-cmr', { cardType: 'cmrCard', gatewayKind: 'storeCard', brand: 'CMR', lastFour: '7899' }),
];
export const myPaymentSampleCardsWithFavourite: SavedPaymentCard[] = myPaymentSampleCards.map((c) => ({ ...c, favourite: c.id === 'pm-cmr' }));

export const myPaymentSampleEvents: MyPaymentEvent[] = [
  { type: 'load.retry' },
  { type: 'modal.open' },
  { type: 'favourite.set', id: 'pm-cmr' },
  { type: 'card.delete', id: 'pm-visa' },
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
  { type: 'notice.dismiss' },
];
