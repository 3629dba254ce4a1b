// Pure props for myQuotesStoreOrders.
import type { SnapshotFrom } from 'xstate';
import type { quotationOrdersMachine } from './quotation-orders.machine';
import type { QuotationOrderData, QuotationOrdersEvent } from './quotation-orders.types';

type Snapshot = SnapshotFrom<typeof quotationOrdersMachine>;
export type QuotationOrdersStep = 'loading' | 'empty' | 'ready' | 'failed';
const STEPS: QuotationOrdersStep[] = ['loading', 'empty', 'ready', 'failed'];

export function connectQuotationOrders(snapshot: Snapshot, send: (event: QuotationOrdersEvent) => void) {
  return {
    step: STEPS.find((s) => snapshot.matches(s)) ?? ('loading' as QuotationOrdersStep),
    orders: snapshot.context.orders as readonly QuotationOrderData[],
    retry: () => send({ type: 'orders.retry' }),
  };
}
