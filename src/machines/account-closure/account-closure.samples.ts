// Sample events of accountClosureMachine, shared by the model test and the flow tooling (pure data).
import type { AccountClosureEvent, AccountClosureInput } from './account-closure.types';

export const accountClosureSampleInput: AccountClosureInput = {
  otpLength: { consumer: { min: 4, max: 6 }, business: { min: 6, max: 6 } },
};

export const accountClosureSampleValues = { password: 'Martillo7Azul', code: '482193' } as const;

export const accountClosureSampleEvents: AccountClosureEvent[] = [
  { type: 'code.request' },
  { type: 'field.change', field: 'password', value: accountClosureSampleValues.password },
  { type: 'field.change', field: 'code', value: accountClosureSampleValues.code },
  { type: 'form.submit' },
  { type: 'code.resend' },
  { type: 'flow.restart' },
  { type: 'account.close' },
];

/** what the step-up's verification may answer (OTP_LOCKED_ERROR and ACCOUNT_REMAINS_LOCKED end the try) */
export const stepUpVerifyFailures = [
  { code: 'INVALID_CREDENTIALS', status: 400 },
  { code: 'OTP_INVALID_ERROR', status: 400 },
  { code: 'OTP_EXPIRED_ERROR', status: 400 },
  { code: 'GENERIC_ERROR' },
  { code: 'OTP_LOCKED_ERROR', status: 423 },
  { code: 'ACCOUNT_REMAINS_LOCKED', status: 423 },
] as const;

export const closeFailures = [
  { code: 'FORBIDDEN', status: 403, details: { reason: 'COMPANY_OWNER_ONLY' } },
  { code: 'GENERIC_ERROR', status: 500 },
  { code: 'FORBIDDEN', status: 403, details: { reason: 'STEP_UP_REQUIRED' } },
] as const;

/** Samples in the flow registry's shape (src/flows/flow-entry.types.ts). */
export const accountClosureFlowSamples = {
  common: [
    ...accountClosureSampleEvents,
    { type: 'xstate.done.actor.requestCode' },
    { type: 'xstate.error.actor.requestCode', error: { code: 'RATE_LIMITED', status: 429 } },
    { type: 'xstate.done.actor.verifyStepUp' },
    { type: 'xstate.error.actor.verifyStepUp', error: { code: 'INVALID_CREDENTIALS', status: 400 } },
    { type: 'xstate.error.actor.verifyStepUp', error: { code: 'OTP_LOCKED_ERROR', status: 423 } },
    { type: 'xstate.done.actor.closeAccount' },
    { type: 'xstate.error.actor.closeAccount', error: { code: 'GENERIC_ERROR', status: 500 } },
    {
      type: 'xstate.error.actor.closeAccount',
      error: { code: 'FORBIDDEN', status: 403, details: { reason: 'STEP_UP_REQUIRED' } },
    },
  ],
} as const;
