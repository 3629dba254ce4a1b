// Issue 34 item 5: the cart page. The cart's shape is the contract's (src/contracts/cart.contract.ts); the machine adds what
// the shopper is typing (a quantity per line), its message, the change being saved and who is looking (guest, role).
import type { CartLine, CartResponse } from '../../contracts/cart.contract';
import type { Shopper } from '../shared/shopper';
import type { WarrantyYears } from '../../rules/warranty';

export type { CartLine, CartResponse };

export interface CartTenant {
  id: string;
  locale: string;
  currency: string;
}

/** Who looks at the cart: a guest goes to login before paying; a quoter quotes (spec §6); a buyer sees its allowance. */
export type CartViewer = Shopper;

export interface CartLoaded {
  cart: CartResponse;
  viewer: CartViewer;
}

/** Why a typed quantity is refused (issue 34: "0, negative, fractional, or over stock: a clear message, nothing lost"). */
export type QuantityError = 'required' | 'notInteger' | 'belowOne' | 'overStock';

/** A line change sent to the server: quantity, warranty years (null: none) or installation; or its removal. */
export interface LineChange {
  sku: string;
  quantity?: number;
  warrantyYears?: WarrantyYears | null;
  installation?: boolean;
}

/** What a failed change shows on its line (spec §8 "no stock", "add to cart", save changes). */
export type LineErrorKind = 'noStock' | 'addToCart' | 'save' | 'remove';

export interface CartFailure {
  code: string;
  status?: number;
  details?: Record<string, unknown>;
}

export interface CartContext {
  tenant: CartTenant;
  cart: CartResponse | null;
  viewer: CartViewer;
  /** the quantity text a shopper typed and that is not saved yet, by sku */
  drafts: Record<string, string>;
  /** why a typed quantity was refused, by sku */
  quantityErrors: Record<string, QuantityError>;
  /** the change being saved (or waiting for the shopper to stop typing) */
  pending: LineChange | null;
  lineError: { sku: string; kind: LineErrorKind } | null;
}

export interface CartInput {
  tenant: CartTenant;
}

export type CartEvent =
  | { type: 'load.retry' }
  | { type: 'quantity.change'; sku: string; value: string }
  | { type: 'quantity.increment'; sku: string }
  | { type: 'quantity.decrement'; sku: string }
  | { type: 'line.remove'; sku: string }
  /** 0: no extended warranty */
  | { type: 'warranty.choose'; sku: string; years: 0 | WarrantyYears }
  | { type: 'installation.toggle'; sku: string };
