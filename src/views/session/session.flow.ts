// Issue 9 (STYLE.md §16): the app-level session flow's edge (spec §4): activity refreshes through /v1/validate; an expired
// session goes to login with the return path, or opens the re-login modal when one is configured. Mounted by SessionWatcher.
import { CSRF_COOKIE } from '../../contracts/services';
import { defineFlow } from '../../flows/define-flow';
import { loginPathFor } from '../../machines/session/session.connect';
import { sessionMachine } from '../../machines/session/session.machine';
import { sessionFlowSamples } from '../../machines/session/session.samples';
import { MODAL_CLOSE_ANIMATION_MS } from '../../rules/motion';
import { createAuthApi } from '../../services/auth.api';
import { keepDraft } from '../shared/form-draft';
import { modalCloseDelays } from '../shared/motion';
import { serviceActor } from '../shared/service-actor';

/** Clears the readable CSRF cookie (the HttpOnly session cookie is cleared by the server's own answer). */
export function resetCsrfCookie(doc: Pick<Document, 'cookie'>): void {
  doc.cookie = `${CSRF_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
}

/** spec §4 "unless a modal redirect is configured": VITE_SESSION_MODAL_REDIRECT=true opens the re-login modal instead. */
export const modalRedirectConfigured = (): boolean => (import.meta.env ?? {}).VITE_SESSION_MODAL_REDIRECT === 'true';

export const sessionFlow = defineFlow({
  name: 'session',
  description:
    'Session expiry: activity refreshes through /v1/validate; expired -> login with return path, or the re-login modal (spec §4).',
  machine: sessionMachine,
  loadView: () => import('./session.view').then((m) => m.SessionView),
  namespaces: [],
  samples: sessionFlowSamples,
  delays: { refreshInterval: 60_000, closeAnimation: MODAL_CLOSE_ANIMATION_MS },
  input: (_tenant, page) => ({
    modalRedirect: page ? modalRedirectConfigured() : true,
    returnTo: '/account/my-orders',
  }),
  implementations: (env) => {
    const api = createAuthApi({ storefront: env.clients.storefront }, env.tenant.backendStyle);
    return {
      actors: {
        validateSession: serviceActor<void>(env, (_input, signal) => api.validate(signal).then(() => undefined)),
      },
      actions: {
        // issue 16: what the user was typing on this page comes back after login (form-draft.ts)
        redirectToLogin: ({ context }: { context: { returnTo: string } }) => {
          keepDraft(document, window.sessionStorage, context.returnTo);
          env.navigate(loginPathFor(env.tenant.id, context.returnTo), { replace: true });
        },
        // spec §4: "resets a cookie to a default"; the HttpOnly session cookie is cleared by the server's answer
        resetSessionCookie: () => resetCsrfCookie(document),
      },
      delays: modalCloseDelays,
    };
  },
  driver: {
    // raised by the app, not on this view: SessionWatcher sees every click and key, pages report a session-expired
    // answer, the router reports each new location, a re-login restores the session
    'session.activity': (d, event) => d.send(event),
    'session.expired': (d, event) => d.send(event),
    'session.navigate': (d, event) => d.send(event),
    'session.restored': (d, event) => d.send(event),
    'relogin.dismiss': (d) => d.click(d.t('common:session.dismiss')),
  },
  complete: true,
});
