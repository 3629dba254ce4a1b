// Mirrors server/migrations/0501_account_preferences.sql. spec §3 profile input ids brandNewsLetter, receiveEmail.
import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const accountPreferences = pgTable('account_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  brandNewsletter: boolean('brand_newsletter').notNull().default(false),
  receiveEmail: boolean('receive_email').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
