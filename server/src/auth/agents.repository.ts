// Agent repository (spec §6: agents log in through a dedicated login and impersonate customers).
import fp from 'fastify-plugin';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agentImpersonations } from './agent-impersonations.schema';
import { agents, type AgentRow, type NewAgentRow } from './agents.schema';
import { normalizeEmail } from '../account/users.repository';

export interface AgentRepository {
  findById(id: string): Promise<AgentRow | null>;
  findByEmail(tenant: string, email: string): Promise<AgentRow | null>;
  create(input: NewAgentRow): Promise<AgentRow>;
  /** the agent_impersonations record (0300_agents.sql) */
  impersonations: {
    record(input: { tenant: string; agentId: string; userId: string; sessionIdHash: string }): Promise<void>;
    /** Ends the running impersonation of a session, if any. */
    endForSession(sessionIdHash: string): Promise<void>;
  };
}

export function createAgentRepository(app: FastifyInstance): AgentRepository {
  const first = (rows: AgentRow[]) => rows[0] ?? null;
  return {
    async findById(id) {
      return first(await app.db.select().from(agents).where(eq(agents.id, id)).limit(1));
    },
    async findByEmail(tenant, email) {
      return first(
        await app.db
          .select()
          .from(agents)
          .where(and(eq(agents.tenant, tenant), eq(agents.email, normalizeEmail(email))))
          .limit(1),
      );
    },
    async create(input) {
      const now = app.clock.now();
      const [row] = await app.db
        .insert(agents)
        .values({ createdAt: now, updatedAt: now, ...input, email: normalizeEmail(input.email) })
        .returning();
      return row!;
    },
    impersonations: {
      async record(input) {
        await app.db.insert(agentImpersonations).values({ ...input, startedAt: app.clock.now() });
      },
      async endForSession(sessionIdHash) {
        await app.db
          .update(agentImpersonations)
          .set({ endedAt: app.clock.now() })
          .where(and(eq(agentImpersonations.sessionIdHash, sessionIdHash), isNull(agentImpersonations.endedAt)));
      },
    },
  };
}

export default fp(
  async function agentsPlugin(app) {
    app.decorate('agents', createAgentRepository(app));
  },
  { name: 'agents' },
);
