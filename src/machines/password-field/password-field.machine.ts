// spec §4: focus clears the valid mark; blur gives the empty-field error, the partial-validation error or the valid mark;
// a toggle switches masked and plain text.
import { assign, setup } from 'xstate';
import { checkPassword } from '../../rules/password';
import type { PasswordFieldContext, PasswordFieldEvent, PasswordFieldInput } from './password-field.types';

export const passwordFieldMachine = setup({
  types: {
    context: {} as PasswordFieldContext,
    events: {} as PasswordFieldEvent,
    input: {} as PasswordFieldInput,
  },
  guards: {
    isEmpty: ({ context }) => context.value.trim() === '',
    isPasswordValid: ({ context }) =>
      checkPassword(context.value, {
        email: context.email,
        tenant: context.policy,
        accountType: context.accountType,
        previousPassword: context.previous,
      }).ok,
  },
  actions: {
    setValue: assign((_, params: { value: string }) => ({ value: params.value })),
  },
}).createMachine({
  id: 'passwordField',
  type: 'parallel',
  context: ({ input }) => ({
    value: '',
    email: input.email ?? '',
    policy: input.policy,
    accountType: input.accountType ?? 'INDIVIDUAL',
    previous: input.previous ?? '',
  }),
  on: {
    'field.change': { actions: { type: 'setValue', params: ({ event }) => ({ value: event.value }) } },
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
