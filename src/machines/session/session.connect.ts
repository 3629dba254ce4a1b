// Pure props for the session view (STYLE.md rule 7).
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';
import type { SessionEvent } from './session.types';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

export interface SessionApi {
  isExpired: boolean;
  isReloginOpen: boolean;
  /** spec §9: the re-login modal is playing its close animation */
  isClosing: boolean;
  sessionTimeOut: boolean;
  /** the login path with the return path, for the redirect (spec §4) */
  loginHref(tenant: string): string;
  onActivity(): void;
  onExpired(): void;
  onRestored(): void;
  onDismiss(): void;
}

/** issue 16: the login page says why the user is there (the session expired) when the path carries this */
export const SESSION_EXPIRED_PARAM = 'expired';

export function loginPathFor(tenant: string, returnTo: string): string {
  return returnTo
    ? `/${tenant}/login?returnTo=${encodeURIComponent(returnTo)}&${SESSION_EXPIRED_PARAM}=1`
    : `/${tenant}/login?${SESSION_EXPIRED_PARAM}=1`;
}

export function connectSession(snapshot: Snapshot, send: (event: SessionEvent) => void): SessionApi {
  const isClosing = snapshot.matches('closingRestored') || snapshot.matches('closingDismissed');
  return {
    isExpired: snapshot.matches('relogin') || snapshot.matches('closingDismissed') || snapshot.matches('redirected'),
    isReloginOpen: snapshot.matches('relogin') || isClosing,
    isClosing,
    sessionTimeOut: snapshot.context.sessionTimeOut,
    loginHref: (tenant) => loginPathFor(tenant, snapshot.context.returnTo),
    onActivity: () => send({ type: 'session.activity' }),
    onExpired: () => send({ type: 'session.expired' }),
    onRestored: () => send({ type: 'session.restored' }),
    onDismiss: () => send({ type: 'relogin.dismiss' }),
  };
}
