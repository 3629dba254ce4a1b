// spec §7 checkout service: the shopper's cart (s/checkout/v1/carts plus a suffix; s/checkout/v1/carts/{id}/count;
// s/checkout/v1/carts/{id}/merge). A guest's cart is kept by cookie and merged into the person's cart at sign-in (issue 34);
// cart sync across devices stays off (spec §9). Repurchase (orders), list repurchase and quote to cart add lines through
// their own endpoints and answer with CartAddResponse: the cart and, apart, what this call added (issue 30: "Agregamos N
// productos al carro." tells the units added, not the cart's count). A guest without a cart reads an empty one with id ''.
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

/** Where a cart line came from (issue 34 adds the storefront: search, product page, tile calculator, comparison). */
export const CART_SOURCES = ['order', 'list', 'quotation', 'wishList', 'storefront'] as const;
export type CartSource = (typeof CART_SOURCES)[number];

export const CartLine = object({
  sku: string(),
  name: string(),
  quantity: number(),
  unitPrice: number(),
  currency: string(),
  image: string(),
  source: enums(CART_SOURCES),
  /** issue 34: 'each' or 'm2' (quantity is then in boxes of m2PerBox square metres) */
  unit: enums(['each', 'm2']),
  m2PerBox: nullable(number()),
  /** spec §9 extended warranty: offered on the product, chosen years (null: none) and its price per unit (0 without) */
  warrantyEligible: boolean(),
  warrantyYears: nullable(number()),
  warrantyUnitPrice: number(),
  /** installation service: offered on the product here, chosen, and its price for the line (0 without) */
  installationEligible: boolean(),
  installation: boolean(),
  installationPrice: number(),
  /** what the installation costs for the line if chosen (shown before it is ticked); null where it is not offered */
  installationOfferPrice: nullable(number()),
  /** quantity x (unitPrice + warrantyUnitPrice) + installationPrice */
  lineTotal: number(),
  /** false: no longer sold or out of stock everywhere; the line stays in the cart, marked, and is not bought */
  available: boolean(),
  /** the most units that can be bought now (stock across stores and delivery), at most 999 */
  maxQuantity: number(),
});
export type CartLine = Infer<typeof CartLine>;

export const CartResponse = object({
  id: string(),
  /** units in the cart */
  count: number(),
  lines: array(CartLine),
  /** the sum of the available lines' lineTotal (delivery is priced at checkout) */
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

/**
 * The shopper's cart: the signed-in user's, or a guest's kept by an HttpOnly cookie (issue 34); created empty on first
 * read. A guest's cart is merged into the person's cart at sign-in (cart sync stays off, spec §9).
 */
export const GetMyCart = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/checkout/v1/carts/mine',
  response: CartResponse,
});

/** spec §7: s/checkout/v1/carts/{id}/count (a guest's own cart id too). Another shopper's cart id answers 404 NOT_FOUND. */
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

const CartLineChoice = {
  warrantyYears: optional(nullable(enums([1, 2, 3]))),
  installation: optional(boolean()),
};

/**
 * Issue 34: changes a line of the shopper's cart: quantity (1-999, at most the line's maxQuantity: 409 OUT_OF_STOCK above),
 * warranty years (null removes it) or installation. An sku not in the cart answers 404 NOT_FOUND.
 */
export const UpdateCartLine = defineEndpoint({
  method: 'PATCH',
  service: 'storefront',
  path: '/s/checkout/v1/carts/mine/lines/:sku',
  body: object({ quantity: optional(size(integer(), 1, 999)), ...CartLineChoice }),
  response: CartResponse,
});

/** Issue 34: removes a line (removing a line that is not there answers the cart as it is). */
export const RemoveCartLine = defineEndpoint({
  method: 'DELETE',
  service: 'storefront',
  path: '/s/checkout/v1/carts/mine/lines/:sku',
  response: CartResponse,
});

/**
 * spec §7 s/checkout/v1/carts/{id}/merge: merges the guest cart `id` (the one this browser's cookie holds) into the
 * signed-in person's cart (quantities add up, capped at 999) and forgets the guest cart. Sign-in does it too. Another
 * browser's guest cart id answers 404 NOT_FOUND.
 */
export const MergeCart = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/checkout/v1/carts/:id/merge',
  response: CartResponse,
});
