// Pure props for the account-closure view (STYLE.md rule 7); the step-up part comes from connectStepUp.
import type { SnapshotFrom } from 'xstate';
import { connectStepUp, type StepUpApi, type StepUpStep } from '../shared/step-up.connect';
import type { accountClosureMachine } from './account-closure.machine';
import type { AccountClosureEvent } from './account-closure.types';

type Snapshot = SnapshotFrom<typeof accountClosureMachine>;
const STEP_UP_STEPS: StepUpStep[] = ['intro', 'requestingCode', 'enteringCode', 'resendingCode', 'verifying', 'locked'];

export interface AccountClosureApi {
  stepUp: StepUpApi;
  /** after the step-up: the last confirmation, the closing, the end */
  stage: 'stepUp' | 'confirming' | 'closing' | 'closed';
  isClosing: boolean;
  onClose(): void;
}

export function connectAccountClosure(
  snapshot: Snapshot,
  send: (event: AccountClosureEvent) => void,
): AccountClosureApi {
  const stepUpStep = STEP_UP_STEPS.find((s) => snapshot.matches(s)) ?? null;
  const stage = stepUpStep
    ? 'stepUp'
    : snapshot.matches('closing')
      ? 'closing'
      : snapshot.matches('closed')
        ? 'closed'
        : 'confirming';
  return {
    stepUp: connectStepUp('accountClosure', stepUpStep, snapshot.context, send),
    stage,
    isClosing: stage === 'closing',
    onClose: () => send({ type: 'account.close' }),
  };
}
