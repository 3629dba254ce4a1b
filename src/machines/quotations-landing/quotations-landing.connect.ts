// Pure props for quotationsLanding.
import type { SnapshotFrom } from 'xstate';
import type { quotationsLandingMachine } from './quotations-landing.machine';
import type { QuotationsLandingEvent } from './quotations-landing.types';

type Snapshot = SnapshotFrom<typeof quotationsLandingMachine>;
export type LandingStep = 'loading' | 'empty' | 'ready' | 'failed';
const STEPS: LandingStep[] = ['loading', 'empty', 'ready', 'failed'];

export function connectQuotationsLanding(snapshot: Snapshot, send: (event: QuotationsLandingEvent) => void) {
  const step = STEPS.find((s) => snapshot.matches(s)) ?? ('loading' as LandingStep);
  return {
    step,
    latest: snapshot.context.data.latest,
    stores: snapshot.context.data.stores,
    /** the stores show once loaded, with or without quotations */
    showStores: step === 'ready' || step === 'empty',
    retry: () => send({ type: 'landing.retry' }),
  };
}
