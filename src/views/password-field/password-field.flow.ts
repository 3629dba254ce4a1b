// Flow registry entry (issue 6) for the password field (spec §4).
import { defineFlow } from '../../flows/define-flow';
import { passwordFieldMachine } from '../../machines/password-field/password-field.machine';
import { passwordFieldFlowSamples } from '../../machines/password-field/password-field.samples';

export const passwordFieldFlow = defineFlow({
  name: 'password-field',
  description: 'Password field: focus clears the valid mark, blur gives empty / partial / valid, toggle masked and plain (spec §4).',
  machine: passwordFieldMachine,
  loadView: () => import('./password-field.view').then((m) => m.PasswordFieldView),
  samples: passwordFieldFlowSamples,
  namespaces: ['login'],
  driver: {},
  delays: {},
  input: (tenant) => ({ email: 'ana.perez@example.com', policy: tenant.passwordPolicy }),
  graphContext: (c) => ({ value: c.value }),
  complete: true,
});
