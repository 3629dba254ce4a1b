// Sample events of addCardMachine, shared by the machine test, the model test and the flow tooling (pure data).
// Card numbers are the networks' published test numbers and a synthetic CMR number (src/rules/card.ts prefixes).
import type { AddCardEvent, AddCardInput } from './add-card.types';

export const addCardSampleInput: AddCardInput = {
  cardTypes: ['cmrCard', 'creditCard', 'debitCard'],
  today: '2026-03-02T12:00:00.000Z',
};

export const addCardSampleValues = {
  cardHolderName: 'Camila Rojas',
  cardNumber: '4111 1111 1111 1111',
  cardExpiry: '08/29',
  securityCode: '731',
  documentNumber: '158724391',
  phoneNumber: '912345678',
  email: 'camila@example.com',
} as const;

export const ADD_CARD_SAMPLE_CMR = '6271 8012 3456 7899';

export const addCardFillEvents: AddCardEvent[] = Object.entries(addCardSampleValues).map(([field, value]) => ({
  type: 'field.change',
  field: field as keyof typeof addCardSampleValues,
  value,
}));

export const addCardSampleEvents: AddCardEvent[] = [
  { type: 'type.choose', cardType: 'creditCard' },
  { type: 'type.change' },
  { type: 'field.change', field: 'cardHolderName', value: addCardSampleValues.cardHolderName },
  { type: 'favourite.toggle' },
  { type: 'form.submit' },
  { type: 'modal.close' },
  { type: 'close.confirm' },
  { type: 'close.cancel' },
];

export const addCardSampleFailures = [{ code: 'GENERIC_ERROR' }, { code: 'PAYMENT_KEY_EXPIRED' }] as const;

/**
 * Samples in the flow registry's shape (src/flows/flow-entry.types.ts): every field of a valid form, so that the graph
 * reaches encrypting, saving and saved (the flow's graphContext counts the filled fields).
 */
export const addCardFlowSamples = {
  common: [
    ...addCardSampleEvents,
    ...addCardFillEvents.slice(1),
    { type: 'field.blur', field: 'cardHolderName' },
    { type: 'xstate.done.actor.encryptCard', output: 'header.key.iv.cipher.tag' },
    { type: 'xstate.error.actor.encryptCard', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.saveCard', output: { savedId: 'pm-1' } },
    ...addCardSampleFailures.map((error) => ({ type: 'xstate.error.actor.saveCard' as const, error })),
  ],
} as const;
