// spec §2 address modal with three pages (add/edit, 'know your zip code', choose street); spec §3 Address; spec §5 rules.
import type { AddressBody, Address, NamedPlace } from '../../contracts/address.contract';
import type { GeoArea } from '../../contracts/geo.contract';
import type { PostcodePlace } from '../../contracts/postcode.contract';
import type { AddressErrorKey, AddressField } from '../../rules/address';

export type AddressOperation = 'add' | 'edit';
export type AddressTextField = 'addressName' | 'addressLine1' | 'addressLine2' | 'addressLine3' | 'addressReference';
export type AreaLevel = 'state' | 'city' | 'municipal';

export interface AddressModalInput {
  country: string;
  /** whether the tenant's country has a postcode table loaded (spec §7 postcode-coverage) */
  postcodeTable: boolean;
  operation: AddressOperation;
  address?: Address | null;
}

export type Place = NamedPlace;

export interface AddressModalContext {
  country: string;
  levels: 1 | 2 | 3;
  postcodeTable: boolean;
  operation: AddressOperation;
  addressId: string | null;
  fields: Record<AddressTextField, string> & { postcode: string; isDefaultAddress: boolean };
  place: Place | null;
  /**
   * issue 30 item 7: the postcode came with the place from the postcode table (a street or a single place of a looked-up
   * code), so the widget may show the chosen address instead of its input. A place picked from the lists, or a postcode
   * the server refused, keeps the input in sight: an error always marks a field the person can see.
   */
  postcodeFromTable: boolean;
  /** 'know your zip code' page: the lists and what is picked (ids, or typed names for levels without a list) */
  lists: { states: GeoArea[]; cities: GeoArea[]; municipals: GeoArea[] };
  pick: Record<AreaLevel, string>;
  loadingLevel: 'city' | 'municipal';
  /** the postcode look-up found nothing for the picked place */
  noPostcodeFound: boolean;
  /** choose street page */
  places: PostcodePlace[];
  showErrors: boolean;
  serverErrors: Partial<Record<AddressField, string>>;
  error: string | null;
  saved: Address | null;
}

export type AddressModalEvent =
  | { type: 'field.change'; field: AddressTextField; value: string }
  | { type: 'preferred.toggle' }
  | { type: 'postcode.changed'; postcode: string }
  | { type: 'postcode.resolved'; postcode: string; places: PostcodePlace[] }
  | { type: 'place.search' }
  | { type: 'area.select'; level: AreaLevel; id: string }
  | { type: 'area.type'; level: 'city' | 'municipal'; value: string }
  | { type: 'zip.search' }
  | { type: 'zip.usePlace' }
  | { type: 'areas.retry' }
  | { type: 'street.choose'; index: number }
  | { type: 'page.back' }
  | { type: 'form.submit' }
  | { type: 'modal.close' };

export interface SaveAddressRequest {
  operation: AddressOperation;
  id: string | null;
  body: AddressBody;
}

export interface AddressModalOutput {
  saved: Address | null;
}

export type AddressModalActorName = 'loadAreas' | 'findPostcodes' | 'saveAddress';
export type { AddressErrorKey };
