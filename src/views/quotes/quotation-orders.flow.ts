// Issue 15 (STYLE.md §16): myQuotesStoreOrders' edge: the orders that came from quotations (GET /v1/quotations/orders).
import { defineFlow } from '../../flows/define-flow';
import { quotationOrdersMachine } from '../../machines/quotation-orders/quotation-orders.machine';
import { quotationOrdersFlowSamples } from '../../machines/quotation-orders/quotation-orders.samples';
import { quotesApiFor } from '../lists/lists-env';
import { serviceActor } from '../shared/service-actor';

export const quotationOrdersFlow = defineFlow({
  name: 'quotation-orders',
  description:
    'The orders that came from quotations: number, date, store, total, status, linking to the order (spec §2).',
  machine: quotationOrdersMachine,
  loadView: () => import('./quotation-orders.view').then((m) => m.QuotationOrdersView),
  namespaces: ['quotes', 'orders'],
  samples: quotationOrdersFlowSamples,
  delays: {},
  input: () => undefined,
  implementations: (env) => {
    const api = quotesApiFor(env.clients);
    return {
      actors: { loadOrders: serviceActor(env, (_input, signal) => api.orders(signal)) },
    };
  },
  driver: {
    'orders.retry': (d) => d.click(d.t('quotes:orders.retry')),
  },
  complete: true,
});
