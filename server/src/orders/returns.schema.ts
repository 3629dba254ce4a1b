// Mirrors server/migrations/0430_order_returns.sql (order_returns, order_return_lines): returns and exchanges of delivered
// orders (issue 31 item 5, spec §9).
import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REFUND_METHODS, RETURN_STATUSES } from '../../../src/contracts/returns.contract';
import { RETURN_KINDS, RETURN_METHODS } from '../../../src/rules/refund-dates';
import { orderLines, orders } from './orders.schema';
import { users } from '../account/users.schema';

export const orderReturns = pgTable('order_returns', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenant: text('tenant').notNull(),
  requestNumber: text('request_number').notNull(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  requestedBy: uuid('requested_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: RETURN_KINDS }).notNull(),
  reason: text('reason').notNull(),
  status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
  method: text('method', { enum: RETURN_METHODS }).notNull(),
  storeCode: text('store_code'),
  storeName: text('store_name'),
  refundMethod: text('refund_method', { enum: REFUND_METHODS }),
  refundExpectedDate: date('refund_expected_date', { mode: 'string' }),
  bankDataDeadline: date('bank_data_deadline', { mode: 'string' }),
  voucherValidUntil: date('voucher_valid_until', { mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** the client's idempotency key (unique per order) */
  requestKey: uuid('request_key'),
});

export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.lineId] })],
);

export type OrderReturnRow = typeof orderReturns.$inferSelect;
