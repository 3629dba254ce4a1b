// spec §2 myPayment (saved cards: list, add, delete, mark favourite; a callout suggests a favourite card), §4 (the success
// message of a favourite), §8 (add, delete and set-favourite failures), issue 13. The add-card modal is its own machine,
// invoked here as the child `addCard`.
import type { PaymentMethod } from '../../contracts/payment.contract';
import type { AddCardInput } from '../add-card/add-card.types';

/** what the app's toaster tells after a save (issue 16, spec §9) */
export type MyPaymentNotice = 'favouriteSelected' | 'cardAdded' | 'cardDeleted';
export type MyPaymentError = 'load' | 'deleteCard' | 'setFavourite';

export interface MyPaymentInput {
  /** what the add-card modal starts with (card types of the tenant, today, the account's email and phone) */
  addCard: AddCardInput;
}

export interface MyPaymentContext {
  addCard: AddCardInput;
  cards: PaymentMethod[];
  error: MyPaymentError | null;
  /** the card a delete or favourite is about */
  targetId: string | null;
}

export type MyPaymentEvent =
  | { type: 'load.retry' }
  | { type: 'modal.open' }
  | { type: 'favourite.set'; id: string }
  | { type: 'card.delete'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export type MyPaymentActorName = 'loadCards' | 'deleteCard' | 'setFavourite' | 'addCard';
