// spec §4: focus clears the valid mark; blur gives the empty-field error, the partial-validation error or the valid mark;
// a toggle switches masked and plain text. This is the field without a judge of new passwords: `isPasswordValid` holds
// for any value, as for the login's current password (an existing password is not judged by today's rules, only masked
// or shown). A new password's field is `passwordFieldMachine` (password-field.machine.ts), which supplies the spec §5
// rules; keeping them out of this file keeps the rules and the common-password list off the login's first load (issue 17).
import { assign, setup } from 'xstate';
import type { PasswordFieldContext, PasswordFieldEvent, PasswordFieldInput } from './password-field.types';

export const passwordFieldBaseMachine = setup({
  types: {
    context: {} as PasswordFieldContext,
    events: {} as PasswordFieldEvent,
    input: {} as PasswordFieldInput,
  },
  guards: {
    isEmpty: ({ context }) => context.value.trim() === '',
    isPasswordValid: () => true,
  },
  actions: {
    setValue: assign((_, params: { value: string }) => ({ value: params.value })),
    setEmail: assign((_, params: { email: string }) => ({ email: params.email })),
  },
}).createMachine({
  id: 'passwordField',
  type: 'parallel',
  context: ({ input }) => ({
    value: input.value ?? '',
    email: input.email ?? '',
    policy: input.policy,
    accountType: input.accountType ?? 'INDIVIDUAL',
    previous: input.previous ?? '',
  }),
  on: {
    'field.change': { actions: { type: 'setValue', params: ({ event }) => ({ value: event.value }) } },
    // the validity shown stays the one judged on the last blur (spec §4); the live rule list follows the new email at once
    'email.change': { actions: { type: 'setEmail', params: ({ event }) => ({ email: event.email }) } },
  },
  states: {
    validity: {
      initial: 'pristine',
      states: {
        pristine: { on: { 'field.focus': 'editing' } },
        editing: {
          on: {
            'field.blur': [
              { guard: 'isEmpty', target: 'empty' },
              { guard: 'isPasswordValid', target: 'valid' },
              { target: 'partial' },
            ],
          },
        },
        empty: { on: { 'field.focus': 'editing' } },
        partial: { on: { 'field.focus': 'editing' } },
        valid: { on: { 'field.focus': 'editing' } },
      },
    },
    visibility: {
      initial: 'masked',
      states: {
        masked: { on: { 'visibility.toggle': 'plain' } },
        plain: { on: { 'visibility.toggle': 'masked' } },
      },
    },
  },
});
