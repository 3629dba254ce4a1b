// Sample events of accountHomeMachine (pure data).
import type { AccountHomeEvent } from './account-home.types';

export const accountHomeSampleEvents: AccountHomeEvent[] = [{ type: 'signOut.start' }, { type: 'signOut.retry' }];
export const accountHomeFlowSamples = {
  common: [
    ...accountHomeSampleEvents,
    { type: 'xstate.done.actor.logout' },
    { type: 'xstate.error.actor.logout', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
