// Issue 11: the cancellation-to-refund-form flow's edge (myOrdersCancellation).
import { defineFlow } from '../../flows/define-flow';
import { orderCancellationMachine } from '../../machines/order-cancellation/order-cancellation.machine';
import { orderCancellationFlowSamples } from '../../machines/order-cancellation/order-cancellation.samples';
import type { CancelRequest } from '../../machines/order-cancellation/order-cancellation.types';
import type { PostSaleOrder } from '../../contracts/orders.contract';
import { serviceActor } from '../shared/service-actor';
import { ordersActors } from '../orders/orders-api';
import { tenantFormat } from '../shared/tenant-input';

const SELECTS = new Set(['bankCode', 'accountType', 'holderDocumentType']);

export const orderCancellationFlow = defineFlow({
  name: 'order-cancellation',
  description:
    'Cancellation: select products, reason, summary with the refund timing, refund bank form when needed, ticket number.',
  machine: orderCancellationMachine,
  loadView: () => import('./order-cancellation.view').then((m) => m.OrderCancellationView),
  namespaces: ['orders'],
  samples: orderCancellationFlowSamples,
  delays: {},
  input: (tenant) => ({
    tenant: tenantFormat(tenant),
    orderNumber: '9010103000',
  }),
  implementations: ordersActors((api, env) => ({
    loadCancellation: serviceActor<PostSaleOrder, string>(env, (orderNumber, signal) =>
      api.cancellation(orderNumber, signal),
    ),
    submitCancellation: serviceActor<{ ticketId: string; ticketNumber: string }, CancelRequest>(
      env,
      ({ orderNumber, ...body }, signal) => api.initiateCancel(orderNumber, body, signal),
    ),
  })),
  driver: {
    'line.toggle': (d, e) => d.clickSelector(`input[name="line-${e.lineId}"]`),
    'reason.choose': (d, e) => d.clickSelector(`input[name="reason"][value="${e.reason}"]`),
    'step.next': (d) => d.click(d.t('orders:cancel.next')),
    'step.back': (d) => d.click(d.t('orders:cancel.back')),
    'summary.confirm': (d) => d.clickSelector('button[data-action="confirm"]'),
    'field.change': (d, e) => (SELECTS.has(e.field) ? d.select(e.field, e.value) : d.fill(e.field, e.value)),
    'form.submit': (d) => d.click(d.t('orders:refund.submit')),
    'form.retry': (d) => d.click(d.t('orders:cancel.confirm')),
    'order.reload': (d) => d.click(d.t('orders:cancel.reload')),
  },
  graphContext: (c) => ({
    order: c.order?.paymentMethod ?? null,
    cancellable: c.order?.lines.some((l) => l.cancellable) ?? null,
    selected: c.selected.length,
    reason: c.reason,
    bankFilled: Object.values(c.bank).filter(Boolean).length,
    errors: Object.keys(c.errors).length > 0,
    stepError: c.stepError,
  }),
  complete: true,
});
