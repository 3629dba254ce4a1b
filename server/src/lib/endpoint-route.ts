// STYLE.md §19: a Fastify route registered from one endpoint object of src/contracts. The URL is the service prefix plus the
// spec path (registered in full, so a route file using it has no autoPrefix); the body and query are validated with the
// endpoint's structs (400 VALIDATION_ERROR, unknown fields rejected) before the handler runs, and the handler's answer is
// typed by the endpoint's response struct.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { serverPath, type BodyOf, type Endpoint, type QueryOf, type ResponseOf } from '../../../src/contracts/endpoint';
import { validateValue } from './validate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the endpoint object a route was registered from (route() below); the route-coverage test reads it */
    endpoint?: Endpoint;
  }
}

export interface EndpointInput<E extends Endpoint> {
  body: BodyOf<E>;
  query: QueryOf<E>;
  /** path parameters, as strings (`:id` -> params.id) */
  params: Record<string, string>;
}

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<ResponseOf<E> | FastifyReply>;

/**
 * Registers `endpoint` on `app`: `route(app, CancelOrder, { preHandler: app.authenticate }, async ({ body, params }) => ...)`.
 * Set a status other than 200 with `reply.code(201)` and still return the typed answer. TypeScript does not carry the
 * response type into the literals of an inline handler (route() is generic): write `{ ok: true as const }`, or declare a
 * shared handler as `EndpointHandler<typeof X>` (one handler for several endpoints: see auth/auth.routes.ts).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: Pick<RouteShorthandOptions, 'preHandler' | 'config' | 'bodyLimit'>,
  handler: EndpointHandler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: serverPath(endpoint),
    ...options,
    config: { ...options.config, endpoint },
    handler: async (request, reply) => {
      const input = {
        body: (endpoint.body ? validateValue(request.body ?? {}, endpoint.body) : undefined) as BodyOf<E>,
        query: (endpoint.query ? validateValue(request.query ?? {}, endpoint.query) : undefined) as QueryOf<E>,
        params: (request.params ?? {}) as Record<string, string>,
      };
      return handler(input, request, reply);
    },
  });
}
