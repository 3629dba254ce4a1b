// The address data the address machines hold (spec §3 Address, postal-code info). Plain shapes, structurally the same as
// src/contracts/address.contract.ts and postcode.contract.ts (machines do not import contracts; the edge passes them in).

export interface AreaData {
  id: string;
  name: string;
}

/** spec §3 postal-code info: state, city, municipal and addressLine1, each with a name */
export interface PostcodePlaceData {
  postcode: string;
  state: AreaData;
  city: AreaData;
  municipal: AreaData;
  addressLine1: { name: string } | null;
}

export interface AddressData {
  id: string;
  addressName: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  postcode: string;
  state: string;
  stateName: string;
  city: string;
  cityName: string;
  municipal: string;
  municipalName: string;
  addressReference: string;
  isDefaultAddress: boolean;
}

export interface AddressBodyData {
  addressName: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3?: string;
  postcode?: string;
  state: string;
  city: string;
  municipal: string;
  addressReference?: string;
  isDefaultAddress?: boolean;
}
