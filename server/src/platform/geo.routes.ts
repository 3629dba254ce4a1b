// spec §7: geography and economic activities under the my-account service. Endpoint objects: src/contracts/geo.contract.ts,
// src/contracts/economic-activity.contract.ts.
import type { FastifyInstance } from 'fastify';
import { GetEconomicActivities } from '../../../src/contracts/economic-activity.contract';
import { GetCommunes, GetGeoAreas, GetSelectedLocations } from '../../../src/contracts/geo.contract';
import { findTenant, getTenant } from '../../../src/tenants/tenants';
import { resolveTenant } from '../../../src/tenants/resolve-tenant';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';

export default async function geoRoutes(app: FastifyInstance) {
  const tenantFromPath = (id: string | undefined) => {
    const tenant = findTenant(id);
    if (!tenant) throw new ApiError(404, 'TENANT_UNKNOWN');
    return tenant;
  };

  // /{tenant}/geo?parentId=
  route(app, GetGeoAreas, {}, async ({ params, query }) => {
    const tenant = tenantFromPath(params.tenant);
    const items = app.geo.children(tenant.country, query.parentId);
    if (!items) throw new ApiError(404, 'NOT_FOUND');
    return { items };
  });

  // /{tenant}/geo/get-selected-locations?state=&city=&municipal=
  route(app, GetSelectedLocations, {}, async ({ params, query }) => {
    const tenant = tenantFromPath(params.tenant);
    const pick = (id: string | undefined) => (id ? app.geo.find(tenant.country, id) : null);
    return { state: pick(query.state), city: pick(query.city), municipal: pick(query.municipal) };
  });

  // /v1/geo/regions/{id}/communa: Chile's communes of a region
  route(app, GetCommunes, {}, async ({ params }) => {
    const items = app.geo.communesOfRegion(params.id!);
    if (!items) throw new ApiError(404, 'NOT_FOUND');
    return { items };
  });

  // location-by-postcode and postcode-by-location: server/src/account/account-geo.routes.ts (issue 12: the postcodes
  // table, src/contracts/postcode.contract.ts)

  // spec §7: GET /v1/economicActivity
  route(app, GetEconomicActivities, {}, async ({ query }, request) => {
    const header = request.headers['x-tenant'];
    const tenant =
      resolveTenant({ query: query.tenant, header: typeof header === 'string' ? header : null }) ?? getTenant('cl');
    return app.economicActivities.forCountry(tenant.country);
  });
}
