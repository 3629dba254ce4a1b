// spec §7: orders (my-account) and post-sale calls (issue 11; src/contracts/orders.contract.ts). Validated answers or typed errors.
import {
  AddOrderToCart,
  DownloadInvoice,
  GetOrder,
  GetOrderTracking,
  GetPostSaleOrder,
  GetRepurchase,
  GetTicket,
  InitiateCancel,
  ListOrders,
  ListTicketsAndInvoices,
  SeekOrder,
  type InitiateCancelBody,
  type OrderListQuery,
} from '../contracts/orders.contract';
import { fillPath, serverPath } from '../contracts/endpoint';
import { callEndpoint, type ServiceClient } from './http';

export function createOrdersApi(clients: { myAccount: ServiceClient; postSale: ServiceClient }) {
  const tenant = clients.myAccount.tenant;
  return {
    list: (query: OrderListQuery, signal?: AbortSignal) =>
      callEndpoint(clients.myAccount, ListOrders, { params: { tenant }, query, signal }),
    detail: (orderNumber: string, signal?: AbortSignal) =>
      callEndpoint(clients.myAccount, GetOrder, { params: { tenant, orderNumber }, signal }),
    tracking: (orderNumber: string, signal?: AbortSignal) =>
      callEndpoint(clients.myAccount, GetOrderTracking, { params: { tenant, orderNumber }, signal }),
    repurchase: (orderNumber: string, signal?: AbortSignal) =>
      callEndpoint(clients.myAccount, GetRepurchase, { params: { tenant }, query: { orderNumber }, signal }),
    addToCart: (orderNumber: string, lines: { sku: string; quantity: number }[], signal?: AbortSignal) =>
      callEndpoint(clients.myAccount, AddOrderToCart, { body: { orderNumber, lines }, signal }),
    ticketsAndInvoices: (signal?: AbortSignal) =>
      callEndpoint(clients.myAccount, ListTicketsAndInvoices, { params: { tenant }, signal }),
    seek: (orderNumber: string, signal?: AbortSignal) =>
      callEndpoint(clients.myAccount, SeekOrder, { params: { tenant }, body: { orderNumber }, signal }),
    cancellation: (orderNumber: string, signal?: AbortSignal) =>
      callEndpoint(clients.postSale, GetPostSaleOrder, { params: { id: orderNumber }, signal }),
    initiateCancel: (orderNumber: string, body: InitiateCancelBody, signal?: AbortSignal) =>
      callEndpoint(clients.postSale, InitiateCancel, { params: { id: orderNumber }, body, signal }),
    ticket: (id: string, signal?: AbortSignal) => callEndpoint(clients.postSale, GetTicket, { params: { id }, signal }),
  };
}
export type OrdersApi = ReturnType<typeof createOrdersApi>;

/** The invoice PDF's address, for a plain link (the browser downloads it with the session cookie). */
export function invoiceDownloadHref(baseUrl: string, invoiceId: string): string {
  return `${baseUrl.replace(/\/$/, '')}${fillPath(DownloadInvoice.path, { id: invoiceId })}`;
}

/** Our server's prefix for the my-account service (same origin by default). */
export const MY_ACCOUNT_PREFIX = serverPath({ service: 'myAccount', path: '' });
