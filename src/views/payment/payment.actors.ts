// The real side effects of the saved-card machines (issue 13), built from the payment service. A SessionExpiredError goes
// to the session actor (spec §4); the machines only see a { code }.
import { fromPromise } from 'xstate';
import { addCardMachine } from '../../machines/add-card/add-card.machine';
import type { CardSecret, SaveCardRequest } from '../../machines/add-card/add-card.types';
import type { SavedPaymentCard } from '../../machines/my-payment/my-payment.types';
import { isApiError } from '../../services/errors';
import type { PaymentApi } from '../../services/payment.api';

type Cards = SavedPaymentCard[];

/** One error mapper for every payment actor: report it, then hand the machine only a code. */
export function paymentErrorMapper(reportError: (error: unknown) => void) {
  return (error: unknown): never => {
    reportError(error);
    throw { code: isApiError(error) ? (error.code ?? 'GENERIC_ERROR') : 'GENERIC_ERROR' };
  };
}

export function addCardActors(api: PaymentApi, reportError: (error: unknown) => void) {
  const fail = paymentErrorMapper(reportError);
  return {
    encryptCard: fromPromise<string, CardSecret>(({ input, signal }) => api.encrypt(input, signal).catch(fail)),
    saveCard: fromPromise<{ savedId: string }, SaveCardRequest>(({ input, signal }) => api.add(input, signal).catch(fail)),
  };
}

export function myPaymentActors(api: PaymentApi, reportError: (error: unknown) => void) {
  const fail = paymentErrorMapper(reportError);
  return {
    loadCards: fromPromise<Cards, void>(({ signal }) => api.list(signal).catch(fail)),
    deleteCard: fromPromise<Cards, { id: string }>(({ input, signal }) => api.remove(input.id, signal).catch(fail)),
    setFavourite: fromPromise<Cards, { id: string }>(({ input, signal }) => api.setFavourite(input.id, signal).catch(fail)),
    addCard: addCardMachine.provide({ actors: addCardActors(api, reportError) }),
  };
}
