// Pure props for myQuotesStoreOrders.
import type { SnapshotFrom } from 'xstate';
import type { quotationOrdersMachine } from './quotation-orders.machine';
import type { QuotationOrdersEvent } from './quotation-orders.types';
import type { QuotationOrder } from '../../contracts/quotes.contract';

type Snapshot = SnapshotFrom<typeof quotationOrdersMachine>;
export type QuotationOrdersStep = 'loading' | 'empty' | 'ready' | 'failed';
const STEPS: QuotationOrdersStep[] = ['loading', 'empty', 'ready', 'failed'];

export function connectQuotationOrders(snapshot: Snapshot, send: (event: QuotationOrdersEvent) => void) {
  return {
    step: STEPS.find((s) => snapshot.matches(s)) ?? ('loading' as QuotationOrdersStep),
    orders: snapshot.context.orders as readonly QuotationOrder[],
    retry: () => send({ type: 'orders.retry' }),
  };
}
