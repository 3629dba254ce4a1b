// The app-level session actor (spec §4). Wrap signed-in content in <SessionWatcher>: activity (clicks, keys) refreshes the
// session through /api/auth/v1/validate; any SessionExpiredError reported through useSessionReporter() - or answered to
// validate - resets the CSRF cookie to its default and sends the user to login with ?returnTo= (or opens the re-login
// modal when `modalRedirect` is set). The shell can mount it once around its <Outlet/>; pages under it just report errors.
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isSessionExpired } from '../../services/errors';
import type { TenantConfig } from '../../tenants/tenant.types';
import { useFlowMachine } from '../flows/use-flow';
import { getInspect } from '../flows/inspect';
import { SessionReporterContext, type SessionReporter } from './session-context';
import { modalRedirectConfigured, sessionFlow } from './session.flow';
import { SessionView } from './session.view';

export { modalRedirectConfigured, resetCsrfCookie } from './session.flow';

export interface SessionWatcherProps {
  tenant: TenantConfig;
  /** spec §4: "unless a modal redirect is configured" */
  modalRedirect?: boolean;
  children: ReactNode;
}

export function SessionWatcher({ tenant, modalRedirect = modalRedirectConfigured(), children }: SessionWatcherProps) {
  const location = useLocation();
  const here = location.pathname + location.search;
  // the flow's real side effects (validate, navigate to login, reset the cookie) come from its entry
  const machine = useFlowMachine(sessionFlow);
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
