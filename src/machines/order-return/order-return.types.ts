// spec §9 (issue 31 item 5) returns and exchanges (orderReturn): choose the lines and how many units -> exchange or return,
// a reason, pickup at home or drop-off at a store -> a summary with the refund method and its expected date -> the request
// number. The server decides the windows, what is left to return and the dates; its refusals are shown.
import type { Store } from '../../contracts/quotes.contract';
import type { OrderReturns, ReturnRequest } from '../../contracts/returns.contract';
import type { ReturnKind, ReturnMethod, ReturnReason } from '../../rules/refund-dates';
import type { OrderTenant } from '../shared/order-tenant';

/** A store a drop-off can go to (GET /s/geo/v1/stores, flattened by the edge: the address includes the city). */
export type ReturnStore = Pick<Store, 'code' | 'name' | 'address'>;

/** What the flow loads: the order's returns view and the tenant's stores. */
export interface OrderReturnLoad {
  returns: OrderReturns;
  stores: ReturnStore[];
}

export type ReturnStepError = 'selectRequired' | 'kindRequired' | 'reasonRequired' | 'methodRequired' | 'storeRequired';

export interface OrderReturnContext {
  tenant: OrderTenant;
  orderNumber: string;
  data: OrderReturnLoad | null;
  /** the chosen lines and how many units of each */
  quantities: Record<string, number>;
  kind: ReturnKind | null;
  reason: ReturnReason | null;
  method: ReturnMethod | null;
  storeCode: string;
  stepError: ReturnStepError | null;
  /** why the server refused (details.reason of a 409, or the field error of a 400) */
  refusal: string | null;
  request: ReturnRequest | null;
  /** sent with every submit of this flow: a retry after a lost answer finds the request already made (server idempotency) */
  requestKey: string;
}

export interface OrderReturnInput {
  tenant: OrderTenant;
  orderNumber: string;
  /** a fresh UUID per flow (the edge makes it) */
  requestKey: string;
}

export interface ReturnSubmission {
  orderNumber: string;
  kind: ReturnKind;
  reason: ReturnReason;
  lines: { lineId: string; quantity: number }[];
  method: ReturnMethod;
  storeCode?: string;
  requestKey: string;
}

export type OrderReturnEvent =
  | { type: 'line.toggle'; lineId: string }
  | { type: 'quantity.change'; lineId: string; quantity: number }
  | { type: 'kind.choose'; kind: ReturnKind }
  | { type: 'reason.choose'; reason: ReturnReason }
  | { type: 'method.choose'; method: ReturnMethod }
  | { type: 'store.choose'; storeCode: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'summary.confirm' }
  | { type: 'form.retry' }
  | { type: 'order.reload' };
