// spec §4: session expiry. 'fresh' ignores activity until refreshInterval passes; activity in 'stale' validates the session.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { MODAL_CLOSE_ANIMATION_MS } from '../../rules/motion';
import { isSessionTimeOut } from '../shared/failure';
import type { SessionContext, SessionEvent, SessionInput } from './session.types';

export { isSessionTimeOut };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    validateSession: fromPromise<void, void>(() => Promise.reject(new Error('validateSession not provided'))),
  },
  guards: {
    isModalRedirect: ({ context }) => context.modalRedirect,
    isSessionTimeOut: (_, params: { error: unknown }) => isSessionTimeOut(params.error),
  },
  delays: {
    // at most one /v1/validate call a minute however busy the user is
    refreshInterval: 60_000,
    // spec §9: the re-login modal closes with the 0.5 s animation (the app supplies 0 for reduced motion)
    closeAnimation: MODAL_CLOSE_ANIMATION_MS,
  },
  actions: {
    // Supplied by the view: navigation and the cookie live outside the machine.
    redirectToLogin: () => {},
    resetSessionCookie: () => {},
    markExpired: assign({ sessionTimeOut: true }),
    markRestored: assign({ sessionTimeOut: false }),
    setReturnTo: assign(({ event }) => {
      assertEvent(event, 'session.navigate');
      return { returnTo: event.path };
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    modalRedirect: input.modalRedirect,
    returnTo: input.returnTo ?? '',
    sessionTimeOut: false,
  }),
  initial: 'fresh',
  on: {
    'session.navigate': { actions: 'setReturnTo' },
  },
  states: {
    fresh: {
      after: { refreshInterval: 'stale' },
      on: { 'session.expired': 'expired' },
    },
    stale: {
      on: { 'session.activity': 'refreshing', 'session.expired': 'expired' },
    },
    refreshing: {
      invoke: {
        id: 'validateSession',
        src: 'validateSession',
        onDone: 'fresh',
        onError: [
          { guard: { type: 'isSessionTimeOut', params: ({ event }) => ({ error: event.error }) }, target: 'expired' },
          { target: 'stale' },
        ],
      },
      on: { 'session.expired': 'expired' },
    },
    expired: {
      entry: ['markExpired', 'resetSessionCookie'],
      always: [{ guard: 'isModalRedirect', target: 'relogin' }, { target: 'redirected' }],
    },
    relogin: {
      on: {
        'session.restored': { target: 'closingRestored', actions: 'markRestored' },
        'relogin.dismiss': 'closingDismissed',
      },
    },
    // the modal plays its close animation, then the session goes on (signed in again) or the user goes to login
    closingRestored: {
      after: { closeAnimation: 'fresh' },
    },
    closingDismissed: {
      after: { closeAnimation: 'redirected' },
    },
    redirected: {
      entry: 'redirectToLogin',
      on: { 'session.restored': { target: 'fresh', actions: 'markRestored' } },
    },
  },
});
