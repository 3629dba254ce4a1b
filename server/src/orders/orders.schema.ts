// Mirrors server/migrations/0400_orders.sql, 0420_refund_account_sealing.sql and 0610_order_quotations.sql (orders,
// order_lines, order_tickets, order_refund_accounts, order_tracking_events, order_invoices). spec §3 Order, Bank refund
// data; §4 order states.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, instantColumn, moneyColumn, ownerColumn, tenantColumn } from '../db/columns';
import {
  ORDER_STATUSES,
  LINE_STATES,
  PAYMENT_METHODS,
  DELIVERY_METHODS,
  type StatusGroup,
} from '../../../src/rules/order-status';
import { companies } from '../company/companies.schema';
import { products } from '../storefront/catalogue.schema';
import { quotations } from '../quotes-lists/quotations.schema';
import { users } from '../account/users.schema';

export const orders = pgTable('orders', {
  id: idColumn(),
  tenant: tenantColumn(),
  orderNumber: text('order_number').notNull(),
  userId: ownerColumn('user_id', () => users.id),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ORDER_STATUSES }).notNull(),
  /** derived by the database from status (generated column) */
  statusGroup: text('status_group')
    .$type<StatusGroup>()
    .notNull()
    .generatedAlwaysAs(
      sql`CASE WHEN status IN ('delivered', 'closed') THEN 'completed' WHEN status IN ('canceled', 'expired', 'return') THEN 'cancelled' ELSE 'active' END`,
    ),
  placedAt: instantColumn('placed_at'),
  updatedAt: instantColumn('updated_at'),
  currency: text('currency').notNull(),
  paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
  deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull(),
  deliveryPlace: text('delivery_place').notNull(),
  deliveryCost: moneyColumn('delivery_cost'),
  subtotal: moneyColumn('subtotal'),
  total: moneyColumn('total'),
  estimatedDelivery: date('estimated_delivery', { mode: 'string' }),
  /** 0610: the quotation the order came from (myQuotesStoreOrders); one order per quotation */
  quotationId: uuid('quotation_id').references(() => quotations.id, { onDelete: 'set null' }),
});

/**
 * issue 29: a cancellation ticket (order_tickets) and a return request (order_returns) are both an account's numbered
 * request on one order: these columns are theirs alike.
 */
export const orderRequestColumns = () => ({
  id: idColumn(),
  tenant: tenantColumn(),
  orderId: ownerColumn('order_id', () => orders.id),
  requestedBy: ownerColumn('requested_by', () => users.id),
});

export const orderTickets = pgTable('order_tickets', {
  ...orderRequestColumns(),
  ticketNumber: text('ticket_number').notNull(),
  reason: text('reason').notNull(),
  comment: text('comment'),
  status: text('status', { enum: ['open', 'refunded', 'closed'] }).notNull(),
  refundMethod: text('refund_method').notNull(),
  createdAt: instantColumn('created_at'),
});

export const orderLines = pgTable('order_lines', {
  id: idColumn(),
  orderId: ownerColumn('order_id', () => orders.id),
  lineNumber: integer('line_number').notNull(),
  sku: text('sku')
    .notNull()
    .references(() => products.sku),
  name: text('name').notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: moneyColumn('unit_price'),
  state: text('state', { enum: LINE_STATES }).notNull(),
  leftWarehouse: boolean('left_warehouse').notNull().default(false),
  ticketId: uuid('ticket_id').references(() => orderTickets.id, { onDelete: 'set null' }),
});

export const orderRefundAccounts = pgTable('order_refund_accounts', {
  ticketId: uuid('ticket_id')
    .primaryKey()
    .references(() => orderTickets.id, { onDelete: 'cascade' }),
  country: text('country').notNull(),
  bankCode: text('bank_code'),
  bankName: text('bank_name').notNull(),
  accountType: text('account_type').notNull(),
  accountNumber: text('account_number').notNull(),
  holderName: text('holder_name').notNull(),
  holderDocumentType: text('holder_document_type').notNull(),
  holderDocument: text('holder_document').notNull(),
  createdAt: instantColumn('created_at'),
  /** issue 31 item 6: account_number and holder_document are sealed at rest; the last four digits kept apart for display */
  accountNumberLast4: text('account_number_last4').notNull().default(''),
});

export const orderTrackingEvents = pgTable('order_tracking_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  orderId: ownerColumn('order_id', () => orders.id),
  lineId: uuid('line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  at: instantColumn('at'),
});

export const orderInvoices = pgTable('order_invoices', {
  id: idColumn(),
  orderId: ownerColumn('order_id', () => orders.id),
  kind: text('kind', { enum: ['invoice', 'receipt'] }).notNull(),
  documentNumber: text('document_number').notNull(),
  issuedAt: instantColumn('issued_at'),
});

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderTicketRow = typeof orderTickets.$inferSelect;
