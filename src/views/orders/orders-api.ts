// The orders service for a flow's edge, over the tenant's my-account and post-sale clients (the flow's env.clients).
import { clientsFor, type ServiceClients } from '../../services/clients';
import { createOrdersApi, invoiceDownloadHref } from '../../services/orders.api';
import { actorsOver } from '../shared/service-actor';

export function ordersApiFor(clients: ServiceClients) {
  return { api: createOrdersApi(clients), myAccount: clients.myAccount };
}

/** The invoice PDF link for the tenant (my-account base URL + /v2/invoices/{id}/download). */
export function invoiceHref(tenantId: string, invoiceId: string): string {
  return invoiceDownloadHref(clientsFor(tenantId).myAccount.baseUrl, invoiceId);
}

/** Issue 29: an orders flow's `implementations`: its actors, built over the orders service with the flow's env. */
export const ordersActors = actorsOver((clients) => ordersApiFor(clients).api);
