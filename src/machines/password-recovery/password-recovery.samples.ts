// Sample events of passwordRecoveryMachine, shared by the model test and the flow tooling (pure data).
import type { RecoveryEvent, RecoveryInput } from './password-recovery.types';

export const recoverySampleInput: RecoveryInput = {
  otpLength: { consumer: { min: 4, max: 4 }, business: { min: 6, max: 6 } },
  policy: 'standard',
};

export const recoverySampleValues = { email: 'demo@cuenta.test', code: '4821', password: 'Nueva#2024x' } as const;

export const recoverySampleEvents: RecoveryEvent[] = [
  { type: 'field.change', field: 'email', value: recoverySampleValues.email },
  { type: 'field.change', field: 'code', value: recoverySampleValues.code },
  { type: 'field.change', field: 'password', value: recoverySampleValues.password },
  { type: 'form.submit' },
  { type: 'code.resend' },
  { type: 'flow.restart' },
];

export const recoverySampleFailures = [
  { code: 'OTP_INVALID_ERROR' },
  { code: 'OTP_EXPIRED_ERROR' },
  { code: 'PASSWORD_REUSE_ERROR' },
  { code: 'PASSWORD_CHANGE_ERROR' },
  { code: 'ATG_USER_DATA_VALIDATION_ERROR' },
  { code: 'EMAIL_NOT_FOUND_ERROR' },
  { code: 'GENERIC_ERROR' },
  { code: 'OTP_LOCKED_ERROR' },
  { code: 'ACCOUNT_REMAINS_LOCKED' },
] as const;

/** Samples in the flow registry's shape (src/flows/flow-entry.types.ts). */
export const recoveryFlowSamples = {
  common: [
    ...recoverySampleEvents,
    { type: 'field.change', field: 'email', value: 'not-an-email' },
    { type: 'mode.toggle' },
    { type: 'xstate.done.actor.requestCode' },
    { type: 'xstate.error.actor.requestCode', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.savePassword' },
    ...recoverySampleFailures.map((error) => ({ type: 'xstate.error.actor.savePassword' as const, error })),
  ],
} as const;
