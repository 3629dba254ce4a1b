// spec §8 "add to cart" and "no stock": what the search results and the product page say when an add to cart fails (both
// add through the same storefront call, so they read its failures alike).

const KNOWN_ADD_FAILURES = ['OUT_OF_STOCK', 'QUOTE_ONLY_ROLE', 'PRODUCT_NOT_FOUND'] as const;

/** the catalogued text of a known code, else the generic add-to-cart failure */
export function addFailureKey(code: string) {
  const known = KNOWN_ADD_FAILURES.find((k) => k === code);
  return known ? (`common:errors.${known}` as const) : ('catalogue:cart.addFailed' as const);
}
