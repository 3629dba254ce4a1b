// Sample events of emailChangeMachine, shared by the model test and the flow tooling (pure data).
import type { EmailChangeEvent, EmailChangeInput } from './email-change.types';

export const emailChangeSampleInput: EmailChangeInput = {
  currentEmail: 'demo@cuenta.test',
  otpLength: { consumer: { min: 4, max: 4 }, business: { min: 6, max: 6 } },
};

export const emailChangeSampleValues = {
  newEmail: 'nuevo@cuenta.test',
  password: 'Martillo7Azul',
  code: '4821',
} as const;

export const emailChangeSampleEvents: EmailChangeEvent[] = [
  { type: 'field.change', field: 'newEmail', value: emailChangeSampleValues.newEmail },
  { type: 'field.change', field: 'password', value: emailChangeSampleValues.password },
  { type: 'field.change', field: 'code', value: emailChangeSampleValues.code },
  { type: 'form.submit' },
  { type: 'code.resend' },
  { type: 'flow.restart' },
];

/** what the code step's server may answer (OTP_LOCKED_ERROR and emailAlreadyExists leave the step) */
export const emailChangeConfirmFailures = [
  { code: 'OTP_INVALID_ERROR' },
  { code: 'OTP_EXPIRED_ERROR' },
  { code: 'GENERIC_ERROR' },
  { code: 'OTP_LOCKED_ERROR' },
  { code: 'emailAlreadyExists' },
] as const;

/** what the first step's server may answer */
export const emailChangeCodeFailures = [
  { code: 'INVALID_CREDENTIALS' },
  { code: 'emailAlreadyExists' },
  { code: 'ACCOUNT_REMAINS_LOCKED' },
  { code: 'RATE_LIMITED', status: 429 },
  { code: 'GENERIC_ERROR' },
] as const;

/** Samples in the flow registry's shape (src/flows/flow-entry.types.ts). */
export const emailChangeFlowSamples = {
  common: [
    ...emailChangeSampleEvents,
    { type: 'field.change', field: 'newEmail', value: 'no-es-correo' },
    { type: 'xstate.done.actor.requestCode' },
    { type: 'xstate.error.actor.requestCode', error: { code: 'INVALID_CREDENTIALS' } },
    { type: 'xstate.done.actor.confirmChange' },
    { type: 'xstate.error.actor.confirmChange', error: { code: 'OTP_INVALID_ERROR' } },
    { type: 'xstate.error.actor.confirmChange', error: { code: 'OTP_LOCKED_ERROR' } },
    { type: 'xstate.error.actor.confirmChange', error: { code: 'emailAlreadyExists' } },
  ],
} as const;
