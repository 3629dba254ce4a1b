// Sample events of loginMachine, shared by the model test and the flow tooling (pure data).
import type { LoginEvent, LoginFailure, LoginInput } from './login.types';

export const loginSampleInput: LoginInput = { returnTo: '/cl/account/myOrders', botCheckAlways: true };

export const loginSampleCredentials = { email: 'demo@cuenta.test', password: 'Martillo7Azul' } as const;

export const loginSampleEvents: LoginEvent[] = [
  { type: 'field.change', field: 'email', value: loginSampleCredentials.email },
  { type: 'field.change', field: 'password', value: loginSampleCredentials.password },
  { type: 'mode.toggle' },
  { type: 'form.submit' },
  { type: 'error.dismiss' },
];

/** One failure answer per code of spec §8's login list, as submitLogin rejects with them. */
export const loginSampleFailures: LoginFailure[] = [
  { code: 'INVALID_CREDENTIALS' },
  { code: 'INVALID_CREDENTIALS', details: { botCheckRequired: true } },
  { code: 'RECAPTCHA_ERROR' },
  { code: 'ACCOUNT_BLOCKED', details: { lockMinutes: 7 } },
  { code: 'ACCOUNT_REMAINS_LOCKED', details: { lockMinutes: 3 } },
  { code: 'PASSWORD_REMAINS_LOCKED_ERROR' },
  { code: 'CONFLICT_ERROR' },
  { code: 'EMAIL_NOT_EXISTS_IN_SIEBEL_ERROR' },
  { code: 'COMPANY_EXISTS_ERROR' },
  { code: 'GENERIC_ERROR' },
];

/** Samples in the flow registry's shape (src/flows/flow-entry.types.ts): user events plus the server outcomes. */
export const loginFlowSamples = {
  common: [
    ...loginSampleEvents,
    { type: 'xstate.done.actor.solveBotCheck', output: 'altcha-payload' },
    { type: 'xstate.error.actor.solveBotCheck', error: new Error('bot check timed out') },
    { type: 'xstate.done.actor.submitLogin', output: { userId: 'u1' } },
    ...loginSampleFailures.map((error) => ({ type: 'xstate.error.actor.submitLogin' as const, error })),
  ],
} as const;
