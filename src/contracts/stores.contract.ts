// spec §2 "zones and stores info" (issue 30 item 9): the tenant's stores with their address and opening hours, grouped by
// zone (the store's city), public (no session: the page is open to guests), at the storefront root. The hours are spec §9's
// (src/rules/store-hours.ts); GET /v1/geo/storeList (quotes.contract.ts) stays the signed-in list of the quotation pages.
import { array, enums, object, string, type Infer } from 'superstruct';
import { STORE_DAY_SETS } from '../rules/store-hours';
import { defineEndpoint, TenantQuery } from './endpoint';

export const HoursRange = object({ from: string(), to: string() });
export const StoreHours = object({ days: enums(STORE_DAY_SETS), from: string(), to: string() });
export const PublicStore = object({
  code: string(),
  name: string(),
  address: string(),
  city: string(),
  hours: array(StoreHours),
});
export type PublicStore = Infer<typeof PublicStore>;
export const StoreZone = object({ zone: string(), stores: array(PublicStore) });
export type StoreZone = Infer<typeof StoreZone>;
export const StoresResponse = object({
  zones: array(StoreZone),
  /** spec §9: home delivery window and customer service hours, shown beside the stores */
  deliveryHours: HoursRange,
  serviceHours: array(StoreHours),
});
export type StoresResponse = Infer<typeof StoresResponse>;

/** The tenant's stores by zone (`?tenant=` or x-tenant; an unknown tenant answers 400 TENANT_UNKNOWN). */
export const GetStores = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/geo/v1/stores',
  query: TenantQuery,
  response: StoresResponse,
});
