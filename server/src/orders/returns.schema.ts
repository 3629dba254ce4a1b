// Mirrors server/migrations/0430_order_returns.sql (order_returns, order_return_lines): returns and exchanges of delivered
// orders (issue 31 item 5, spec §9).
import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { REFUND_METHODS, RETURN_STATUSES } from '../../../src/contracts/returns.contract';
import { RETURN_KINDS, RETURN_METHODS } from '../../../src/rules/refund-dates';
import { instantColumn, ownerColumn } from '../db/columns';
import { orderLines, orderRequestColumns } from './orders.schema';

export const orderReturns = pgTable('order_returns', {
  ...orderRequestColumns(),
  requestNumber: text('request_number').notNull(),
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
  createdAt: instantColumn('created_at'),
  /** the client's idempotency key (unique per order) */
  requestKey: uuid('request_key'),
});

export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    returnId: ownerColumn('return_id', () => orderReturns.id),
    lineId: ownerColumn('line_id', () => orderLines.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.lineId] })],
);

export type OrderReturnRow = typeof orderReturns.$inferSelect;
