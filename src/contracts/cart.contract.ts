// spec §7 checkout service: the user's cart (s/checkout/v1/carts plus a suffix; s/checkout/v1/carts/{id}/count). Cart sync is
// off everywhere (spec §9), so there is no merge of a guest cart here. Repurchase (orders), list repurchase and quote to cart
// add lines through their own endpoints and answer with CartAddResponse: the cart and, apart, what this call added (issue 30:
// "Agregamos N productos al carro." tells the units added, not the cart's count).
import {
  array,
  assign,
  boolean,
  enums,
  integer,
  min,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import { defineEndpoint } from './endpoint';

export const CartLine = object({
  sku: string(),
  name: string(),
  quantity: number(),
  unitPrice: number(),
  currency: string(),
  image: string(),
  source: enums(['order', 'list', 'quotation', 'wishList']),
});
export type CartLine = Infer<typeof CartLine>;

export const CartResponse = object({
  id: string(),
  count: number(),
  lines: array(CartLine),
  total: number(),
  currency: nullable(string()),
});
export type CartResponse = Infer<typeof CartResponse>;

/** What one add-to-cart call added: the lines (products) whose quantity grew and the units they grew by. */
export const CartAddition = object({ lines: min(integer(), 0), units: min(integer(), 0) });
export type CartAddition = Infer<typeof CartAddition>;

/** The answer of every path that puts lines in the cart: the whole cart, and what this call added. */
export const CartAddResponse = assign(CartResponse, object({ added: CartAddition }));
export type CartAddResponse = Infer<typeof CartAddResponse>;

/** The signed-in user's cart (created empty on first read). */
export const GetMyCart = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/checkout/v1/carts/mine',
  response: CartResponse,
});

/** spec §7: s/checkout/v1/carts/{id}/count. Another user's cart id answers 404 NOT_FOUND. */
export const GetCartCount = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/checkout/v1/carts/:id/count',
  response: object({ id: string(), count: number() }),
});

/**
 * Issue 34: a storefront add to cart (search results, product page, tile calculator, comparison). A guest has a cart too,
 * kept by cookie and merged into the person's cart at sign-in. `warrantyYears` (spec §9: 1 to 3) and `installation` only on
 * products eligible for them. Answers the cart and what this call added; 404 PRODUCT_NOT_FOUND for a sku the tenant does
 * not sell, 409 OUT_OF_STOCK (spec §8 "no stock") when no store or delivery has the quantity.
 */
export const AddToCart = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/checkout/v1/carts/mine/lines',
  body: object({
    sku: size(string(), 1, 64),
    quantity: size(integer(), 1, 999),
    warrantyYears: optional(nullable(enums([1, 2, 3]))),
    installation: optional(boolean()),
  }),
  response: CartAddResponse,
});
