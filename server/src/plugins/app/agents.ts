// Agent repository (spec §6: agents log in through a dedicated login and impersonate customers).
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agents, type AgentRow, type NewAgentRow } from '../../db/schema/agents';
import { normalizeEmail } from './users';

export interface AgentRepository {
  findById(id: string): Promise<AgentRow | null>;
  findByEmail(tenant: string, email: string): Promise<AgentRow | null>;
  create(input: NewAgentRow): Promise<AgentRow>;
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
  };
}

export default fp(
  async function agentsPlugin(app) {
    app.decorate('agents', createAgentRepository(app));
  },
  { name: 'agents' },
);
