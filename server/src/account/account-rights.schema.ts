// Mirrors server/migrations/0520_account_rights.sql: the step-up grant on a session and the audit of closed accounts
// (issue 31 items 2-3). The two new code purposes live in OTP_PURPOSES (./auth.ts).
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES } from './users.schema';
import { sessions } from '../auth/sessions.schema';

export const sessionStepUps = pgTable('session_step_ups', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.idHash, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** No personal data: `reference` is an HMAC of the user id (not reversible). */
export const accountClosures = pgTable('account_closures', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenant: text('tenant').notNull(),
  reference: text('reference').notNull().unique(),
  accountKind: text('account_kind', { enum: ACCOUNT_TYPES }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
});
export type AccountClosureRow = typeof accountClosures.$inferSelect;
