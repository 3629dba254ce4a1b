// The app-level session actor (spec §4). Wrap signed-in content in <SessionWatcher>: activity (clicks, keys) refreshes the
// session through /api/auth/v1/validate; any SessionExpiredError reported through useSessionReporter() - or answered to
// validate - resets the CSRF cookie to its default and sends the user to login with ?returnTo= (or opens the re-login
// modal when `modalRedirect` is set). The shell can mount it once around its <Outlet/>; pages under it just report errors.
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { CSRF_COOKIE } from '../../contracts/services';
import { sessionMachine } from '../../machines/session/session.machine';
import { loginPathFor } from '../../machines/session/session.connect';
import { createAuthApi } from '../../services/auth.api';
import { createServiceClient } from '../../services/clients';
import { isSessionExpired } from '../../services/errors';
import type { TenantConfig } from '../../tenants/tenant.types';
import { SessionReporterContext, type SessionReporter } from './session-context';
import { SessionView } from './session.view';
import { getInspect } from '../flows/inspect';

/** Clears the readable CSRF cookie (the HttpOnly session cookie is cleared by the server's own answer). */
export function resetCsrfCookie(doc: Pick<Document, 'cookie'>): void {
  doc.cookie = `${CSRF_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
}

export interface SessionWatcherProps {
  tenant: TenantConfig;
  /** spec §4: "unless a modal redirect is configured" */
  modalRedirect?: boolean;
  children: ReactNode;
}

/** spec §4 "unless a modal redirect is configured": VITE_SESSION_MODAL_REDIRECT=true opens the re-login modal instead. */
export const modalRedirectConfigured = (): boolean => import.meta.env.VITE_SESSION_MODAL_REDIRECT === 'true';

export function SessionWatcher({ tenant, modalRedirect = modalRedirectConfigured(), children }: SessionWatcherProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  const machine = useMemo(() => {
    const api = createAuthApi({ storefront: createServiceClient('storefront', { tenant: tenant.id }) }, tenant.backendStyle);
    return sessionMachine.provide({
      actors: {
        validateSession: fromPromise<void, void>(async ({ signal }) => {
          await api.validate(signal);
        }),
      },
      actions: {
        redirectToLogin: ({ context }) => navigate(loginPathFor(tenant.id, context.returnTo), { replace: true }),
        // spec §4: "resets a cookie to a default"; the HttpOnly session cookie is cleared by the server's answer
        resetSessionCookie: () => resetCsrfCookie(document),
      },
    });
  }, [tenant.id, tenant.backendStyle, navigate]);
  const actorRef = useActorRef(machine, { input: { modalRedirect, returnTo: here }, inspect: getInspect() });

  // the return path follows the user around (not a request, not a timer)
  useEffect(() => {
    actorRef.send({ type: 'session.navigate', path: here });
  }, [actorRef, here]);

  const reporter = useMemo<SessionReporter>(
    () => ({
      report: (error) => {
        if (isSessionExpired(error)) actorRef.send({ type: 'session.expired' });
      },
      activity: () => actorRef.send({ type: 'session.activity' }),
    }),
    [actorRef],
  );

  return (
    <SessionReporterContext.Provider value={reporter}>
      <div onPointerDownCapture={reporter.activity} onKeyDownCapture={reporter.activity}>
        {children}
      </div>
      <SessionView actorRef={actorRef} tenantId={tenant.id} />
    </SessionReporterContext.Provider>
  );
}
