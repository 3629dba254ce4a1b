// Issue 34: the checkout of the shopper's cart (spec §7 checkout service, s/checkout/v1/carts plus a suffix). Delivery to an
// address of "Mis direcciones" (spec §9: free above 29,990 in Chile, 09:00-21:00) or pickup at a store with stock; payment
// with a saved card (its token; a new card is first saved through the add-card modal) or at the till (spec §9: dispatch
// within 48 hours after payment). One order per idempotency key. Companies (spec §6): a quoter is refused
// (403 QUOTE_ONLY_ROLE); a buyer buys up to what remains of its maximum purchase amount (403 PURCHASE_LIMIT_EXCEEDED).
import {
  array,
  boolean,
  enums,
  nullable,
  number,
  object,
  optional,
  pattern,
  size,
  string,
  type Infer,
} from 'superstruct';
import { CartResponse } from './cart.contract';
import { defineEndpoint } from './endpoint';
import { PurchaseAllowance } from './purchase.contract';

export const CHECKOUT_PAYMENT_METHODS = ['till', 'card'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

const IsoDate = pattern(string(), /^\d{4}-\d{2}-\d{2}$/);

export const CheckoutAddress = object({
  id: string(),
  /** the address's name ("Casa") */
  name: string(),
  /** one line for display, in the country's terms */
  summary: string(),
  isDefault: boolean(),
});

export const PickupStore = object({
  id: string(),
  name: string(),
  address: string(),
  city: string(),
  /** every available line of the cart is in stock there */
  hasAllLines: boolean(),
  /** skus of the cart short of stock there */
  missingSkus: array(string()),
});

export const CheckoutCard = object({
  id: string(),
  brand: string(),
  lastFour: string(),
  /** MM/AA */
  expiry: string(),
  favourite: boolean(),
});

export const CheckoutOptions = object({
  cart: CartResponse,
  addresses: array(CheckoutAddress),
  homeDelivery: object({
    /** false when a line cannot travel (home_delivery off) or the tenant does not deliver */
    available: boolean(),
    /** the delivery cost for this cart (0 when free) */
    cost: number(),
    /** spec §9: free above this total (Chile 29,990), null where there is no such rule */
    freeAbove: nullable(number()),
    /** the dates a delivery can be booked, first one first */
    dates: array(IsoDate),
    /** spec §9: 09:00-21:00 */
    window: object({ from: string(), to: string() }),
  }),
  pickupStores: array(PickupStore),
  cards: array(CheckoutCard),
  /** false for a company's quoter (spec §6): it quotes, it does not buy */
  canPurchase: boolean(),
  /** a buyer's maximum purchase amount and what remains of it (spec §6), null for everyone else */
  allowance: nullable(PurchaseAllowance),
});
export type CheckoutOptions = Infer<typeof CheckoutOptions>;

/** What the checkout page needs to place an order: a signed-in session (401 SESSION_EXPIRED for a guest). */
export const GetCheckoutOptions = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/checkout/v1/carts/mine/checkout',
  response: CheckoutOptions,
});

export const PlaceOrderBody = object({
  /** one per checkout attempt: a double click or a retried request with the same key makes one order */
  idempotencyKey: size(pattern(string(), /^[A-Za-z0-9-]+$/), 16, 64),
  /** the total the shopper saw (409 PRICE_CHANGED when the cart's total re-read now differs) */
  expectedTotal: number(),
  delivery: object({
    method: enums(['homeDelivery', 'storePickup']),
    /** homeDelivery: an address of the account */
    addressId: optional(string()),
    /** homeDelivery: one of homeDelivery.dates */
    date: optional(IsoDate),
    /** storePickup: one of pickupStores with hasAllLines */
    storeId: optional(string()),
  }),
  payment: object({
    method: enums(CHECKOUT_PAYMENT_METHODS),
    /** card: a saved card of the account (a new card is saved first through the add-card modal) */
    cardId: optional(string()),
  }),
});
export type PlaceOrderBody = Infer<typeof PlaceOrderBody>;

export const PlacedOrder = object({
  orderNumber: string(),
  /** 'paymentPending' (pay at the till) or 'paymentConfirmed' (card accepted) */
  status: enums(['paymentPending', 'paymentConfirmed']),
  total: number(),
  deliveryCost: number(),
  currency: string(),
  /** spec §9: pay at the till within this many hours for dispatch (till only) */
  payWithinHours: nullable(number()),
});
export type PlacedOrder = Infer<typeof PlacedOrder>;

/**
 * Places the order of the cart's available lines and empties those lines (201; the same key again answers the same order
 * with 200). 409 CART_EMPTY (nothing to buy, e.g. another tab bought it), 409 PRICE_CHANGED (details.total: the new
 * total), 409 OUT_OF_STOCK (details.skus), 402 PAYMENT_DECLINED (the card was declined: no order, the cart is kept),
 * 403 QUOTE_ONLY_ROLE, 403 PURCHASE_LIMIT_EXCEEDED, 400 VALIDATION_ERROR for an unknown address, store, date or card.
 */
export const PlaceOrder = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/checkout/v1/carts/mine/checkout',
  body: PlaceOrderBody,
  response: PlacedOrder,
});
