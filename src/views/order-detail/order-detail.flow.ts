// Issue 11: the order detail's edge (orderDetails): detail and tracking loaded together.
import { defineFlow } from '../../flows/define-flow';
import { orderDetailMachine } from '../../machines/order-detail/order-detail.machine';
import { orderDetailFlowSamples } from '../../machines/order-detail/order-detail.samples';
import type { OrderDetailBundle } from '../../machines/order-detail/order-detail.types';
import { createReturnsApi } from '../../services/returns.api';
import { serviceActor } from '../shared/service-actor';
import { ordersActors } from '../orders/orders-api';
import { tenantFormat } from '../shared/tenant-input';

export const orderDetailFlow = defineFlow({
  name: 'order-detail',
  description:
    'Order detail: lines and their states, payment, totals, tracking timeline, invoice PDF, the way to cancel and, once delivered, to return or exchange.',
  machine: orderDetailMachine,
  loadView: () => import('./order-detail.view').then((m) => m.OrderDetailView),
  namespaces: ['orders', 'returns'],
  samples: orderDetailFlowSamples,
  delays: {},
  input: (tenant) => ({
    tenant: tenantFormat(tenant),
    orderNumber: '9010103000',
  }),
  implementations: ordersActors((api, env) => {
    // issue 31 item 5: the returns view is on the storefront client (x-tenant)
    const returns = createReturnsApi(env.clients.storefront);
    return {
      loadOrder: serviceActor<OrderDetailBundle, string>(env, async (orderNumber, signal) => {
        const [detail, tracking, returnsView] = await Promise.all([
          api.detail(orderNumber, signal),
          api.tracking(orderNumber, signal),
          returns.returns(orderNumber, signal),
        ]);
        return { detail, tracking, returns: returnsView };
      }),
    };
  }),
  driver: {
    'order.retry': (d) => d.click(d.t('orders:detail.retry')),
  },
  complete: true,
});
