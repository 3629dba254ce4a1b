// Issue 31 item 3: download my data (types in data-export.types.ts). intro -> a code to the account's address ->
// password + code (the step-up shared with account closure) -> ready: the view links to the JSON and PDF files, which the
// browser downloads with the session cookie while the grant lasts (STEP_UP_WINDOW_MS; then the person is asked again).
// OTP_LOCKED_ERROR ends the try.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  isStepUpFormValid,
  stepUpContext,
  STEP_UP_WINDOW_MS,
  toStepUpCode,
  type StepUpVerifyRequest,
} from '../shared/step-up';
import type { DataExportContext, DataExportEvent, DataExportInput } from './data-export.types';

export const dataExportMachine = setup({
  types: {
    context: {} as DataExportContext,
    events: {} as DataExportEvent,
    input: {} as DataExportInput,
  },
  actors: {
    requestCode: fromPromise<void>(() => Promise.reject(new Error('requestCode not provided'))),
    verifyStepUp: fromPromise<void, StepUpVerifyRequest>(() => Promise.reject(new Error('verifyStepUp not provided'))),
  },
  delays: { stepUpWindow: STEP_UP_WINDOW_MS },
  guards: {
    isStepUpValid: ({ context }) => isStepUpFormValid(context),
    isLocked: (_, params: { error: unknown }) =>
      ['OTP_LOCKED_ERROR', 'ACCOUNT_REMAINS_LOCKED'].includes(toStepUpCode(params.error)),
  },
  actions: {
    setField: assign(({ event }) => {
      assertEvent(event, 'field.change');
      return { [event.field]: event.value };
    }),
    setError: assign((_, params: { error: unknown }) => ({ error: toStepUpCode(params.error) })),
    clearError: assign({ error: null }),
    showFieldErrors: assign({ showFieldErrors: true }),
    markResent: assign({ resent: true }),
    clearResent: assign({ resent: false }),
    startCode: assign({ code: '', resent: false, expired: false, showFieldErrors: false }),
    expire: assign({ code: '', password: '', expired: true, error: null, resent: false, showFieldErrors: false }),
    restart: assign({ code: '', error: null, resent: false, showFieldErrors: false }),
  },
}).createMachine({
  id: 'dataExport',
  context: ({ input }) => stepUpContext(input),
  initial: 'intro',
  states: {
    intro: {
      on: { 'code.request': 'requestingCode' },
    },
    requestingCode: {
      entry: 'clearError',
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        onDone: { target: 'enteringCode', actions: 'startCode' },
        onError: { target: 'intro', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    enteringCode: {
      on: {
        'field.change': { actions: ['setField', 'clearResent'] },
        'form.submit': [{ guard: 'isStepUpValid', target: 'verifying' }, { actions: 'showFieldErrors' }],
        'code.resend': 'resendingCode',
      },
    },
    resendingCode: {
      entry: ['clearError', 'clearResent'],
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        onDone: { target: 'enteringCode', actions: 'markResent' },
        onError: {
          target: 'enteringCode',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    verifying: {
      entry: ['clearError', 'clearResent'],
      invoke: {
        id: 'verifyStepUp',
        src: 'verifyStepUp',
        input: ({ context }) => ({ password: context.password, code: context.code }),
        onDone: 'ready',
        onError: [
          {
            guard: { type: 'isLocked', params: ({ event }) => ({ error: event.error }) },
            target: 'locked',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'enteringCode', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    locked: {
      on: { 'flow.restart': { target: 'intro', actions: 'restart' } },
    },
    ready: {
      // the grant is short-lived: past it, the links would be refused, so the person confirms who they are again
      after: { stepUpWindow: { target: 'intro', actions: 'expire' } },
    },
  },
});
