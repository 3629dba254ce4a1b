// Who shops on a storefront page (issue 34: the cart and the product page are open to guests): signed in or not, and the
// role (spec §6). One shape for the cart and the product page, and the two questions they ask of it (issue 30 item 1).
import { can, hasPurchaseLimit, type Role } from '../../rules/permissions';

export interface Shopper {
  signedIn: boolean;
  role: Role | null;
}

export const GUEST_SHOPPER: Shopper = { signedIn: false, role: null };

/** spec §6: a company's quoter quotes and never buys: offered "Cotizar" where others add to the cart or pay */
export const quotesOnly = (shopper: Shopper): boolean =>
  shopper.signedIn && shopper.role !== null && !can({ role: shopper.role }, 'purchase');

/** spec §6 (issue 30 item 2): a buyer is shown its maximum purchase amount and what remains of it where it decides to buy */
export const showsAllowance = (shopper: Shopper): boolean =>
  shopper.signedIn && shopper.role !== null && hasPurchaseLimit({ role: shopper.role });
