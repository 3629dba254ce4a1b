// Pure props for the purchase allowance notice (STYLE.md rule 7): amounts as numbers, the view formats them per locale.
import type { SnapshotFrom } from 'xstate';
import type { purchaseAllowanceMachine } from './purchase-allowance.machine';
import type { PurchaseAllowanceEvent } from './purchase-allowance.types';

export function connectPurchaseAllowance(
  snapshot: SnapshotFrom<typeof purchaseAllowanceMachine>,
  send: (event: PurchaseAllowanceEvent) => void,
) {
  const shown = snapshot.matches('shown');
  return {
    isLoading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    isHidden: snapshot.matches('hidden'),
    allowance: shown ? snapshot.context.allowance : null,
    /** nothing remains: the buyer cannot buy until the period moves on */
    isExhausted: shown && (snapshot.context.allowance?.remaining ?? 0) <= 0,
    onRetry: () => send({ type: 'allowance.retry' }),
  };
}
