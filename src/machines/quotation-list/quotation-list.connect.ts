// Pure props for the quotation lists (quotesInStores, myQuotesStoreOrders).
import type { SnapshotFrom } from 'xstate';
import type { quotationListMachine } from './quotation-list.machine';
import type { QuotationListEvent } from './quotation-list.types';
import type { QuotationSummary } from '../../contracts/quotes.contract';

type Snapshot = SnapshotFrom<typeof quotationListMachine>;
export type QuotationListStep = 'loading' | 'empty' | 'ready' | 'failed';
const STEPS: QuotationListStep[] = ['loading', 'empty', 'ready', 'failed'];

export interface QuotationListApi {
  step: QuotationListStep;
  quotations: QuotationSummary[];
  retry(): void;
}

export function connectQuotationList(snapshot: Snapshot, send: (event: QuotationListEvent) => void): QuotationListApi {
  return {
    step: STEPS.find((s) => snapshot.matches(s)) ?? 'loading',
    quotations: snapshot.context.quotations,
    retry: () => send({ type: 'quotations.retry' }),
  };
}
