// spec §2 repurchase: a past order's lines (today's price and availability), chosen and put in the cart.
import type { OrderTenant } from '../shared/order-data';

export interface RepurchaseLine {
  sku: string;
  name: string;
  quantity: number;
  unitPrice: number;
  currency: string;
  image: string;
  available: boolean;
}

export interface RepurchaseData {
  orderNumber: string;
  lines: RepurchaseLine[];
}

export interface RepurchaseContext {
  tenant: OrderTenant;
  orderNumber: string;
  data: RepurchaseData | null;
  selected: string[];
  cartCount: number | null;
}

export interface RepurchaseInput {
  tenant: OrderTenant;
  orderNumber: string;
}

export interface AddToCartRequest {
  orderNumber: string;
  lines: { sku: string; quantity: number }[];
}

export type RepurchaseEvent = { type: 'line.toggle'; sku: string } | { type: 'cart.add' } | { type: 'list.retry' };
