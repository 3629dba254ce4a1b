// spec §2 account home: the favourite (preferred) address block.
import type { Address as AddressData } from '../../contracts/address.contract';

export interface FavouriteAddressContext {
  address: AddressData | null;
}
export type FavouriteAddressEvent = { type: 'block.retry' };
export type FavouriteAddressActorName = 'loadPreferred';
