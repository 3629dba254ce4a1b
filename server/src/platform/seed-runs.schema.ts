// Mirrors server/migrations/0002_seed_runs.sql.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
});
