// The orders service for a flow's edge: the my-account and post-sale clients of the tenant.
import { createServiceClient } from '../../services/clients';
import { createOrdersApi, invoiceDownloadHref } from '../../services/orders.api';

export function ordersApiFor(tenantId: string) {
  const myAccount = createServiceClient('myAccount', { tenant: tenantId });
  return {
    api: createOrdersApi({ myAccount, postSale: createServiceClient('postSale', { tenant: tenantId }) }),
    myAccount,
  };
}

/** The invoice PDF link for the tenant (my-account base URL + /v2/invoices/{id}/download). */
export function invoiceHref(tenantId: string, invoiceId: string): string {
  return invoiceDownloadHref(createServiceClient('myAccount', { tenant: tenantId }).baseUrl, invoiceId);
}
