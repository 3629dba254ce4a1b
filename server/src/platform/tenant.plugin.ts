// spec §7: the tenant of a request comes from the path (a `:tenant` route parameter), then `?tenant=`, then `x-tenant`
// (src/tenants/resolve-tenant.ts). request.tenant is the resolved config; request.tenantRaw what the caller named, if anything.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { resolveTenant, TENANT_HEADER, TENANT_QUERY } from '../../../src/tenants/resolve-tenant';
import type { TenantConfig } from '../../../src/tenants/tenant.types';
import { ApiError } from '../lib/api-error';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const field = (record: unknown, key: string): unknown =>
  record && typeof record === 'object' ? (record as Record<string, unknown>)[key] : undefined;

export function tenantSources(request: FastifyRequest) {
  return {
    pathSegment: text(field(request.params, 'tenant')),
    query: text(field(request.query, TENANT_QUERY)),
    header: text(request.headers[TENANT_HEADER]),
  };
}

/** The tenant the request names, or throws 400 TENANT_UNKNOWN when it names none or an unknown one. */
export function requireTenant(request: FastifyRequest): TenantConfig {
  if (!request.tenant) throw new ApiError(400, 'TENANT_UNKNOWN');
  return request.tenant;
}

export default fp(
  async function tenantPlugin(app) {
    app.decorateRequest('tenant', null);
    app.decorateRequest('tenantRaw', null);
    // onRequest: the route is matched (params and query are known) and it runs before any hook that authenticates,
    // whether a route uses app.authenticate as onRequest, preValidation or preHandler.
    app.addHook('onRequest', async (request) => {
      const sources = tenantSources(request);
      request.tenantRaw = sources.pathSegment ?? sources.query ?? sources.header;
      request.tenant = resolveTenant(sources) ?? null;
    });
    app.decorate('requireTenant', async (request: FastifyRequest) => {
      requireTenant(request);
    });
  },
  { name: 'tenant' },
);
