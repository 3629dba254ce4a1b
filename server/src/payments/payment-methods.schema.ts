// Mirrors server/migrations/0450_payment_methods.sql (payment_methods). spec §3 Saved payment card, issue 13.
import { boolean, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { CARD_TYPES } from '../../../src/rules/payment-method';
import { users } from '../account/users.schema';

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenant: text('tenant').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    psp: text('psp').notNull(),
    token: text('token').notNull(),
    cardType: text('card_type', { enum: CARD_TYPES }).notNull(),
    gatewayKind: text('gateway_kind').notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    holderName: text('holder_name').notNull(),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    favourite: boolean('favourite').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('payment_methods_token_key').on(t.psp, t.token),
    index('payment_methods_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payment_methods_one_favourite')
      .on(t.userId)
      .where(sql`favourite`),
  ],
);

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
