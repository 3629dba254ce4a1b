// Mirrors server/migrations/0501_account_preferences.sql and 0502_profile_data_treatment.sql. spec §3 profile input ids brandNewsLetter, receiveEmail.
import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

export const accountPreferences = pgTable('account_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  brandNewsletter: boolean('brand_newsletter').notNull().default(false),
  receiveEmail: boolean('receive_email').notNull().default(false),
  personalDataTreatment: boolean('personal_data_treatment').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
