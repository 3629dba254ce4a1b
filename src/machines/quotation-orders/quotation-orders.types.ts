// spec §2 myQuotesStoreOrders (issue 15): the user's orders that came from quotations: number, date, store, total, status.
import type { StoreData } from '../list-detail/list-detail.types';
import type { OrderStatus } from '../../rules/order-status';

export interface QuotationOrderData {
  orderNumber: string;
  placedAt: string;
  status: OrderStatus;
  total: number;
  currency: string;
  /** the store of the quotation */
  store: StoreData;
  quotationId: string;
  quotationNumber: string;
}

export interface QuotationOrdersContext {
  orders: QuotationOrderData[];
}

export type QuotationOrdersEvent = { type: 'orders.retry' };
