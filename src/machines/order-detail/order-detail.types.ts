// spec §2 order detail (orderDetails): the order, its lines and their states, payment and totals, the tracking timeline,
// the invoice link and the way to the cancellation request. An unknown order reads 'No encontramos la URL que buscas.'.
import type { OrderDetail as OrderDetailData, OrderTracking as TrackingData } from '../../contracts/orders.contract';
import type { OrderTenant } from '../shared/order-tenant';

export interface OrderDetailBundle {
  detail: OrderDetailData;
  tracking: TrackingData;
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
