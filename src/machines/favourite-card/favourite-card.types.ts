import type { PaymentMethod } from '../../contracts/payment.contract';
// spec §2 account home: the payment-method block, which shows the favourite card (issue 13). It only reads the saved
// cards; adding, deleting and choosing the favourite are the myPayment page's (my-payment.machine.ts).

export interface FavouriteCardContext {
  favourite: PaymentMethod | null;
}
export type FavouriteCardEvent = { type: 'block.retry' };
export type FavouriteCardActorName = 'loadCards';
