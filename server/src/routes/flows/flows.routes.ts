// Issue 6: tells the front end whether the Flow Explorer (/flows) is on: always in development, in production only with
// FLOW_EXPLORER=1. GET /api/flows/v1/config -> { enabled }.
// The flag should move into AppConfig (server/src/config.ts, parsed in main.ts); until then this route reads it once here.
import type { FastifyInstance } from 'fastify';

export const autoPrefix = '/api/flows';

export function flowExplorerEnabled(production: boolean, flag: string | undefined): boolean {
  return !production || flag === '1';
}

export default async function flowsRoutes(app: FastifyInstance) {
  const enabled = flowExplorerEnabled(app.config.production, process.env.FLOW_EXPLORER);
  app.get('/v1/config', async (_request, reply) => reply.header('cache-control', 'no-store').send({ enabled }));
}
