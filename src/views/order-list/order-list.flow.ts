// Issue 11: the order list's edge (myOrders, orderHistory).
import { defineFlow } from '../../flows/define-flow';
import type { OrderListQuery, OrderListResponse } from '../../contracts/orders.contract';
import { orderListMachine } from '../../machines/order-list/order-list.machine';
import { orderListFlowSamples } from '../../machines/order-list/order-list.samples';
import { serviceActor } from '../shared/service-actor';
import { ordersActors } from '../orders/orders-api';
import { tenantInput } from '../shared/tenant-input';

export const orderListFlow = defineFlow({
  name: 'order-list',
  description: 'Order list: status group, year and creator filters, search by order number, sort by date, pages.',
  machine: orderListMachine,
  loadView: () => import('./order-list.view').then((m) => m.OrderListView),
  namespaces: ['orders', 'rules'],
  samples: orderListFlowSamples,
  delays: {},
  input: tenantInput,
  implementations: ordersActors((api, env) => ({
    loadOrders: serviceActor<OrderListResponse, OrderListQuery>(env, (query, signal) => api.list(query, signal)),
  })),
  driver: {
    'filter.group': (d, e) => d.select('group', e.value),
    'filter.year': (d, e) => d.select('year', e.value),
    'filter.creator': (d, e) => d.select('creator', e.value),
    'sort.change': (d, e) => d.select('sort', e.value),
    'search.change': (d, e) => d.fill('search', e.value),
    'search.submit': (d) => d.click(d.t('orders:list.searchSubmit')),
    'page.next': (d) => d.click(d.t('orders:list.next')),
    'page.prev': (d) => d.click(d.t('orders:list.prev')),
    'list.retry': (d) => d.click(d.t('orders:list.retry')),
  },
  graphContext: (c) => ({
    page: (c.query.page ?? 1) > 1,
    hasMore: c.result?.hasMore ?? null,
    searchText: c.searchText,
    searchError: c.searchError,
  }),
  complete: true,
});
