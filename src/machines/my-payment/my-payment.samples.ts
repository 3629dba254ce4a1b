// Sample data and events of myPaymentMachine (pure data): the model test, the machine test and the flow tooling share them.
import type { PaymentMethod } from '../../contracts/payment.contract';
import { addCardSampleInput } from '../add-card/add-card.samples';
import type { MyPaymentEvent, MyPaymentInput } from './my-payment.types';

export const myPaymentSampleInput: MyPaymentInput = { addCard: addCardSampleInput };

const card = (id: string, over: Partial<PaymentMethod>): PaymentMethod => ({
  id, cardType: 'creditCard', gatewayKind: 'creditNetwork', brand: 'VISA', lastFour: '1111', expiry: '08/29', holderName: 'Camila Rojas',
  documentType: 'default', favourite: false, createdAt: '2026-03-01T12:00:00.000Z', ...over,
});

export const myPaymentSampleCards: PaymentMethod[] = [
  card('pm-visa', {}),
  card('pm-cmr', { cardType: 'cmrCard', gatewayKind: 'storeCard', brand: 'CMR', lastFour: '7899' }),
];
export const myPaymentSampleCardsWithFavourite: PaymentMethod[] = myPaymentSampleCards.map((c) => ({ ...c, favourite: c.id === 'pm-cmr' }));

export const myPaymentSampleEvents: MyPaymentEvent[] = [
  { type: 'load.retry' },
  { type: 'modal.open' },
  { type: 'favourite.set', id: 'pm-cmr' },
  { type: 'card.delete', id: 'pm-visa' },
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
  { type: 'notice.dismiss' },
];
