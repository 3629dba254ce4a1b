// Issue 9 (STYLE.md §16): the password field's edge (spec §4): focus clears the valid mark, blur gives empty / partial /
// valid, the toggle masks and unmasks.
import { defineFlow } from '../../flows/define-flow';
import { passwordFieldMachine } from '../../machines/password-field/password-field.machine';
import { passwordFieldFlowSamples } from '../../machines/password-field/password-field.samples';

export const passwordFieldFlow = defineFlow({
  name: 'password-field',
  description:
    'Password field: focus clears the valid mark, blur gives empty / partial / valid, toggle masked and plain (spec §4); ' +
    "a new password's rules listed live, following the form's email (spec §5).",
  machine: passwordFieldMachine,
  loadView: () => import('./new-password-field.view').then((m) => m.NewPasswordFieldView),
  samples: passwordFieldFlowSamples,
  namespaces: ['login'],
  delays: {},
  input: (tenant) => ({ email: 'ana.perez@example.com', policy: tenant.passwordPolicy }),
  driver: {
    'field.focus': (d) => d.focus('password'),
    'field.blur': (d) => d.blur('password'),
    'field.change': (d, event) => d.fill('password', event.value),
    // raised by the form around the field, not on it: the person edits the form's email field
    'email.change': (d, event) => d.send(event),
    'visibility.toggle': (d) =>
      d.click(
        d.t(d.snapshot().matches({ visibility: 'masked' }) ? 'login:passwordField.show' : 'login:passwordField.hide'),
      ),
  },
  graphContext: (c) => ({ value: c.value }),
  complete: true,
});
