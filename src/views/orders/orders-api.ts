// The orders service for a flow's edge, over the tenant's my-account and post-sale clients (the flow's env.clients).
import { clientsFor, type ServiceClients } from '../../services/clients';
import { createOrdersApi, invoiceDownloadHref } from '../../services/orders.api';

export function ordersApiFor(clients: ServiceClients) {
  return { api: createOrdersApi(clients), myAccount: clients.myAccount };
}

/** The invoice PDF link for the tenant (my-account base URL + /v2/invoices/{id}/download). */
export function invoiceHref(tenantId: string, invoiceId: string): string {
  return invoiceDownloadHref(clientsFor(tenantId).myAccount.baseUrl, invoiceId);
}
