// Mirrors server/migrations/0510_loyalty_points.sql (loyalty_movements). spec §2 myCMRPoints, §7 loyalty subscriber endpoints.
import { index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

export const loyaltyMovements = pgTable(
  'loyalty_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenant: text('tenant').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    points: integer('points').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('loyalty_movements_user_idx').on(t.userId, t.tenant, t.occurredAt)],
);

export type LoyaltyMovementRow = typeof loyaltyMovements.$inferSelect;
