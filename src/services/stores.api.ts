// spec §2 "zones and stores info" (issue 30 item 9): the public store list (contract: src/contracts/stores.contract.ts).
import { GetStores, type StoresResponse } from '../contracts/stores.contract';
import { callEndpoint, type ServiceClient } from './http';

export function createStoresApi(storefront: ServiceClient) {
  return {
    stores: (signal?: AbortSignal): Promise<StoresResponse> => callEndpoint(storefront, GetStores, { signal }),
  };
}
export type StoresApi = ReturnType<typeof createStoresApi>;
