// spec §7 my-account: users/addresses, users/preferredaddress and the geo look-ups of the address modal
// (contracts: src/contracts/address.contract.ts, postcode.contract.ts, geo.contract.ts). Validated answers or typed errors.
import type { AddressBody } from '../contracts/address.contract';
import * as Addresses from '../contracts/address.contract';
import { GetProfile, UpdateProfile, type ProfileBody } from '../contracts/profile.contract';
import { LocationByPostcode, PostcodeByLocation, PostcodeCoverage } from '../contracts/postcode.contract';
import { callEndpoint, type ServiceClient } from './http';
import { createGeoApi } from './geo.api';

export function createAccountApi(myAccount: ServiceClient) {
  const geo = createGeoApi(myAccount);
  return {
    listAddresses: async (signal?: AbortSignal) =>
      (await callEndpoint(myAccount, Addresses.ListAddresses, { signal })).addresses,
    addAddress: (body: AddressBody, signal?: AbortSignal) =>
      callEndpoint(myAccount, Addresses.AddAddress, { body, signal }),
    updateAddress: (id: string, body: AddressBody, signal?: AbortSignal) =>
      callEndpoint(myAccount, Addresses.UpdateAddress, { params: { id }, body, signal }),
    deleteAddress: async (id: string, signal?: AbortSignal) =>
      (await callEndpoint(myAccount, Addresses.DeleteAddress, { params: { id }, signal })).addresses,
    setPreferred: async (addressId: string, signal?: AbortSignal) =>
      (await callEndpoint(myAccount, Addresses.SetPreferredAddress, { body: { addressId }, signal })).addresses,
    preferredAddress: async (signal?: AbortSignal) =>
      (await callEndpoint(myAccount, Addresses.GetPreferredAddress, { signal })).address,
    postcodeCoverage: (signal?: AbortSignal) => callEndpoint(myAccount, PostcodeCoverage, { query: {}, signal }),
    locationByPostcode: (postcode: string, signal?: AbortSignal) =>
      callEndpoint(myAccount, LocationByPostcode, { params: { postcode }, query: {}, signal }),
    postcodeByLocation: (location: { state: string; city: string; municipal?: string }, signal?: AbortSignal) =>
      callEndpoint(myAccount, PostcodeByLocation, { query: location, signal }),
    areas: (parentId: string | null, signal?: AbortSignal) => geo.children(parentId, signal),
    profile: (signal?: AbortSignal) =>
      callEndpoint(myAccount, GetProfile, { params: { tenant: myAccount.tenant }, signal }),
    updateProfile: (body: ProfileBody, signal?: AbortSignal) =>
      callEndpoint(myAccount, UpdateProfile, { params: { tenant: myAccount.tenant }, body, signal }),
  };
}
export type AccountApi = ReturnType<typeof createAccountApi>;
