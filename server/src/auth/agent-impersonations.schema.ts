// Mirrors server/migrations/0300_agents.sql (agent_impersonations). spec §6: every impersonation is recorded.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents.schema';
import { users } from '../account/users.schema';

export const agentImpersonations = pgTable(
  'agent_impersonations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenant: text('tenant').notNull(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** hash of the impersonation's session id (sessions.id_hash), never the raw id */
    sessionIdHash: text('session_id_hash').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('agent_impersonations_agent_idx').on(t.agentId, t.startedAt.desc()),
    index('agent_impersonations_user_idx').on(t.userId, t.startedAt.desc()),
    index('agent_impersonations_session_idx').on(t.sessionIdHash),
  ],
);

export type AgentImpersonationRow = typeof agentImpersonations.$inferSelect;
