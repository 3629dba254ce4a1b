// Issue 11: the tickets-and-invoices edge (myTicketsAndInvoices).
import { defineFlow } from '../../flows/define-flow';
import { orderDocumentsMachine } from '../../machines/order-documents/order-documents.machine';
import { orderDocumentsFlowSamples } from '../../machines/order-documents/order-documents.samples';
import { serviceActor } from '../shared/service-actor';
import { ordersActors } from '../orders/orders-api';
import { tenantInput } from '../shared/tenant-input';

export const orderDocumentsFlow = defineFlow({
  name: 'order-documents',
  description: "Tickets and invoices: the account's cancellation tickets and invoice or receipt PDFs.",
  machine: orderDocumentsMachine,
  loadView: () => import('./order-documents.view').then((m) => m.OrderDocumentsView),
  namespaces: ['orders'],
  samples: orderDocumentsFlowSamples,
  delays: {},
  input: tenantInput,
  implementations: ordersActors((api, env) => ({
    loadDocuments: serviceActor(env, (_input, signal) => api.ticketsAndInvoices(signal)),
  })),
  driver: { 'list.retry': (d) => d.click(d.t('orders:documents.retry')) },
  complete: true,
});
