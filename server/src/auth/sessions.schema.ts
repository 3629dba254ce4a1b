// Mirrors server/migrations/0001_core.sql (sessions). Only the SHA-256 of the opaque session id is stored.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents.schema';
import { users } from '../account/users.schema';

export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    tenant: text('tenant').notNull(),
    channel: text('channel', { enum: ['WEB', 'MOBILE'] }).notNull(),
    /** NULL: a guest session (session/create without login) */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** set for an agent's session; with userId it is an impersonation (spec §6) */
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** absolute expiry: createdAt + absolute timeout */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx')
      .on(t.userId)
      .where(sql`revoked_at IS NULL`),
    index('sessions_agent_idx')
      .on(t.agentId)
      .where(sql`revoked_at IS NULL`),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
