// Whether someone is signed in, for the header's account entry (issue 16: a signed-in user is never offered "Iniciar
// sesión", e.g. on the registration success page, a public page). An account page knows for sure: its route loader (the
// session guard) carries the session. A public page reads the hint the server leaves: the readable CSRF cookie exists
// exactly while a WEB session cookie does (server/src/lib/session-cookie.ts sets and clears both together).
import { useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { CSRF_COOKIE } from '../../contracts/services';
import type { SessionInfo } from '../../contracts/session.contract';
import { useAccountShellPrerender } from './account-shell-prerender';

function isSessionData(data: unknown): data is { session: SessionInfo } {
  return typeof data === 'object' && data !== null && 'session' in data;
}

/** The session of the current account page (null on public pages). */
export function useRouteSession(): SessionInfo | null {
  const match = useMatches().find((m) => isSessionData(m.loaderData));
  return match && isSessionData(match.loaderData) ? match.loaderData.session : null;
}

interface CookieStoreLike {
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

function subscribe(onChange: () => void): () => void {
  // Chromium's cookieStore tells when the server sets or clears the cookie (sign-up, sign-out); elsewhere focus does.
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  store?.addEventListener('change', onChange);
  window.addEventListener('focus', onChange);
  return () => {
    store?.removeEventListener('change', onChange);
    window.removeEventListener('focus', onChange);
  };
}

// a few lines instead of services/http, which would bring the HTTP client into the public pages' first load; a guest
// with a cart has the cookie too, marked `g.` (server/src/storefront/carts.repository.ts GUEST_CSRF_PREFIX): not signed in
const hasSessionCookie = () =>
  typeof document !== 'undefined' &&
  document.cookie.split(';').some((part) => {
    const cookie = part.trim();
    return cookie.startsWith(`${CSRF_COOKIE}=`) && !cookie.startsWith(`${CSRF_COOKIE}=g.`);
  });

/**
 * true when signed in (for sure on account pages; by the session cookie's companion elsewhere; and in the account frame
 * prerendered for a session the server has checked, issue 17).
 */
export function useSignedIn(): boolean {
  const session = useRouteSession();
  const hinted = useSyncExternalStore(subscribe, hasSessionCookie, () => false);
  const frame = useAccountShellPrerender();
  return Boolean(session?.user) || hinted || frame !== null;
}
