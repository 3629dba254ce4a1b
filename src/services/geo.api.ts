// spec §7: geography under my-account.
import { getJson, type ServiceClient } from './http';
import { GeoResponse, geoPath, SelectedLocationsResponse, selectedLocationsPath } from '../contracts/geo.contract';

export function createGeoApi(myAccount: ServiceClient) {
  return {
    /** states without a parent; a state's cities; a city's municipalities */
    children: async (parentId: string | null, signal?: AbortSignal) =>
      (
        await getJson(myAccount, geoPath(myAccount.tenant), GeoResponse, {
          searchParams: parentId ? { parentId } : undefined,
          signal,
        })
      ).items,
    selectedLocations: (ids: { state?: string; city?: string; municipal?: string }, signal?: AbortSignal) =>
      getJson(myAccount, selectedLocationsPath(myAccount.tenant), SelectedLocationsResponse, { searchParams: ids, signal }),
  };
}
export type GeoApi = ReturnType<typeof createGeoApi>;
