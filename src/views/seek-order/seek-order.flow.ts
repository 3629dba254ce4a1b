// Issue 11: the guest order lookup's edge (seekOrder).
import { defineFlow } from '../../flows/define-flow';
import { seekOrderMachine } from '../../machines/seek-order/seek-order.machine';
import { seekOrderFlowSamples } from '../../machines/seek-order/seek-order.samples';
import { serviceActor } from '../shared/service-actor';
import { ordersActors } from '../orders/orders-api';
import type { SeekOrderResponse } from '../../contracts/orders.contract';
import { tenantInput } from '../shared/tenant-input';

export const seekOrderFlow = defineFlow({
  name: 'seek-order',
  description: 'Guest order lookup: status and estimated delivery of an order number, then a prompt to log in.',
  machine: seekOrderMachine,
  loadView: () => import('./seek-order.view').then((m) => m.SeekOrderView),
  namespaces: ['orders', 'rules'],
  samples: seekOrderFlowSamples,
  delays: {},
  input: tenantInput,
  implementations: ordersActors((api, env) => ({
    seekOrder: serviceActor<SeekOrderResponse, string>(env, (orderNumber, signal) => api.seek(orderNumber, signal)),
  })),
  driver: {
    'field.change': (d, e) => d.fill('orderNumber', e.value),
    'form.submit': (d) => d.click(d.t('orders:seek.submit')),
  },
  complete: true,
});
