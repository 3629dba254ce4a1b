// spec §2/§4 order list (myOrders, orderHistory): filters by status group, year and creator; search by order number; sort by
// date; pages. The server answers one page at a time (hasMore).
import type { ActorFailure } from '../shared/failure';
import type { OrderListQuery, OrderListResponse } from '../../contracts/orders.contract';
import type { OrderTenant } from '../shared/order-tenant';
import type { OrderSearchErrorKey } from '../../rules/order-search';

export interface OrderListContext {
  tenant: OrderTenant;
  query: OrderListQuery;
  searchText: string;
  searchError: OrderSearchErrorKey | null;
  result: OrderListResponse | null;
  failure: ActorFailure | null;
}

export interface OrderListInput {
  tenant: OrderTenant;
  /** orderHistory opens on the completed group */
  group?: OrderListQuery['group'];
  pageSize?: number;
}

export type OrderListEvent =
  | { type: 'filter.group'; value: string }
  | { type: 'filter.year'; value: string }
  | { type: 'filter.creator'; value: string }
  | { type: 'sort.change'; value: string }
  | { type: 'search.change'; value: string }
  | { type: 'search.submit' }
  | { type: 'page.next' }
  | { type: 'page.prev' }
  | { type: 'list.retry' };
