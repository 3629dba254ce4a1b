// Issue 6: tells the front end whether the Flow Explorer (/flows) is on: always in development, in production only with
// FLOW_EXPLORER=1 (app.config.flowExplorer, parsed in server/src/config.ts). GetFlowExplorerConfig in flows.contract.ts.
import type { FastifyInstance } from 'fastify';
import { GetFlowExplorerConfig } from '../../../src/contracts/flows.contract';
import { route } from '../lib/endpoint-route';

export default async function flowsRoutes(app: FastifyInstance) {
  route(app, GetFlowExplorerConfig, {}, async (_input, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return { enabled: app.config.flowExplorer };
  });
}
