// Sample events of dataExportMachine, shared by the model test and the flow tooling (pure data).
import type { DataExportEvent, DataExportInput } from './data-export.types';

export const dataExportSampleInput: DataExportInput = {
  otpLength: { consumer: { min: 4, max: 6 }, business: { min: 6, max: 6 } },
};

export const dataExportSampleValues = { password: 'Martillo7Azul', code: '482193' } as const;

export const dataExportSampleEvents: DataExportEvent[] = [
  { type: 'code.request' },
  { type: 'field.change', field: 'password', value: dataExportSampleValues.password },
  { type: 'field.change', field: 'code', value: dataExportSampleValues.code },
  { type: 'form.submit' },
  { type: 'code.resend' },
  { type: 'flow.restart' },
];

/** Samples in the flow registry's shape (src/flows/flow-entry.types.ts). */
export const dataExportFlowSamples = {
  common: [
    ...dataExportSampleEvents,
    { type: 'xstate.done.actor.requestCode' },
    { type: 'xstate.error.actor.requestCode', error: { code: 'RATE_LIMITED', status: 429 } },
    { type: 'xstate.done.actor.verifyStepUp' },
    { type: 'xstate.error.actor.verifyStepUp', error: { code: 'INVALID_CREDENTIALS', status: 400 } },
    { type: 'xstate.error.actor.verifyStepUp', error: { code: 'OTP_LOCKED_ERROR', status: 423 } },
  ],
} as const;
