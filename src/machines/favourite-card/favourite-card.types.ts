// spec §2 account home: the payment-method block, which shows the favourite card (issue 13). It only reads the saved
// cards; adding, deleting and choosing the favourite are the myPayment page's (my-payment.machine.ts).
import type { SavedPaymentCard } from '../my-payment/my-payment.types';

export interface FavouriteCardContext {
  favourite: SavedPaymentCard | null;
}
export type FavouriteCardEvent = { type: 'block.retry' };
export type FavouriteCardActorName = 'loadCards';
