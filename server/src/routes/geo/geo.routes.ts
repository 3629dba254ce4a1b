// spec §7: geography and economic activities under the my-account service.
import type { FastifyInstance } from 'fastify';
import { object, optional, string } from 'superstruct';
import { SERVICE_PREFIXES } from '../../../../src/contracts/services';
import { ECONOMIC_ACTIVITY_PATH } from '../../../../src/contracts/economic-activity.contract';
import { GeoQuery, SelectedLocationsQuery, type GeoResponse, type SelectedLocationsResponse } from '../../../../src/contracts/geo.contract';
import { findTenant, getTenant } from '../../../../src/tenants/tenants';
import { resolveTenant } from '../../../../src/tenants/resolve-tenant';
import { ApiError } from '../../lib/api-error';
import { parseQuery } from '../../lib/validate';

const prefix = SERVICE_PREFIXES.myAccount;

export default async function geoRoutes(app: FastifyInstance) {
  const tenantFromPath = (id: string) => {
    const tenant = findTenant(id);
    if (!tenant) throw new ApiError(404, 'TENANT_UNKNOWN');
    return tenant;
  };

  // /{tenant}/geo?parentId=
  app.get<{ Params: { tenant: string } }>(`${prefix}/:tenant/geo`, async (request) => {
    const tenant = tenantFromPath(request.params.tenant);
    const { parentId } = parseQuery(request, GeoQuery);
    const items = app.geo.children(tenant.country, parentId);
    if (!items) throw new ApiError(404, 'NOT_FOUND');
    const answer: GeoResponse = { items };
    return answer;
  });

  // /{tenant}/geo/get-selected-locations?state=&city=&municipal=
  app.get<{ Params: { tenant: string } }>(`${prefix}/:tenant/geo/get-selected-locations`, async (request) => {
    const tenant = tenantFromPath(request.params.tenant);
    const query = parseQuery(request, SelectedLocationsQuery);
    const pick = (id: string | undefined) => (id ? app.geo.find(tenant.country, id) : null);
    const answer: SelectedLocationsResponse = { state: pick(query.state), city: pick(query.city), municipal: pick(query.municipal) };
    return answer;
  });

  // /v1/geo/regions/{id}/communa: Chile's communes of a region
  app.get<{ Params: { id: string } }>(`${prefix}/v1/geo/regions/:id/communa`, async (request) => {
    const items = app.geo.communesOfRegion(request.params.id);
    if (!items) throw new ApiError(404, 'NOT_FOUND');
    const answer: GeoResponse = { items };
    return answer;
  });

  // location-by-postcode and postcode-by-location: server/src/routes/account/account-geo.routes.ts (issue 12, postcodes table).

  // spec §7: GET /v1/economicActivity
  app.get(`${prefix}${ECONOMIC_ACTIVITY_PATH}`, async (request) => {
    const { tenant: named } = parseQuery(request, object({ tenant: optional(string()) }));
    const header = request.headers['x-tenant'];
    const tenant = resolveTenant({ query: named, header: typeof header === 'string' ? header : null }) ?? getTenant('cl');
    return app.economicActivities.forCountry(tenant.country);
  });
}
