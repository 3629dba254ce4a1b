// spec §7: geography under my-account: /{tenant}/geo, /v1/geo/regions/{id}/communa, /{tenant}/geo/get-selected-locations,
// /v2/geo/location-by-postcode/{postcode}, /v2/geo/postcode-by-location.
import { array, nullable, object, optional, string, type Infer } from 'superstruct';

export const geoPath = (tenant: string) => `/${tenant}/geo`;
export const communesPath = (regionId: string) => `/v1/geo/regions/${encodeURIComponent(regionId)}/communa`;
export const selectedLocationsPath = (tenant: string) => `/${tenant}/geo/get-selected-locations`;
export const locationByPostcodePath = (postcode: string) => `/v2/geo/location-by-postcode/${encodeURIComponent(postcode)}`;
export const POSTCODE_BY_LOCATION_PATH = '/v2/geo/postcode-by-location';

export const GeoArea = object({ id: string(), name: string() });
export type GeoArea = Infer<typeof GeoArea>;

/** `?parentId=` absent: the states; a state id: its cities; a city id: its municipalities. */
export const GeoQuery = object({ parentId: optional(string()) });
export const GeoResponse = object({ items: array(GeoArea) });
export type GeoResponse = Infer<typeof GeoResponse>;

export const SelectedLocationsQuery = object({ state: optional(string()), city: optional(string()), municipal: optional(string()) });
export const SelectedLocationsResponse = object({ state: nullable(GeoArea), city: nullable(GeoArea), municipal: nullable(GeoArea) });
export type SelectedLocationsResponse = Infer<typeof SelectedLocationsResponse>;

export const PostcodeLocationResponse = object({
  state: GeoArea,
  city: GeoArea,
  municipal: nullable(GeoArea),
  addressLine1: nullable(object({ name: string() })),
});
export const PostcodeByLocationResponse = object({ postcode: nullable(string()) });
