// spec §2 myTicketsAndInvoices: the account's cancellation tickets and its invoices or receipts (PDF links).
import type { OrderTenant } from '../shared/order-tenant';

export interface OrderDocuments {
  tickets: {
    id: string;
    ticketNumber: string;
    orderNumber: string;
    status: 'open' | 'refunded' | 'closed';
    createdAt: string;
    itemCount: number;
  }[];
  invoices: {
    id: string;
    kind: 'invoice' | 'receipt';
    documentNumber: string;
    orderNumber: string;
    issuedAt: string;
    total: number;
    currency: string;
  }[];
}

export interface OrderDocumentsContext {
  tenant: OrderTenant;
  data: OrderDocuments | null;
}

export interface OrderDocumentsInput {
  tenant: OrderTenant;
}

export type OrderDocumentsEvent = { type: 'list.retry' };
