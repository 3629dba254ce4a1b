// GET /health: pings the database (GetHealth in health.contract.ts). Not rate limited, so supervisors may poll it.
import type { FastifyInstance } from 'fastify';
import { GetHealth } from '../../../src/contracts/health.contract';
import { pingDatabase } from '../db/database';
import { route } from '../lib/endpoint-route';

export default async function healthRoutes(app: FastifyInstance) {
  route(app, GetHealth, { config: { rateLimit: false } }, async (_input, request, reply) => {
    const database = app.database.kind;
    reply.header('cache-control', 'no-store');
    try {
      await pingDatabase(app.database);
      return { status: 'ok' as const, database };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      reply.code(503);
      return { status: 'unavailable' as const, database };
    }
  });
}
