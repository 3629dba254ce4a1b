// spec §2 addresses page: list, add, edit, delete, mark one as preferred; spec §8 failure messages for each.
import type { Address } from '../../contracts/address.contract';
import type { AddressModalInput } from '../address-modal/address-modal.types';

export interface MyAddressesInput {
  country: string;
}

export type MyAddressesNotice = 'saved' | 'deleted' | 'preferred';
/** spec §8: add address, delete address and preferred address not saved each have their message */
export type MyAddressesFailure = 'loadFailed' | 'deleteFailed' | 'preferFailed';

export interface MyAddressesContext {
  country: string;
  postcodeTable: boolean;
  addresses: Address[];
  modal: AddressModalInput | null;
  target: string | null;
  failure: MyAddressesFailure | null;
}

export type MyAddressesEvent =
  | { type: 'address.add' }
  | { type: 'address.edit'; id: string }
  | { type: 'address.delete'; id: string }
  | { type: 'address.prefer'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'list.retry' }
  | { type: 'notice.dismiss' };

export type MyAddressesActorName = 'listAddresses' | 'deleteAddress' | 'setPreferred' | 'addressModal';
