// Mirrors server/migrations/0535_economic_activities.sql (issue 32 item 2): lists an operator imported (SII, SCIAN).
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const economicActivities = pgTable(
  'economic_activities',
  {
    country: text('country').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.code] })],
);
