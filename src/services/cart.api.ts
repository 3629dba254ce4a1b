// Issue 34: the storefront's cart calls (contract: src/contracts/cart.contract.ts). Validated answers or typed errors.
import { AddToCart, type CartAddResponse } from '../contracts/cart.contract';
import type { BodyOf } from '../contracts/endpoint';
import { callEndpoint, type ServiceClient } from './http';

export type AddToCartInput = BodyOf<typeof AddToCart>;

export function createCartApi(storefront: ServiceClient) {
  return {
    /** puts `quantity` of `sku` in the shopper's cart (a guest's too): the cart and what this call added */
    add: (input: AddToCartInput, signal?: AbortSignal): Promise<CartAddResponse> =>
      callEndpoint(storefront, AddToCart, { body: input, signal }),
  };
}
