// Issue 29: the step-up states that data export and account closure share (issue 31 items 2-3), written once. intro ->
// a code to the account's address -> password + code -> the flow's own granted state; OTP_LOCKED_ERROR and
// ACCOUNT_REMAINS_LOCKED end the try. Each machine sets up with setupStepUp (its events and extra actors), spreads
// stepUpStates(granted) and adds what it does with the grant (src/machines/data-export, src/machines/account-closure).
import { assign, fromPromise, setup, type EventObject, type UnknownActorLogic } from 'xstate';
import {
  isStepUpFormValid,
  STEP_UP_WINDOW_MS,
  toStepUpCode,
  type StepUpContext,
  type StepUpEvent,
  type StepUpField,
  type StepUpInput,
  type StepUpVerifyRequest,
} from './step-up';

const stepUpActors = {
  requestCode: fromPromise<void>(() => Promise.reject(new Error('requestCode not provided'))),
  verifyStepUp: fromPromise<void, StepUpVerifyRequest>(() => Promise.reject(new Error('verifyStepUp not provided'))),
};

/** The setup of a step-up machine: the events it adds to StepUpEvent and the actors it adds to the step's two. */
export function setupStepUp<TMoreEvents extends EventObject, TActors extends Record<string, UnknownActorLogic>>(
  actors: TActors,
) {
  return setup({
    types: {
      context: {} as StepUpContext,
      events: {} as StepUpEvent | TMoreEvents,
      input: {} as StepUpInput,
    },
    actors: { ...stepUpActors, ...actors },
    delays: { stepUpWindow: STEP_UP_WINDOW_MS },
    guards: {
      isStepUpValid: ({ context }) => isStepUpFormValid(context),
      isLocked: (_, params: { error: unknown }) =>
        ['OTP_LOCKED_ERROR', 'ACCOUNT_REMAINS_LOCKED'].includes(toStepUpCode(params.error)),
    },
    actions: {
      setField: assign((_, params: { field: StepUpField; value: string }) => ({ [params.field]: params.value })),
      setError: assign((_, params: { error: unknown }) => ({ error: toStepUpCode(params.error) })),
      clearError: assign({ error: null }),
      showFieldErrors: assign({ showFieldErrors: true }),
      markResent: assign({ resent: true }),
      clearResent: assign({ resent: false }),
      startCode: assign({ code: '', resent: false, expired: false, showFieldErrors: false }),
      expire: assign({ code: '', password: '', expired: true, error: null, resent: false, showFieldErrors: false }),
      restart: assign({ code: '', error: null, resent: false, showFieldErrors: false }),
    },
  });
}

const stepUpSetup = setupStepUp<never, Record<never, UnknownActorLogic>>({});

/** The step's states, from intro to locked; a verified step goes to `granted`. */
export function stepUpStates<TGranted extends string>(granted: TGranted) {
  return {
    intro: stepUpSetup.createStateConfig({
      on: { 'code.request': 'requestingCode' },
    }),
    requestingCode: stepUpSetup.createStateConfig({
      entry: 'clearError',
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        onDone: { target: 'enteringCode', actions: 'startCode' },
        onError: { target: 'intro', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    }),
    enteringCode: stepUpSetup.createStateConfig({
      on: {
        'field.change': {
          actions: [
            { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
            'clearResent',
          ],
        },
        'form.submit': [{ guard: 'isStepUpValid', target: 'verifying' }, { actions: 'showFieldErrors' }],
        'code.resend': 'resendingCode',
      },
    }),
    resendingCode: stepUpSetup.createStateConfig({
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
    }),
    verifying: stepUpSetup.createStateConfig({
      entry: ['clearError', 'clearResent'],
      invoke: {
        id: 'verifyStepUp',
        src: 'verifyStepUp',
        input: ({ context }) => ({ password: context.password, code: context.code }),
        onDone: granted,
        onError: [
          {
            guard: { type: 'isLocked', params: ({ event }) => ({ error: event.error }) },
            target: 'locked',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'enteringCode', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    }),
    locked: stepUpSetup.createStateConfig({
      on: { 'flow.restart': { target: 'intro', actions: 'restart' } },
    }),
  };
}
