// spec §7 geo under my-account: /v2/geo/location-by-postcode/{postcode}, /v2/geo/postcode-by-location, /v2/geo/get-zones,
// plus our own coverage answer (does the tenant's country have a postcode table loaded?). spec §3 postal-code info:
// state, city, municipal and addressLine1, each with a name. The tenant comes from x-tenant or ?tenant=.
import { array, boolean, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { defineEndpoint, TenantQuery } from './endpoint';
import { GeoArea } from './geo.contract';

export const PostcodePlace = object({
  postcode: string(),
  state: GeoArea,
  city: GeoArea,
  municipal: GeoArea,
  addressLine1: nullable(object({ name: string() })),
});
export type PostcodePlace = Infer<typeof PostcodePlace>;

/** Every place (district and street) of a postcode; 404 NOT_FOUND when unknown, 400 VALIDATION_ERROR when malformed. */
export const LocationByPostcode = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v2/geo/location-by-postcode/:postcode',
  query: TenantQuery,
  response: object({ postcode: string(), places: array(PostcodePlace) }),
});

/** The postcodes (and streets) of a chosen state, city and, optionally, municipal: the 'know your zip code' page. */
export const PostcodeByLocation = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v2/geo/postcode-by-location',
  query: object({ tenant: optional(string()), state: string(), city: string(), municipal: optional(string()) }),
  response: object({ postcode: nullable(string()), places: array(PostcodePlace) }),
});

/** Whether the tenant's country has a postcode table loaded; without one the address modal chooses from the geo lists. */
export const PostcodeCoverage = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v2/geo/postcode-coverage',
  query: TenantQuery,
  response: object({ country: string(), available: boolean(), postcodes: number() }),
});

/** spec §7 get-zones: the delivery zones of our storefront are the first geo level (region, department, state). */
export const GetZones = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v2/geo/get-zones',
  query: object({ tenant: optional(string()), state: optional(string()) }),
  response: object({ zones: array(GeoArea) }),
});
