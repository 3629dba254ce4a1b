// spec §7: geography under my-account: /{tenant}/geo, /v1/geo/regions/{id}/communa, /{tenant}/geo/get-selected-locations,
// /v2/geo/location-by-postcode/{postcode}, /v2/geo/postcode-by-location.
import { array, nullable, object, optional, string, type Infer } from 'superstruct';
import { defineEndpoint } from './endpoint';

export const GeoArea = object({ id: string(), name: string() });
export type GeoArea = Infer<typeof GeoArea>;

/** `?parentId=` absent: the states; a state id: its cities; a city id: its municipalities. */
export const GeoQuery = object({ parentId: optional(string()) });
export const GeoResponse = object({ items: array(GeoArea) });
export type GeoResponse = Infer<typeof GeoResponse>;

export const SelectedLocationsQuery = object({
  state: optional(string()),
  city: optional(string()),
  municipal: optional(string()),
});
export const SelectedLocationsResponse = object({
  state: nullable(GeoArea),
  city: nullable(GeoArea),
  municipal: nullable(GeoArea),
});
export type SelectedLocationsResponse = Infer<typeof SelectedLocationsResponse>;

export const PostcodeLocationResponse = object({
  state: GeoArea,
  city: GeoArea,
  municipal: nullable(GeoArea),
  addressLine1: nullable(object({ name: string() })),
});
export const PostcodeByLocationResponse = object({ postcode: nullable(string()) });

/** The areas below `?parentId=` (the states without it). Unknown tenant: 404 TENANT_UNKNOWN; unknown parent: 404 NOT_FOUND. */
export const GetGeoAreas = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/:tenant/geo',
  query: GeoQuery,
  response: GeoResponse,
});
export const GetSelectedLocations = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/:tenant/geo/get-selected-locations',
  query: SelectedLocationsQuery,
  response: SelectedLocationsResponse,
});
/** Chile's communes of a region. */
export const GetCommunes = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v1/geo/regions/:id/communa',
  response: GeoResponse,
});
// location-by-postcode and postcode-by-location: src/contracts/postcode.contract.ts (issue 12, the postcodes table)
