// Sample events of orderListMachine (pure data), for the tests and the flow tooling.
import type { OrderListResponse, OrderSummary } from '../../contracts/orders.contract';
import type { OrderListEvent } from './order-list.types';

export const sampleOrder = (orderNumber: string, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  orderNumber,
  status: 'preparing',
  statusGroup: 'active',
  placedAt: '2026-03-01T10:00:00.000Z',
  total: 53960,
  currency: 'CLP',
  estimatedDelivery: '2026-03-06',
  itemCount: 3,
  createdBy: { id: 'u1', name: 'Camila Rojas' },
  images: ['/images/cl/HM-1001'],
  ...overrides,
});

export const orderListPage = (
  hasMore: boolean,
  orders = [sampleOrder('9010103000')],
  creators: OrderListResponse['creators'] = null,
): OrderListResponse => ({
  orders,
  page: 1,
  pageSize: 10,
  hasMore,
  years: [2026, 2025],
  creators,
});

export const orderListSampleEvents: OrderListEvent[] = [
  { type: 'filter.group', value: 'completed' },
  { type: 'filter.year', value: '2025' },
  { type: 'filter.creator', value: 'u1' },
  { type: 'sort.change', value: 'dateAsc' },
  { type: 'search.change', value: '12a' },
  { type: 'search.change', value: '901' },
  { type: 'search.submit' },
  { type: 'page.next' },
  { type: 'page.prev' },
  { type: 'list.retry' },
];

export const orderListFlowSamples = {
  common: [
    ...orderListSampleEvents,
    {
      type: 'xstate.done.actor.loadOrders',
      output: orderListPage(true, undefined, [{ id: 'u1', name: 'Camila Rojas' }]),
    },
    { type: 'xstate.done.actor.loadOrders', output: orderListPage(false, [], [{ id: 'u1', name: 'Camila Rojas' }]) },
    { type: 'xstate.error.actor.loadOrders', error: { code: 'GENERIC_ERROR', status: 503 } },
  ],
} as const;
