// Issue 31 item 5: the return-or-exchange flow's edge (orderReturn): the order's returns view and the tenant's stores loaded
// together, and the request sent on the storefront client (x-tenant).
import { defineFlow } from '../../flows/define-flow';
import type { ReturnRequest } from '../../contracts/returns.contract';
import { orderReturnMachine } from '../../machines/order-return/order-return.machine';
import { orderReturnFlowSamples } from '../../machines/order-return/order-return.samples';
import type { OrderReturnLoad, ReturnSubmission } from '../../machines/order-return/order-return.types';
import { createReturnsApi } from '../../services/returns.api';
import { createStoresApi } from '../../services/stores.api';
import { serviceActor } from '../shared/service-actor';
import { tenantFormat } from '../shared/tenant-input';

/** A v4 UUID from getRandomValues (randomUUID needs a secure context; a plain-http deployment has none). */
function newRequestKey(): string {
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const orderReturnFlow = defineFlow({
  name: 'order-return',
  description:
    'Return or exchange of a delivered order: lines and units, exchange or return, reason, pickup or store, refund date, request number.',
  machine: orderReturnMachine,
  loadView: () => import('./order-return.view').then((m) => m.OrderReturnView),
  namespaces: ['returns'],
  samples: orderReturnFlowSamples,
  delays: {},
  input: (tenant) => ({
    tenant: tenantFormat(tenant),
    orderNumber: '9010105000',
    requestKey: newRequestKey(),
  }),
  implementations: (env) => {
    const storefront = env.clients.storefront;
    const returns = createReturnsApi(storefront);
    const stores = createStoresApi(storefront);
    return {
      actors: {
        loadReturn: serviceActor<OrderReturnLoad, string>(env, async (orderNumber, signal) => {
          const [view, list] = await Promise.all([returns.returns(orderNumber, signal), stores.stores(signal)]);
          return {
            returns: view,
            stores: list.zones.flatMap((z) =>
              z.stores.map((s) => ({ code: s.code, name: s.name, address: `${s.address}, ${s.city}` })),
            ),
          };
        }),
        submitReturn: serviceActor<ReturnRequest, ReturnSubmission>(env, ({ orderNumber, ...body }, signal) =>
          returns.create(orderNumber, body, signal),
        ),
      },
    };
  },
  driver: {
    'line.toggle': (d, e) => d.clickSelector(`input[name="line-${e.lineId}"]`),
    'quantity.change': (d, e) => d.select(`quantity-${e.lineId}`, String(e.quantity)),
    'kind.choose': (d, e) => d.clickSelector(`input[name="kind"][value="${e.kind}"]`),
    'reason.choose': (d, e) => d.clickSelector(`input[name="reason"][value="${e.reason}"]`),
    'method.choose': (d, e) => d.clickSelector(`input[name="method"][value="${e.method}"]`),
    'store.choose': (d, e) => d.select('storeCode', e.storeCode),
    'step.next': (d) => d.click(d.t('returns:next')),
    'step.back': (d) => d.click(d.t('returns:back')),
    'summary.confirm': (d) => d.clickSelector('button[data-action="confirm"]'),
    'form.retry': (d) => d.click(d.t('returns:confirm')),
    'order.reload': (d) => d.click(d.t('returns:reload')),
  },
  graphContext: (c) => ({
    eligibility: c.data?.returns.eligibility ?? null,
    quantities: c.quantities,
    kind: c.kind,
    reason: c.reason,
    method: c.method,
    storeCode: c.storeCode,
    stepError: c.stepError,
  }),
  complete: true,
});
