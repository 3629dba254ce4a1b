// Entry point: the tenant of the first path segment picks the first locale; the tenant route loaders switch it later.
// Issue 17: the router starts at once, so the route's page chunk, its catalogues and the session check are requested in
// parallel with the locale's `common` catalogue (the server has already preloaded the first two in index.html).
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { activateAppLocale } from './i18n/i18n-setup';
// Issue 28: every page but the legal ones talks to the API through ky and the service clients: they load with the entry,
// once, like the stack's other libraries, rather than as a shared chunk counted in each page's own weight.
import './services/clients';
import { tenantSegment } from './tenants/resolve-tenant';
import { DEFAULT_TENANT_ID, getTenant, TENANTS } from './tenants/tenants';
import { createAppRoutes } from './views/app/app-routes';
import { legalSegment } from './views/app/routes';
import { preloadSiteChrome } from './views/shell/app-layout';

const segment = tenantSegment(window.location.pathname);
const initialTenant =
  TENANTS.find((t) => segment === t.id || segment === legalSegment(t)) ?? getTenant(DEFAULT_TENANT_ID);

const i18nReady = activateAppLocale(initialTenant.locale);
// Issue 28 item 5: the header and footer are a chunk of their own, requested now beside the page's chunk and catalogues.
// A failed load is retried when the chrome renders, and a second failure shows the route's reload offer.
const siteChromeReady = preloadSiteChrome().catch(() => {});
const router = createBrowserRouter(createAppRoutes());

/** Resolves when the router's first navigation (page chunk, catalogues, session check) has finished. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Issue 17: a guest page may arrive prerendered (src/views/app/prerender.tsx), painted and inert. Issue 28: React hydrates
// it (data-prerendered="hydrate") once everything its first screen needs is in (the router's first navigation: page
// chunk, catalogues), so the painted page becomes interactive in place, without being rendered again. A signed-in page's
// account frame (data-prerendered without a value) holds a loading line where the page goes: the app renders over it
// in one commit instead. Either way the markup stays inert until React has committed.
const prerendered = root.getAttribute('data-prerendered');

/** Calls `onCommit` once the tree below has been put into the document, before the browser paints it. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

function takeOver() {
  root!.removeAttribute('inert');
  root!.removeAttribute('data-prerendered');
  document.querySelector('[data-prerender-stalled]')?.remove();
}

/** Issue 28: a hydration mismatch is a defect (e2e/hydration.spec.ts fails on it); React recovers by rendering anew. */
function reportRecoverable(error: unknown): void {
  console.error('[hydration]', error);
}

// Issue 28 item 5: a hydration does not wait for the header and footer (app-layout.tsx: React hydrates them when their
// chunk arrives); a render does, so that they never appear after the page and move it.
void Promise.all([
  i18nReady,
  prerendered !== null ? routerReady() : null,
  prerendered === 'hydrate' ? null : siteChromeReady,
]).then(([i18n]) => {
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>
  );
  if (prerendered === 'hydrate') {
    hydrateRoot(root, <Committed onCommit={takeOver}>{app}</Committed>, { onRecoverableError: reportRecoverable });
    return;
  }
  // Issue 17: the first render is a transition, so React renders in slices of a few milliseconds and yields to the
  // browser between them instead of holding the main thread for the whole tree (Lighthouse's total blocking time). What
  // is on screen (the account frame, or the empty root) stays until the tree is committed.
  startTransition(() =>
    createRoot(root).render(prerendered !== null ? <Committed onCommit={takeOver}>{app}</Committed> : app),
  );
});
