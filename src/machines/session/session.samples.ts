// Sample events of sessionMachine, shared by the model test and the flow tooling (pure data).
import type { SessionEvent, SessionInput } from './session.types';

export const sessionSampleInput: SessionInput = { modalRedirect: false, returnTo: '/cl/account/myOrders' };
export const sessionSampleModalInput: SessionInput = { modalRedirect: true, returnTo: '/cl/account/myOrders' };

export const sessionSampleEvents: SessionEvent[] = [
  { type: 'session.navigate', path: '/cl/account/my-addresses' },
  { type: 'session.activity' },
  { type: 'session.expired' },
  { type: 'session.restored' },
  { type: 'relogin.dismiss' },
];

/** Samples in the flow registry's shape (src/flows/flow-entry.types.ts). */
export const sessionFlowSamples = {
  common: [
    ...sessionSampleEvents,
    { type: 'xstate.done.actor.validateSession' },
    { type: 'xstate.error.actor.validateSession', error: { code: 'SESSION_EXPIRED', sessionTimeOut: true } },
    { type: 'xstate.error.actor.validateSession', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
