// spec §2 "zones and stores info" (issue 30 item 9): the tenant's stores by zone, with address and opening hours.
import type { StoresResponse, StoreZone } from '../../contracts/stores.contract';

export type ZonesAndStoresData = StoresResponse;
export type ZoneData = StoreZone;

export interface ZonesAndStoresContext {
  zones: ZoneData[];
}

export type ZonesAndStoresEvent = { type: 'stores.retry' };
