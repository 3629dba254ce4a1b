// Issue 31 item 2: the email change (types in email-change.types.ts). Two steps: new address + password (the server checks
// the password before it says the address is taken, spec §8), then the code mailed to the new address (spec §9 length).
// OTP_LOCKED_ERROR ends the attempt; emailAlreadyExists at the code step (a registration took the address meanwhile) goes
// back to the first step with what was typed kept.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { validateOtp } from '../../rules/otp';
import { validateEmail } from '../../rules/person';
import { knownCodeOf } from '../shared/failure';
import {
  EMAIL_CHANGE_ERROR_CODES,
  type EmailChangeCodeRequest,
  type EmailChangeConfirmRequest,
  type EmailChangeContext,
  type EmailChangeErrorCode,
  type EmailChangeEvent,
  type EmailChangeInput,
} from './email-change.types';

export function toEmailChangeCode(error: unknown): EmailChangeErrorCode {
  return knownCodeOf(error, EMAIL_CHANGE_ERROR_CODES, 'GENERIC_ERROR');
}

export function codeLengthOf(context: Pick<EmailChangeContext, 'mode' | 'otpLength'>) {
  return context.mode === 'company' ? context.otpLength.business : context.otpLength.consumer;
}

export function isCodeWellFormed(context: Pick<EmailChangeContext, 'mode' | 'otpLength' | 'code'>): boolean {
  const result = validateOtp(context.code, codeLengthOf(context));
  return result.ok && result.value === context.code;
}

/** spec §5 email format, and not the address the account already has. */
export function newEmailProblem(
  context: Pick<EmailChangeContext, 'newEmail' | 'currentEmail'>,
): 'invalid' | 'unchanged' | null {
  if (!validateEmail(context.newEmail).ok) return 'invalid';
  return context.newEmail.trim().toLowerCase() === context.currentEmail.trim().toLowerCase() ? 'unchanged' : null;
}

export const emailChangeMachine = setup({
  types: {
    context: {} as EmailChangeContext,
    events: {} as EmailChangeEvent,
    input: {} as EmailChangeInput,
  },
  actors: {
    requestCode: fromPromise<void, EmailChangeCodeRequest>(() => Promise.reject(new Error('requestCode not provided'))),
    confirmChange: fromPromise<void, EmailChangeConfirmRequest>(() =>
      Promise.reject(new Error('confirmChange not provided')),
    ),
  },
  guards: {
    isFormValid: ({ context }) => newEmailProblem(context) === null && context.password !== '',
    isCodeValid: ({ context }) => isCodeWellFormed(context),
    isCodeField: ({ event }) => {
      assertEvent(event, 'field.change');
      return event.field === 'code';
    },
    isFormField: ({ event }) => {
      assertEvent(event, 'field.change');
      return event.field !== 'code';
    },
    isLocked: (_, params: { error: unknown }) => toEmailChangeCode(params.error) === 'OTP_LOCKED_ERROR',
    isEmailTaken: (_, params: { error: unknown }) => toEmailChangeCode(params.error) === 'emailAlreadyExists',
  },
  actions: {
    setField: assign(({ event }) => {
      assertEvent(event, 'field.change');
      return { [event.field]: event.value };
    }),
    setError: assign((_, params: { error: unknown }) => ({ error: toEmailChangeCode(params.error) })),
    clearError: assign({ error: null }),
    showFieldErrors: assign({ showFieldErrors: true }),
    hideFieldErrors: assign({ showFieldErrors: false }),
    markResent: assign({ resent: true }),
    clearResent: assign({ resent: false }),
    clearCode: assign({ code: '', resent: false, showFieldErrors: false }),
    restart: assign({ code: '', error: null, resent: false, showFieldErrors: false }),
    /** the app's toaster tells the change (supplied at the edge; the machine decides when) */
    notify: () => {},
  },
}).createMachine({
  id: 'emailChange',
  context: ({ input }) => ({
    currentEmail: input.currentEmail,
    otpLength: input.otpLength,
    mode: input.mode ?? 'personal',
    newEmail: '',
    password: '',
    code: '',
    error: null,
    resent: false,
    showFieldErrors: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { guard: 'isFormField', actions: 'setField' },
        'form.submit': [{ guard: 'isFormValid', target: 'sendingCode' }, { actions: 'showFieldErrors' }],
      },
    },
    sendingCode: {
      entry: 'clearError',
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ newEmail: context.newEmail.trim(), password: context.password }),
        onDone: { target: 'enteringCode', actions: 'clearCode' },
        onError: { target: 'editing', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    enteringCode: {
      on: {
        'field.change': { guard: 'isCodeField', actions: ['setField', 'clearResent'] },
        'form.submit': [{ guard: 'isCodeValid', target: 'confirming' }, { actions: 'showFieldErrors' }],
        'code.resend': 'resendingCode',
        'flow.restart': { target: 'editing', actions: 'restart' },
      },
    },
    resendingCode: {
      entry: ['clearError', 'clearResent'],
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ newEmail: context.newEmail.trim(), password: context.password }),
        onDone: { target: 'enteringCode', actions: 'markResent' },
        onError: {
          target: 'enteringCode',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirming: {
      entry: ['clearError', 'clearResent'],
      invoke: {
        id: 'confirmChange',
        src: 'confirmChange',
        input: ({ context }) => ({ newEmail: context.newEmail.trim(), code: context.code }),
        onDone: { target: 'done', actions: 'notify' },
        onError: [
          {
            guard: { type: 'isLocked', params: ({ event }) => ({ error: event.error }) },
            target: 'locked',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'isEmailTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: ['hideFieldErrors', { type: 'setError', params: ({ event }) => ({ error: event.error }) }],
          },
          { target: 'enteringCode', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    locked: {
      // spec §8 OTP_LOCKED_ERROR: too many wrong codes; only starting over (a new code later) is offered
      on: { 'flow.restart': { target: 'editing', actions: 'restart' } },
    },
    done: { type: 'final' },
  },
});
