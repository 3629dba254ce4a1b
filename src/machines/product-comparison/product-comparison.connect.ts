// Pure: the comparison screen's props.
import type { SnapshotFrom } from 'xstate';
import { COMPARE_LIMIT } from '../../rules/compare';
import type { productComparisonMachine } from './product-comparison.machine';
import type { ProductComparisonEvent } from './product-comparison.types';

export function connectProductComparison(
  snapshot: SnapshotFrom<typeof productComparisonMachine>,
  send: (event: ProductComparisonEvent) => void,
) {
  const { context } = snapshot;
  return {
    tenant: context.tenant,
    isLoading: snapshot.matches('loading'),
    isFailed: snapshot.matches('failed'),
    isEmpty: snapshot.matches('empty'),
    items: snapshot.matches('ready') ? context.items : [],
    limit: COMPARE_LIMIT,
    remove: (sku: string) => send({ type: 'compare.remove', sku }),
    retry: () => send({ type: 'compare.retry' }),
  };
}
