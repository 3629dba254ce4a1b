// spec §7 my-account service: users/addresses (list, add, edit, delete by address id) and users/preferredaddress;
// spec §3 Address. Field rules are src/rules/address.ts (checked again by the server with the tenant's country).
import { array, boolean, nullable, object, optional, string, type Infer } from 'superstruct';
import { AddressInputStruct } from '../rules/address';
import { defineEndpoint } from './endpoint';

// issue 29: the fields are the rule's (src/rules/address.ts AddressInputStruct); the body adds the default flag and, as
// object(), rejects unknown fields.
export const AddressBody = object({ ...AddressInputStruct.schema, isDefaultAddress: optional(boolean()) });
export type AddressBody = Infer<typeof AddressBody>;

export const Address = object({
  id: string(),
  addressName: string(),
  addressLine1: string(),
  addressLine2: string(),
  addressLine3: string(),
  postcode: string(),
  state: string(),
  stateName: string(),
  city: string(),
  cityName: string(),
  municipal: string(),
  municipalName: string(),
  addressReference: string(),
  isDefaultAddress: boolean(),
});
export type Address = Infer<typeof Address>;

/** An address's place on the official geo lists: each level's id and name (spec §3). */
export type NamedPlace = Pick<Address, 'state' | 'stateName' | 'city' | 'cityName' | 'municipal' | 'municipalName'>;

export const AddressList = object({ addresses: array(Address) });
export type AddressList = Infer<typeof AddressList>;

/** Every address of the signed-in account in its tenant; the preferred one first, then newest first. */
export const ListAddresses = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v1/users/addresses',
  response: AddressList,
});

/** Adds an address; the first one (or one sent with isDefaultAddress) becomes the preferred. 400 VALIDATION_ERROR per field. */
export const AddAddress = defineEndpoint({
  method: 'POST',
  service: 'myAccount',
  path: '/v1/users/addresses',
  body: AddressBody,
  response: Address,
});

/** Edits an address of the account; another account's id (or a malformed one) answers 404 NOT_FOUND. */
export const UpdateAddress = defineEndpoint({
  method: 'PUT',
  service: 'myAccount',
  path: '/v1/users/addresses/:id',
  body: AddressBody,
  response: Address,
});

/** Deletes an address; when it was the preferred one, the newest remaining address becomes preferred. */
export const DeleteAddress = defineEndpoint({
  method: 'DELETE',
  service: 'myAccount',
  path: '/v1/users/addresses/:id',
  response: AddressList,
});

/** The preferred address (account home's favourite address block); null when the account has none. */
export const GetPreferredAddress = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v1/users/preferredaddress',
  response: object({ address: nullable(Address) }),
});

/** Marks one address as preferred (one statement set under a row lock; the database refuses a second preferred row). */
export const SetPreferredAddress = defineEndpoint({
  method: 'PUT',
  service: 'myAccount',
  path: '/v1/users/preferredaddress',
  body: object({ addressId: string() }),
  response: AddressList,
});
