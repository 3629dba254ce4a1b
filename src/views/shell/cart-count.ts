// Issue 34: the cart count the header shows on every page (spec §7 s/checkout/v1/carts/{id}/count). Whatever changes the
// cart (add to cart on search, product page, tile calculator, repurchase, lists, quotations; the cart page; checkout) reports
// the new count here; the header reads it. `null`: not read yet.
import { useSyncExternalStore } from 'react';
// the service clients are in the app's first load already (src/main.tsx); the cart's call loads with the first read
import { clientsFor } from '../../services/clients';
import { sharedValue } from './shared-value';

const count = sharedValue<number | null>(null);

export function setCartCount(next: number | null): void {
  count.set(next);
}

export function getCartCount(): number | null {
  return count.get();
}

/** The cart's unit count (null until read). */
export function useCartCount(): number | null {
  return useSyncExternalStore(count.subscribe, count.get, () => null);
}

let readFor: string | null = null;

/**
 * The header reads the count once per page load and tenant (a guest's too), in an effect: the cart's call loads lazily
 * with it, so the login's first load does not carry it and a prerendered page hydrates unchanged. A failed read leaves the
 * badge out (the cart link still works).
 */
export function readCartCountOnce(tenantId: string): void {
  if (readFor === tenantId) return;
  if (readFor !== null) setCartCount(null);
  readFor = tenantId;
  void import('../../services/cart.api')
    .then(({ createCartApi }) => createCartApi(clientsFor(tenantId).storefront).mine())
    .then(
      (cart) => {
        if (readFor === tenantId) setCartCount(cart.count);
      },
      () => {},
    );
}
