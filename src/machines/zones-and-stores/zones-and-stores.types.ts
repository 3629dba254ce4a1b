// spec §2 "zones and stores info" (issue 30 item 9): the tenant's stores by zone, with address and opening hours.
import type { StoreZone } from '../../contracts/stores.contract';

export interface ZonesAndStoresContext {
  zones: StoreZone[];
}

export type ZonesAndStoresEvent = { type: 'stores.retry' };
