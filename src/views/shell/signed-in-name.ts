// The first name the header greets a signed-in person by on every page (spec §2: "Hola, Ana"). An account page knows it
// from its route's session check; a storefront page (search, product, cart, checkout) has no such check, so the header
// asks session-management once per page load and tenant when the session cookie's hint says someone is signed in. The
// call and its contract load with that first read, so the login's first load does not carry them and a prerendered page
// hydrates unchanged. A failed read leaves the guest's greeting ("Hola"); the account link still works.
import { useSyncExternalStore } from 'react';
import { sharedValue } from './shared-value';

/** the tenant whose session it was read from (or known from an account page's session check), and the first name */
const signedIn = sharedValue<{ tenantId: string; name: string | null } | null>(null);

function set(tenantId: string, name: string | null): void {
  const now = signedIn.get();
  if (now?.tenantId !== tenantId || now.name !== name) signedIn.set({ tenantId, name });
}

/** The signed-in person's first name (null for a guest, or until read). */
export function useSignedInName(tenantId: string): string | null {
  const known = useSyncExternalStore(signedIn.subscribe, signedIn.get, () => null);
  return known?.tenantId === tenantId ? known.name : null;
}

/** An account page's session check has said who is signed in: a storefront page visited next need not ask again. */
export function rememberSignedInName(tenantId: string, firstName: string): void {
  set(tenantId, firstName);
}

/**
 * Called by the header on a page without a session check: reads the name once per tenant while the cookie says someone is
 * signed in, and forgets it when the cookie goes (sign-out, expiry), so the next person is not greeted by it.
 */
export function readSignedInNameOnce(tenantId: string, hinted: boolean): void {
  if (!hinted) return signedIn.set(null);
  if (signedIn.get()?.tenantId === tenantId) return;
  set(tenantId, null);
  void import('./signed-in-name.read')
    .then(({ readSignedInName }) => readSignedInName(tenantId))
    .then(
      (firstName) => {
        if (signedIn.get()?.tenantId === tenantId) set(tenantId, firstName);
      },
      () => {},
    );
}
