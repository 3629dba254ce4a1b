// Mirrors server/migrations/0400_orders.sql, 0420_refund_account_sealing.sql and 0610_order_quotations.sql (orders,
// order_lines, order_tickets, order_refund_accounts, order_tracking_events, order_invoices). spec §3 Order, Bank refund
// data; §4 order states.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  id: uuid('id').primaryKey().defaultRandom(),
  tenant: text('tenant').notNull(),
  orderNumber: text('order_number').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ORDER_STATUSES }).notNull(),
  /** derived by the database from status (generated column) */
  statusGroup: text('status_group')
    .$type<StatusGroup>()
    .notNull()
    .generatedAlwaysAs(
      sql`CASE WHEN status IN ('delivered', 'closed') THEN 'completed' WHEN status IN ('canceled', 'expired', 'return') THEN 'cancelled' ELSE 'active' END`,
    ),
  placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  currency: text('currency').notNull(),
  paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
  deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull(),
  deliveryPlace: text('delivery_place').notNull(),
  deliveryCost: numeric('delivery_cost', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  subtotal: numeric('subtotal', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  total: numeric('total', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  estimatedDelivery: date('estimated_delivery', { mode: 'string' }),
  /** 0610: the quotation the order came from (myQuotesStoreOrders); one order per quotation */
  quotationId: uuid('quotation_id').references(() => quotations.id, { onDelete: 'set null' }),
});

export const orderTickets = pgTable('order_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenant: text('tenant').notNull(),
  ticketNumber: text('ticket_number').notNull(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  requestedBy: uuid('requested_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  comment: text('comment'),
  status: text('status', { enum: ['open', 'refunded', 'closed'] }).notNull(),
  refundMethod: text('refund_method').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const orderLines = pgTable('order_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  lineNumber: integer('line_number').notNull(),
  sku: text('sku')
    .notNull()
    .references(() => products.sku),
  name: text('name').notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: numeric('unit_price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** issue 31 item 6: account_number and holder_document are sealed at rest; the last four digits kept apart for display */
  accountNumberLast4: text('account_number_last4').notNull().default(''),
});

export const orderTrackingEvents = pgTable('order_tracking_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  lineId: uuid('line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

export const orderInvoices = pgTable('order_invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['invoice', 'receipt'] }).notNull(),
  documentNumber: text('document_number').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
});

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderTicketRow = typeof orderTickets.$inferSelect;
