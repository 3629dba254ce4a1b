// Issue 34: the storefront's cart calls (contract: src/contracts/cart.contract.ts). Validated answers or typed errors.
import type { CartAddResponse, CartResponse } from '../contracts/cart.contract';
import * as Cart from '../contracts/cart.contract';
import type { BodyOf } from '../contracts/endpoint';
import { GetSessionInfo, type SessionUser } from '../contracts/session.contract';
import { isHttpError } from './errors';
import { callEndpoint, type ServiceClient } from './http';

export type AddToCartInput = BodyOf<typeof Cart.AddToCart>;
export type UpdateCartLineInput = BodyOf<typeof Cart.UpdateCartLine>;

export function createCartApi(storefront: ServiceClient) {
  return {
    /** puts `quantity` of `sku` in the shopper's cart (a guest's too): the cart and what this call added */
    add: (input: AddToCartInput, signal?: AbortSignal): Promise<CartAddResponse> =>
      callEndpoint(storefront, Cart.AddToCart, { body: input, signal }),
    /** the shopper's cart (a guest's is kept by cookie; created empty on first read) */
    mine: (signal?: AbortSignal): Promise<CartResponse> => callEndpoint(storefront, Cart.GetMyCart, { signal }),
    /** spec §7 carts/{id}/count */
    count: async (id: string, signal?: AbortSignal): Promise<number> =>
      (await callEndpoint(storefront, Cart.GetCartCount, { params: { id }, signal })).count,
    /** quantity (1..maxQuantity), warranty years (null: none) or installation of one line */
    update: (sku: string, change: UpdateCartLineInput, signal?: AbortSignal): Promise<CartResponse> =>
      callEndpoint(storefront, Cart.UpdateCartLine, { params: { sku }, body: change, signal }),
    remove: (sku: string, signal?: AbortSignal): Promise<CartResponse> =>
      callEndpoint(storefront, Cart.RemoveCartLine, { params: { sku }, signal }),
    /** spec §7 carts/{id}/merge: the guest cart `id` into the signed-in person's */
    merge: (id: string, signal?: AbortSignal): Promise<CartResponse> =>
      callEndpoint(storefront, Cart.MergeCart, { params: { id }, signal }),
  };
}

/** Who shops (issue 34: the cart is open to guests): signed in or not, and the role (spec §6). No session is a guest. */
export async function readShopper(
  sessionManagement: ServiceClient,
  signal?: AbortSignal,
): Promise<{ signedIn: boolean; role: SessionUser['role'] | null }> {
  try {
    const session = await callEndpoint(sessionManagement, GetSessionInfo, { signal });
    return session.authenticated && session.user
      ? { signedIn: true, role: session.user.role }
      : { signedIn: false, role: null };
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return { signedIn: false, role: null };
    throw error;
  }
}
