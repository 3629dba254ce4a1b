// spec §7 geo paths of the account area (contracts: src/contracts/postcode.contract.ts). Public (no session), per tenant.
import type { FastifyInstance } from 'fastify';
import {
  GetZones,
  LocationByPostcode,
  PostcodeByLocation,
  PostcodeCoverage,
} from '../../../src/contracts/postcode.contract';
import { formatPostcode } from '../../../src/rules/address';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import { requireTenant } from '../platform/tenant.plugin';

export default async function accountGeoRoutes(app: FastifyInstance) {
  route(app, LocationByPostcode, {}, async ({ params }, request) => {
    const { country } = requireTenant(request);
    const postcode = formatPostcode(country, params.postcode ?? '');
    if (postcode === null)
      throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { postcode: 'address.postcodeInvalid' } } });
    const places = await app.postcodes.byPostcode(country, postcode);
    if (places.length === 0) throw new ApiError(404, 'NOT_FOUND');
    return { postcode, places };
  });

  route(app, PostcodeByLocation, {}, async ({ query }, request) => {
    const { country } = requireTenant(request);
    const places = await app.postcodes.byLocation(country, query);
    return { postcode: places[0]?.postcode ?? null, places };
  });

  route(app, PostcodeCoverage, {}, async (_input, request) => {
    const { country } = requireTenant(request);
    const postcodes = await app.postcodes.count(country);
    return { country, available: postcodes > 0, postcodes };
  });

  route(app, GetZones, {}, async ({ query }, request) => {
    const { country } = requireTenant(request);
    const states = app.geo.children(country) ?? [];
    return { zones: query.state ? states.filter((s) => s.id === query.state) : states };
  });
}
