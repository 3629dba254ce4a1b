// GET /health: pings the database (health.contract.ts). Not rate limited, so supervisors may poll it.
import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '../../../../src/contracts/health.contract';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { rateLimit: false } }, async (request, reply) => {
    const database = app.database.kind;
    try {
      await app.database.sql.query('SELECT 1 AS ok');
      const body: HealthResponse = { status: 'ok', database };
      return reply.header('cache-control', 'no-store').send(body);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      const body: HealthResponse = { status: 'unavailable', database };
      return reply.code(503).header('cache-control', 'no-store').send(body);
    }
  });
}
