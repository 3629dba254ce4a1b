// spec §2, §7, §8: request a code by email, enter it with a new password; OTP_LOCKED_ERROR ends the attempt.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { checkPassword } from '../../rules/password';
import { validateOtp } from '../../rules/otp';
import { validateEmail } from '../../rules/person';
import { knownCodeOf } from '../shared/failure';
import {
  RECOVERY_ERROR_CODES,
  type RecoveryContext,
  type RecoveryErrorCode,
  type RecoveryEvent,
  type RecoveryInput,
  type RequestCodeInput,
  type SavePasswordInput,
} from './password-recovery.types';

export function toRecoveryCode(error: unknown): RecoveryErrorCode {
  return knownCodeOf(error, RECOVERY_ERROR_CODES, 'GENERIC_ERROR');
}

export function codeLengthOf(context: Pick<RecoveryContext, 'mode' | 'otpLength'>) {
  return context.mode === 'company' ? context.otpLength.business : context.otpLength.consumer;
}

export function isCodeWellFormed(context: Pick<RecoveryContext, 'mode' | 'otpLength' | 'code'>): boolean {
  const result = validateOtp(context.code, codeLengthOf(context));
  // the code is sent as typed, so surrounding spaces (which the rule trims) still make it malformed
  return result.ok && result.value === context.code;
}

export function isNewPasswordValid(context: Pick<RecoveryContext, 'password' | 'email' | 'policy' | 'mode'>): boolean {
  const accountType = context.mode === 'company' ? 'ORGANIZATION' : 'INDIVIDUAL';
  return checkPassword(context.password, { email: context.email, tenant: context.policy, accountType }).ok;
}

export const passwordRecoveryMachine = setup({
  types: {
    context: {} as RecoveryContext,
    events: {} as RecoveryEvent,
    input: {} as RecoveryInput,
  },
  actors: {
    requestCode: fromPromise<void, RequestCodeInput>(() => Promise.reject(new Error('requestCode not provided'))),
    savePassword: fromPromise<void, SavePasswordInput>(() => Promise.reject(new Error('savePassword not provided'))),
  },
  guards: {
    isEmailValid: ({ context }) => validateEmail(context.email).ok,
    isCodeFormValid: ({ context }) => isCodeWellFormed(context) && isNewPasswordValid(context),
    // each step edits only the fields it shows
    isEmailField: ({ event }) => {
      assertEvent(event, 'field.change');
      return event.field === 'email';
    },
    isCodeStepField: ({ event }) => {
      assertEvent(event, 'field.change');
      return event.field !== 'email';
    },
    isOtpLocked: (_, params: { error: unknown }) =>
      ['OTP_LOCKED_ERROR', 'ACCOUNT_REMAINS_LOCKED'].includes(toRecoveryCode(params.error)),
  },
  actions: {
    setField: assign(({ event }) => {
      assertEvent(event, 'field.change');
      return { [event.field]: event.value };
    }),
    toggleMode: assign({ mode: ({ context }) => (context.mode === 'personal' ? 'company' : 'personal') }),
    setError: assign((_, params: { error: unknown }) => ({ error: toRecoveryCode(params.error) })),
    clearError: assign({ error: null }),
    showFieldErrors: assign({ showFieldErrors: true }),
    hideFieldErrors: assign({ showFieldErrors: false }),
    markResent: assign({ resent: true }),
    clearResent: assign({ resent: false }),
    reset: assign({ code: '', password: '', error: null, resent: false, showFieldErrors: false }),
  },
}).createMachine({
  id: 'passwordRecovery',
  context: ({ input }) => ({
    email: input.email ?? '',
    mode: input.mode ?? 'personal',
    code: '',
    password: '',
    otpLength: input.otpLength,
    policy: input.policy,
    error: null,
    resent: false,
    showFieldErrors: false,
  }),
  initial: 'requesting',
  states: {
    requesting: {
      on: {
        'field.change': { guard: 'isEmailField', actions: 'setField' },
        'mode.toggle': { actions: 'toggleMode' },
        'form.submit': [{ guard: 'isEmailValid', target: 'sendingCode' }, { actions: 'showFieldErrors' }],
      },
    },
    sendingCode: {
      entry: 'clearError',
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ email: context.email.trim(), mode: context.mode }),
        onDone: { target: 'enteringCode', actions: 'hideFieldErrors' },
        onError: {
          target: 'requesting',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    enteringCode: {
      on: {
        'field.change': { guard: 'isCodeStepField', actions: ['setField', 'clearResent'] },
        'code.resend': 'resendingCode',
        'form.submit': [{ guard: 'isCodeFormValid', target: 'saving' }, { actions: 'showFieldErrors' }],
        'flow.restart': { target: 'requesting', actions: 'reset' },
      },
    },
    resendingCode: {
      entry: ['clearError', 'clearResent'],
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ email: context.email.trim(), mode: context.mode }),
        onDone: { target: 'enteringCode', actions: 'markResent' },
        onError: {
          target: 'enteringCode',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saving: {
      entry: ['clearError', 'clearResent'],
      invoke: {
        id: 'savePassword',
        src: 'savePassword',
        input: ({ context }) => ({
          email: context.email.trim(),
          mode: context.mode,
          code: context.code,
          password: context.password,
        }),
        onDone: 'done',
        onError: [
          {
            guard: { type: 'isOtpLocked', params: ({ event }) => ({ error: event.error }) },
            target: 'locked',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'enteringCode', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    locked: {
      // spec §8 OTP_LOCKED_ERROR: five wrong codes; a resend does not reset the count, so only starting over is offered.
      on: { 'flow.restart': { target: 'requesting', actions: 'reset' } },
    },
    done: { type: 'final' },
  },
});
