// spec §2 repurchase: a past order's lines (today's price and availability), chosen and put in the cart.
import type { RepurchaseResponse } from '../../contracts/orders.contract';
import type { OrderTenant } from '../shared/order-tenant';

export interface RepurchaseContext {
  tenant: OrderTenant;
  orderNumber: string;
  /** spec §6: false for a quoter, who is told why instead of offered the cart */
  canPurchase: boolean;
  data: RepurchaseResponse | null;
  selected: string[];
  /** after adding (issue 30): the units this call added, and the cart's own count apart */
  addedUnits: number | null;
  cartCount: number | null;
}

export interface RepurchaseInput {
  tenant: OrderTenant;
  orderNumber: string;
  /** spec §6: false for a quoter (default true; the server refuses a quoter anyway) */
  canPurchase?: boolean;
}

/** What putting lines in the cart answered: the units added and the cart's count. */
export interface CartAdded {
  addedUnits: number;
  cartCount: number;
}

export interface AddToCartRequest {
  orderNumber: string;
  lines: { sku: string; quantity: number }[];
}

export type RepurchaseEvent = { type: 'line.toggle'; sku: string } | { type: 'cart.add' } | { type: 'list.retry' };
