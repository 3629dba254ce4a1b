// The address data the address machines hold (spec §3 Address, postal-code info): the shapes of
// src/contracts/address.contract.ts, geo.contract.ts and postcode.contract.ts, declared there once (issue 29).
import type { Address, AddressBody } from '../../contracts/address.contract';
import type { GeoArea } from '../../contracts/geo.contract';
import type { PostcodePlace } from '../../contracts/postcode.contract';

export type AreaData = GeoArea;
export type PostcodePlaceData = PostcodePlace;
export type AddressData = Address;
export type AddressBodyData = AddressBody;
