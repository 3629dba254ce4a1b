// Issue 34: the cart count the header shows on every page (spec §7 s/checkout/v1/carts/{id}/count). Whatever changes the
// cart (add to cart on search, product page, tile calculator, repurchase, lists, quotations; the cart page; checkout) reports
// the new count here; the header reads it. `null`: not read yet.
import { useSyncExternalStore } from 'react';

type Listener = () => void;
let count: number | null = null;
const listeners = new Set<Listener>();

export function setCartCount(next: number | null): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

export function getCartCount(): number | null {
  return count;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cart's unit count (null until read). */
export function useCartCount(): number | null {
  return useSyncExternalStore(subscribe, getCartCount, () => null);
}
