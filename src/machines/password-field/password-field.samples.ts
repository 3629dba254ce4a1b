// Sample events of passwordFieldMachine, shared by the model test and the flow tooling (pure data).
import type { PasswordFieldEvent, PasswordFieldInput } from './password-field.types';

export const passwordFieldSampleInput: PasswordFieldInput = { email: 'ana.perez@example.com', policy: 'standard' };

export const passwordFieldSamples = {
  valid: 'Taladro2024x',
  /** fails the uppercase and digit conditions */
  partial: 'ferreteria',
  empty: '',
  /** an email whose local part the valid sample contains (spec §5: no 4-character run of it) */
  emailLikeValid: 'taladro@example.com',
} as const;

export const passwordFieldSampleEvents: PasswordFieldEvent[] = [
  { type: 'field.focus' },
  { type: 'field.change', value: passwordFieldSamples.valid },
  { type: 'field.change', value: passwordFieldSamples.partial },
  { type: 'field.change', value: passwordFieldSamples.empty },
  { type: 'field.blur' },
  { type: 'visibility.toggle' },
  // the form's email field changes: its local part ("taladro") is now a run of the valid sample
  { type: 'email.change', email: passwordFieldSamples.emailLikeValid },
];

/** Samples in the flow registry's shape (src/flows/flow-entry.types.ts). */
export const passwordFieldFlowSamples = { common: passwordFieldSampleEvents } as const;
