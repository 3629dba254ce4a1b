// spec §2, §5, §7: change password. Other sessions are revoked by the server on success.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { checkPassword } from '../../rules/password';
import { knownCodeOf } from '../shared/failure';
import {
  CHANGE_PASSWORD_ERROR_CODES,
  type ChangePasswordContext,
  type ChangePasswordErrorCode,
  type ChangePasswordEvent,
  type ChangePasswordInput,
  type ChangePasswordRequest,
} from './change-password.types';

export function toChangePasswordCode(error: unknown): ChangePasswordErrorCode {
  return knownCodeOf(error, CHANGE_PASSWORD_ERROR_CODES, 'GENERIC_ERROR');
}

export function newPasswordCheck(
  context: Pick<ChangePasswordContext, 'email' | 'policy' | 'oldPassword' | 'newPassword' | 'mode'>,
) {
  const accountType = context.mode === 'company' ? 'ORGANIZATION' : 'INDIVIDUAL';
  return checkPassword(context.newPassword, {
    email: context.email,
    tenant: context.policy,
    accountType,
    previousPassword: context.oldPassword,
  });
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
  },
  actors: {
    changePassword: fromPromise<void, ChangePasswordRequest>(() =>
      Promise.reject(new Error('changePassword not provided')),
    ),
  },
  guards: {
    isFormValid: ({ context }) => context.oldPassword !== '' && newPasswordCheck(context).ok,
  },
  actions: {
    setField: assign(({ event }) => {
      assertEvent(event, 'field.change');
      return { [event.field]: event.value };
    }),
    showFieldErrors: assign({ showFieldErrors: true }),
    setError: assign((_, params: { error: unknown }) => ({ error: toChangePasswordCode(params.error) })),
    clearError: assign({ error: null }),
    reset: assign({ oldPassword: '', newPassword: '', error: null, showFieldErrors: false }),
    /** issue 16, spec §9: the app's toaster tells the save (supplied at the edge; the machine decides when) */
    notify: () => {},
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    email: input.email,
    policy: input.policy,
    mode: input.mode ?? 'personal',
    oldPassword: '',
    newPassword: '',
    error: null,
    showFieldErrors: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'setField' },
        'form.submit': [{ guard: 'isFormValid', target: 'saving' }, { actions: 'showFieldErrors' }],
      },
    },
    saving: {
      entry: 'clearError',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: context.oldPassword,
          newPassword: context.newPassword,
          mode: context.mode,
        }),
        onDone: { target: 'saved', actions: 'notify' },
        onError: { target: 'editing', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: {
      on: { 'form.reset': { target: 'editing', actions: 'reset' } },
    },
  },
});
