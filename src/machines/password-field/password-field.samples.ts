// Sample events of passwordFieldMachine, shared by the model test and the flow tooling (pure data).
import type { PasswordFieldEvent, PasswordFieldInput } from './password-field.types';

export const passwordFieldSampleInput: PasswordFieldInput = { email: 'ana.perez@example.com', policy: 'standard' };

export const passwordFieldSamples = {
  valid: 'Taladro2024x',
  /** fails the uppercase and digit conditions */
  partial: 'ferreteria',
  empty: '',
} as const;

export const passwordFieldSampleEvents: PasswordFieldEvent[] = [
  { type: 'field.focus' },
  { type: 'field.change', value: passwordFieldSamples.valid },
  { type: 'field.change', value: passwordFieldSamples.partial },
  { type: 'field.change', value: passwordFieldSamples.empty },
  { type: 'field.blur' },
  { type: 'visibility.toggle' },
];

/** Samples in the flow registry's shape (src/flows/flow-entry.types.ts). */
export const passwordFieldFlowSamples = { common: passwordFieldSampleEvents } as const;
