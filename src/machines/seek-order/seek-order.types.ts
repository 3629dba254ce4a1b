// spec §2/§6 guest order lookup (seekOrder): a number in, the status and estimated delivery out, and a prompt to log in.
import type { SeekOrderResponse } from '../../contracts/orders.contract';
import type { OrderSearchErrorKey } from '../../rules/order-search';
import type { OrderTenant } from '../shared/order-tenant';

export interface SeekOrderContext {
  tenant: OrderTenant;
  value: string;
  error: OrderSearchErrorKey | null;
  result: SeekOrderResponse | null;
  failureCode: string | null;
}

export interface SeekOrderInput {
  tenant: OrderTenant;
}

export type SeekOrderEvent = { type: 'field.change'; value: string } | { type: 'form.submit' };
