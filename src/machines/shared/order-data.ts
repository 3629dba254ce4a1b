// The order data the order machines read (issue 11). Plain types, shaped like the answers of src/contracts/orders.contract.ts
// (machines do not import contracts); the flow edges pass the validated answers in.
import type {
  CancelReason,
  LineState,
  OrderStatus,
  PaymentMethod,
  RefundMethod,
  StatusGroup,
} from '../../rules/order-status';

export interface OrderListQuery {
  group?: StatusGroup;
  year?: number;
  createdBy?: string;
  q?: string;
  sort?: 'dateDesc' | 'dateAsc';
  page?: number;
  pageSize?: number;
}

export interface OrderCreator {
  id: string;
  name: string;
}

export interface OrderSummary {
  orderNumber: string;
  status: OrderStatus;
  statusGroup: StatusGroup;
  placedAt: string;
  total: number;
  currency: string;
  estimatedDelivery: string | null;
  itemCount: number;
  createdBy: OrderCreator;
  images: string[];
}

export interface OrderListResponse {
  orders: OrderSummary[];
  page: number;
  pageSize: number;
  hasMore: boolean;
  years: number[];
  creators: OrderCreator[] | null;
}

export interface OrderDetailLine {
  id: string;
  lineNumber: number;
  sku: string;
  name: string;
  quantity: number;
  unitPrice: number;
  image: string;
  state: LineState;
  leftWarehouse: boolean;
  cancellable: boolean;
  ticket: { id: string; ticketNumber: string } | null;
}

export interface OrderDetailData {
  orderNumber: string;
  status: OrderStatus;
  statusGroup: StatusGroup;
  placedAt: string;
  createdBy: OrderCreator;
  paymentMethod: PaymentMethod;
  deliveryMethod: 'homeDelivery' | 'storePickup';
  deliveryPlace: string;
  currency: string;
  subtotal: number;
  deliveryCost: number;
  total: number;
  estimatedDelivery: string | null;
  lines: OrderDetailLine[];
  invoice: { id: string; kind: 'invoice' | 'receipt'; documentNumber: string } | null;
  canCancel: boolean;
}

export interface TrackingData {
  orderNumber: string;
  status: OrderStatus;
  estimatedDelivery: string | null;
  events: { status: string; at: string; lineNumber: number | null; lineName: string | null }[];
}

export interface RefundBankFormData {
  country: string;
  accountTypes: string[];
  accountNumber: { kind: 'clabe' | 'cbu' | 'cci' | 'account'; minLength: number; maxLength: number };
  banks: { code: string; name: string }[];
  holderDocumentTypes: string[];
}

export interface PostSaleOrderData {
  orderNumber: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  currency: string;
  lines: {
    id: string;
    lineNumber: number;
    sku: string;
    name: string;
    quantity: number;
    unitPrice: number;
    image: string;
    state: LineState;
    cancellable: boolean;
    refusal: 'alreadyShipped' | 'notAvailable' | null;
  }[];
  reasons: CancelReason[];
  refund: { method: RefundMethod; needsBankData: boolean };
  bankForm: RefundBankFormData | null;
}

export interface OrderTenant {
  id: string;
  locale: string;
  currency: string;
}
