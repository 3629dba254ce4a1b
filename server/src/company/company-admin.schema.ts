// Mirrors server/migrations/0550_company.sql (collaborator_profiles, purchases). Issue 14, spec §3 Collaborator, §6.
import { index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.schema';
import { users } from '../account/users.schema';

export const collaboratorProfiles = pgTable('collaborator_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  defaultWorkSite: text('default_work_site'),
  invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
});

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenant: text('tenant').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    cartId: uuid('cart_id').notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('purchases_company_idx').on(t.companyId, t.createdAt),
    index('purchases_user_idx').on(t.userId, t.createdAt),
  ],
);

export type PurchaseRow = typeof purchases.$inferSelect;
