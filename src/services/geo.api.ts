// spec §7: geography under my-account (endpoint objects of src/contracts/geo.contract.ts).
import { callEndpoint, type ServiceClient } from './http';
import { GetGeoAreas, GetSelectedLocations } from '../contracts/geo.contract';

export function createGeoApi(myAccount: ServiceClient) {
  const params = { tenant: myAccount.tenant };
  return {
    /** states without a parent; a state's cities; a city's municipalities */
    children: async (parentId: string | null, signal?: AbortSignal) =>
      (await callEndpoint(myAccount, GetGeoAreas, { params, query: parentId ? { parentId } : {}, signal })).items,
    selectedLocations: (ids: { state?: string; city?: string; municipal?: string }, signal?: AbortSignal) =>
      callEndpoint(myAccount, GetSelectedLocations, { params, query: ids, signal }),
  };
}
export type GeoApi = ReturnType<typeof createGeoApi>;
