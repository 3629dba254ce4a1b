// spec §2 order detail (orderDetails): the order, its lines and their states, payment and totals, the tracking timeline,
// the invoice link, the way to the cancellation request and, once delivered, to a return or exchange (issue 31 item 5). An unknown order reads 'No encontramos la URL que buscas.'.
import type { OrderDetail as OrderDetailData, OrderTracking as TrackingData } from '../../contracts/orders.contract';
import type { OrderReturns } from '../../contracts/returns.contract';
import type { OrderTenant } from '../shared/order-tenant';

export interface OrderDetailBundle {
  detail: OrderDetailData;
  tracking: TrackingData;
  /** issue 31 item 5 (spec §9): the exchange and return windows, what is left to return and the requests made */
  returns: OrderReturns;
}

export interface OrderDetailContext {
  tenant: OrderTenant;
  orderNumber: string;
  data: OrderDetailBundle | null;
  failure: { code: string; status?: number } | null;
}

export interface OrderDetailInput {
  tenant: OrderTenant;
  orderNumber: string;
}

export type OrderDetailEvent = { type: 'order.retry' };
