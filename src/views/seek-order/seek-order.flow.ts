// Issue 11: the guest order lookup's edge (seekOrder).
import { defineFlow } from '../../flows/define-flow';
import { seekOrderMachine } from '../../machines/seek-order/seek-order.machine';
import { seekOrderFlowSamples } from '../../machines/seek-order/seek-order.samples';
import type { SeekResult } from '../../machines/seek-order/seek-order.types';
import { serviceActor } from '../shared/service-actor';
import { ordersApiFor } from '../orders/orders-api';

export const seekOrderFlow = defineFlow({
  name: 'seek-order',
  description: 'Guest order lookup: status and estimated delivery of an order number, then a prompt to log in.',
  machine: seekOrderMachine,
  loadView: () => import('./seek-order.view').then((m) => m.SeekOrderView),
  namespaces: ['orders', 'rules'],
  samples: seekOrderFlowSamples,
  delays: {},
  input: (tenant) => ({ tenant: { id: tenant.id, locale: tenant.locale, currency: tenant.currency } }),
  implementations: (env) => {
    const { api } = ordersApiFor(env.tenant.id);
    return {
      actors: {
        seekOrder: serviceActor<SeekResult, string>(env, (orderNumber, signal) => api.seek(orderNumber, signal)),
      },
    };
  },
  driver: {
    'field.change': (d, e) => d.fill('orderNumber', e.value),
    'form.submit': (d) => d.click(d.t('orders:seek.submit')),
  },
  complete: true,
});
