// Issue 31 item 2: close my account (types in account-closure.types.ts). intro -> a code to the account's address ->
// password + code (the step-up shared with data export, src/machines/shared/step-up.machine.ts) -> an explicit "close my
// account" -> closed. The grant lasts STEP_UP_WINDOW_MS: past it the person is asked again (so is a STEP_UP_REQUIRED
// answer). OTP_LOCKED_ERROR ends the try.
import { fromPromise } from 'xstate';
import { stepUpContext, toStepUpCode, type StepUpEvent } from '../shared/step-up';
import { setupStepUp, stepUpStates } from '../shared/step-up.machine';
import type { AccountClosureEvent } from './account-closure.types';

export const accountClosureMachine = setupStepUp<
  Exclude<AccountClosureEvent, StepUpEvent>,
  { closeAccount: ReturnType<typeof fromPromise<void>> }
>({
  closeAccount: fromPromise<void>(() => Promise.reject(new Error('closeAccount not provided'))),
})
  .extend({
    guards: {
      isStepUpRequired: (_, params: { error: unknown }) => toStepUpCode(params.error) === 'STEP_UP_REQUIRED',
    },
  })
  .createMachine({
    id: 'accountClosure',
    context: ({ input }) => stepUpContext(input),
    initial: 'intro',
    states: {
      ...stepUpStates('confirming'),
      confirming: {
        // the grant is short-lived: past it, the person confirms who they are again
        after: { stepUpWindow: { target: 'intro', actions: 'expire' } },
        on: { 'account.close': 'closing' },
      },
      closing: {
        entry: 'clearError',
        invoke: {
          id: 'closeAccount',
          src: 'closeAccount',
          onDone: 'closed',
          onError: [
            {
              guard: { type: 'isStepUpRequired', params: ({ event }) => ({ error: event.error }) },
              target: 'intro',
              actions: 'expire',
            },
            { target: 'confirming', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      closed: { type: 'final' },
    },
  });
