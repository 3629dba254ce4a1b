// Sample events of changePasswordMachine, shared by the model test and the flow tooling (pure data).
import type { ChangePasswordEvent, ChangePasswordInput } from './change-password.types';

export const changePasswordSampleInput: ChangePasswordInput = { email: 'demo@cuenta.test', policy: 'standard' };
export const changePasswordSampleValues = { oldPassword: 'Martillo7Azul', newPassword: 'Nueva#2024x' } as const;

export const changePasswordSampleEvents: ChangePasswordEvent[] = [
  { type: 'field.change', field: 'oldPassword', value: changePasswordSampleValues.oldPassword },
  { type: 'field.change', field: 'newPassword', value: changePasswordSampleValues.newPassword },
  { type: 'form.submit' },
  { type: 'form.reset' },
];

export const changePasswordSampleFailures = [
  { code: 'INVALID_CREDENTIALS' },
  { code: 'PASSWORD_REUSE_ERROR' },
  { code: 'PASSWORD_CHANGE_ERROR' },
  { code: 'ACCOUNT_REMAINS_LOCKED' },
  { code: 'GENERIC_ERROR' },
] as const;

/** Samples in the flow registry's shape (src/flows/flow-entry.types.ts). */
export const changePasswordFlowSamples = {
  common: [
    ...changePasswordSampleEvents,
    { type: 'field.change', field: 'newPassword', value: changePasswordSampleValues.oldPassword },
    { type: 'xstate.done.actor.changePassword' },
    ...changePasswordSampleFailures.map((error) => ({ type: 'xstate.error.actor.changePassword' as const, error })),
  ],
} as const;
