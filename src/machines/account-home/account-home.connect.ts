// Pure props for the account home's sign-out (STYLE.md rule 7).
import type { SnapshotFrom } from 'xstate';
import type { accountHomeMachine } from './account-home.machine';
import type { AccountHomeEvent } from './account-home.types';

export function connectAccountHome(
  snapshot: SnapshotFrom<typeof accountHomeMachine>,
  send: (event: AccountHomeEvent) => void,
) {
  const busy = snapshot.matches('signingOut') || snapshot.status === 'done';
  return {
    isSigningOut: busy,
    failed: snapshot.matches('signOutFailed'),
    getSignOutProps: () => ({
      type: 'button' as const,
      disabled: busy,
      'aria-busy': busy,
      onClick: () => send(snapshot.matches('signOutFailed') ? { type: 'signOut.retry' } : { type: 'signOut.start' }),
    }),
  };
}
