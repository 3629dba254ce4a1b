// Issue 6: tells the front end whether the Flow Explorer (/flows) is on: always in development, in production only with
// FLOW_EXPLORER=1 (app.config.flowExplorer, parsed in server/src/config.ts). GET /api/flows/v1/config -> { enabled }.
import type { FastifyInstance } from 'fastify';

export const autoPrefix = '/api/flows';

export default async function flowsRoutes(app: FastifyInstance) {
  app.get('/v1/config', async (_request, reply) => reply.header('cache-control', 'no-store').send({ enabled: app.config.flowExplorer }));
}
