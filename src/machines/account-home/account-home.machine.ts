// spec §2 account home, sign-out: the logout call, then the way to login (the goToLogin action, supplied at the edge).
// An already-ended session counts as signed out (the edge's logout actor resolves on it); any other failure says so and
// offers a retry, since the session may still be alive.
import { assign, fromPromise, setup } from 'xstate';
import type { AccountHomeContext, AccountHomeEvent } from './account-home.types';

export const accountHomeMachine = setup({
  types: { context: {} as AccountHomeContext, events: {} as AccountHomeEvent },
  actors: { logout: fromPromise<void>(() => Promise.reject(new Error('logout not provided'))) },
  actions: { goToLogin: () => {} },
}).createMachine({
  id: 'accountHome',
  context: { failed: false },
  initial: 'idle',
  states: {
    idle: { on: { 'signOut.start': 'signingOut' } },
    signingOut: {
      entry: assign({ failed: false }),
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: 'signedOut',
        onError: { target: 'signOutFailed', actions: assign({ failed: true }) },
      },
    },
    signOutFailed: { on: { 'signOut.retry': 'signingOut' } },
    signedOut: { type: 'final', entry: 'goToLogin' },
  },
});
