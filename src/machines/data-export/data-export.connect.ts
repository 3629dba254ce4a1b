// Pure props for the data-export view (STYLE.md rule 7); the step-up part comes from connectStepUp.
import type { SnapshotFrom } from 'xstate';
import { connectStepUp, type StepUpApi, type StepUpStep } from '../shared/step-up.connect';
import type { dataExportMachine } from './data-export.machine';
import type { DataExportEvent } from './data-export.types';

type Snapshot = SnapshotFrom<typeof dataExportMachine>;
const STEP_UP_STEPS: StepUpStep[] = ['intro', 'requestingCode', 'enteringCode', 'resendingCode', 'verifying', 'locked'];

export interface DataExportApi {
  stepUp: StepUpApi;
  /** true once the grant is there: the view shows the two downloads */
  isReady: boolean;
}

export function connectDataExport(snapshot: Snapshot, send: (event: DataExportEvent) => void): DataExportApi {
  const stepUpStep = STEP_UP_STEPS.find((s) => snapshot.matches(s)) ?? null;
  return {
    stepUp: connectStepUp('dataExport', stepUpStep, snapshot.context, send),
    isReady: snapshot.matches('ready'),
  };
}
