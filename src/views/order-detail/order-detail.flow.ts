// Issue 11: the order detail's edge (orderDetails): detail and tracking loaded together.
import { defineFlow } from '../../flows/define-flow';
import { orderDetailMachine } from '../../machines/order-detail/order-detail.machine';
import { orderDetailFlowSamples } from '../../machines/order-detail/order-detail.samples';
import type { OrderDetailBundle } from '../../machines/order-detail/order-detail.types';
import { createReturnsApi } from '../../services/returns.api';
import { serviceActor } from '../shared/service-actor';
import { ordersApiFor } from '../orders/orders-api';

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
    tenant: { id: tenant.id, locale: tenant.locale, currency: tenant.currency },
    orderNumber: '9010103000',
  }),
  implementations: (env) => {
    const { api } = ordersApiFor(env.clients);
    // issue 31 item 5: the returns view is on the storefront client (x-tenant)
    const returns = createReturnsApi(env.clients.storefront);
    return {
      actors: {
        loadOrder: serviceActor<OrderDetailBundle, string>(env, async (orderNumber, signal) => {
          const [detail, tracking, returnsView] = await Promise.all([
            api.detail(orderNumber, signal),
            api.tracking(orderNumber, signal),
            returns.returns(orderNumber, signal),
          ]);
          return { detail, tracking, returns: returnsView };
        }),
      },
    };
  },
  driver: {
    'order.retry': (d) => d.click(d.t('orders:detail.retry')),
  },
  complete: true,
});
