// Mirrors server/migrations/0721_checkout_orders.sql (checkout_orders): one order per checkout idempotency key and user.
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.schema';
import { users } from '../account/users.schema';

export const checkoutOrders = pgTable(
  'checkout_orders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.idempotencyKey] })],
);
