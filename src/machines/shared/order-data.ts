// The order data the order machines read (issue 11): the answers of src/contracts/orders.contract.ts, declared there once
// (issue 29); the flow edges pass the validated answers in. The local names stay so that machines read as before.
import type {
  OrderDetail,
  OrderLine,
  OrderTracking,
  PostSaleOrder,
  RefundBankForm,
} from '../../contracts/orders.contract';

export type { OrderCreator, OrderListQuery, OrderListResponse, OrderSummary } from '../../contracts/orders.contract';

export type OrderDetailLine = OrderLine;
export type OrderDetailData = OrderDetail;
export type TrackingData = OrderTracking;
export type RefundBankFormData = RefundBankForm;
export type PostSaleOrderData = PostSaleOrder;

export interface OrderTenant {
  id: string;
  locale: string;
  currency: string;
}
