// spec §2 myQuotesStoreOrders (issue 15): the user's orders that came from quotations: number, date, store, total, status.
import type { QuotationOrder } from '../../contracts/quotes.contract';

export interface QuotationOrdersContext {
  orders: QuotationOrder[];
}

export type QuotationOrdersEvent = { type: 'orders.retry' };
