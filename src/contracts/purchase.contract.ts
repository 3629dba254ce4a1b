// spec §6: a purchase of the user's cart (s/checkout/v1/carts plus a suffix, spec §7). The storefront's checkout (payment,
// delivery) is outside this product: the purchase leaves a record (migration 0550) and empties the cart, so that the buyer
// limit is checked where a purchase really happens. 403 FORBIDDEN for a quoter, 403 PURCHASE_LIMIT_EXCEEDED
// (details.limit, details.amount) for a buyer above its maximum purchase amount, 409 CART_EMPTY, 404 for another's cart.
import { nullable, number, object, string, type Infer } from 'superstruct';
import { defineEndpoint } from './endpoint';

export const PurchaseResponse = object({
  purchaseId: string(),
  total: number(),
  currency: nullable(string()),
  count: number(),
});
export type PurchaseResponse = Infer<typeof PurchaseResponse>;

export const PurchaseCart = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/checkout/v1/carts/:id/purchase',
  response: PurchaseResponse,
});

/**
 * spec §6, issue 30: a buyer's maximum purchase amount and what remains of it: the maximum minus the purchases and paid
 * orders of the period (the 30 days up to today, the company reports' default), the amount the server refuses above.
 * `allowance` is null for every role but the buyer.
 */
export const PurchaseAllowance = object({
  currency: string(),
  maximum: number(),
  spent: number(),
  remaining: number(),
  fromDate: string(),
  toDate: string(),
});
export type PurchaseAllowance = Infer<typeof PurchaseAllowance>;

export const PurchaseAllowanceResponse = object({ allowance: nullable(PurchaseAllowance) });
export type PurchaseAllowanceResponse = Infer<typeof PurchaseAllowanceResponse>;

export const GetPurchaseAllowance = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/:tenant/users/purchase-allowance',
  response: PurchaseAllowanceResponse,
});
