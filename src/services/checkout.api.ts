// Issue 34: the checkout calls (contract: src/contracts/checkout.contract.ts). Validated answers or typed errors.
import {
  GetCheckoutOptions,
  PlaceOrder,
  type CheckoutOptions,
  type PlacedOrder,
  type PlaceOrderBody,
} from '../contracts/checkout.contract';
import { callEndpoint, type ServiceClient } from './http';

export function createCheckoutApi(storefront: ServiceClient) {
  return {
    /** the cart re-read with today's prices, the addresses, delivery, pickup stores, cards and what the role may buy */
    options: (signal?: AbortSignal): Promise<CheckoutOptions> =>
      callEndpoint(storefront, GetCheckoutOptions, { signal }),
    /** one order per idempotency key (the same key again answers the same order) */
    place: (body: PlaceOrderBody, signal?: AbortSignal): Promise<PlacedOrder> =>
      callEndpoint(storefront, PlaceOrder, { body, signal }),
  };
}
