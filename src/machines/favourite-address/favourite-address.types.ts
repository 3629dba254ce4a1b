// spec §2 account home: the favourite (preferred) address block.
import type { AddressData } from '../shared/address-data';

export interface FavouriteAddressContext {
  address: AddressData | null;
}
export type FavouriteAddressEvent = { type: 'block.retry' };
export type FavouriteAddressActorName = 'loadPreferred';
