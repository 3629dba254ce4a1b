// Issue 31 item 3: download my data (types in data-export.types.ts). intro -> a code to the account's address ->
// password + code (the step-up shared with account closure, src/machines/shared/step-up.machine.ts) -> ready: the view
// links to the JSON and PDF files, which the browser downloads with the session cookie while the grant lasts
// (STEP_UP_WINDOW_MS; then the person is asked again). OTP_LOCKED_ERROR ends the try.
import { stepUpContext, type StepUpEvent } from '../shared/step-up';
import { setupStepUp, stepUpStates } from '../shared/step-up.machine';
import type { DataExportEvent } from './data-export.types';

export const dataExportMachine = setupStepUp<Exclude<DataExportEvent, StepUpEvent>, Record<never, never>>(
  {},
).createMachine({
  id: 'dataExport',
  context: ({ input }) => stepUpContext(input),
  initial: 'intro',
  states: {
    ...stepUpStates('ready'),
    ready: {
      // the grant is short-lived: past it, the links would be refused, so the person confirms who they are again
      after: { stepUpWindow: { target: 'intro', actions: 'expire' } },
    },
  },
});
