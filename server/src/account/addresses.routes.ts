// spec §7 users/addresses and users/preferredaddress (contracts: src/contracts/address.contract.ts). Every call is the session's
// own account in its own tenant: another account's or tenant's address id, or a malformed one, answers 404 NOT_FOUND.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AddAddress,
  DeleteAddress,
  GetPreferredAddress,
  ListAddresses,
  SetPreferredAddress,
  UpdateAddress,
  type AddressBody,
} from '../../../src/contracts/address.contract';
import { validateAddress } from '../../../src/rules/address';
import { getTenant } from '../../../src/tenants/tenants';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import type { Country } from '../../../src/tenants/tenant.types';
import { placeKey, resolvePlace, type ResolvedPlace } from './account-geo';
import type { AddressFields } from './addresses.repository';

export default async function addressRoutes(app: FastifyInstance) {
  /**
   * spec §5 (Mexico, Brazil): "the code does not exist" only where the loaded table can know it, i.e. when it holds the chosen
   * place (state, municipality and colony or bairro; the typed level compared without accents or case). A place the table
   * does not hold (a colony chosen on "know your zip code" for which it found no postcode, issue 30 item 7) keeps the
   * typed code: refusing it would make the place impossible to save.
   */
  async function postcodeUnknown(country: Country, postcode: string, place: ResolvedPlace): Promise<boolean> {
    if ((await app.postcodes.count(country)) === 0) return false;
    if ((await app.postcodes.byPostcode(country, postcode)).length > 0) return false;
    const key = placeKey(place.municipal);
    const rows = await app.postcodes.byLocation(country, { state: place.state, city: place.city });
    return rows.some((r) => r.municipal.id === place.municipal || placeKey(r.municipal.name) === key);
  }

  /** spec §5 field rules, the place checked against the geo lists, and (Mexico, Brazil) a postcode known to a loaded table. */
  async function checkedFields(request: FastifyRequest, body: AddressBody): Promise<AddressFields> {
    const { country } = getTenant(request.auth!.tenant);
    const result = validateAddress(country, body);
    const place = resolvePlace(app.geo, country, body);
    const errors: Record<string, string> = { ...(place.ok ? {} : place.errors), ...(result.ok ? {} : result.errors) };
    if (
      result.ok &&
      place.ok &&
      result.value.postcode &&
      (country === 'MX' || country === 'BR') &&
      (await postcodeUnknown(country, result.value.postcode, place.value))
    )
      errors.postcode = 'address.postcodeNotFound';
    if (!result.ok || !place.ok || Object.keys(errors).length)
      throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: errors } });
    const { addressName, addressLine1, addressLine2, addressLine3, postcode, addressReference } = result.value;
    return { addressName, addressLine1, addressLine2, addressLine3, postcode, addressReference, ...place.value };
  }

  route(app, ListAddresses, { preHandler: app.authenticate }, async (_input, request) => {
    const { tenant, userId } = request.auth!;
    return { addresses: await app.userAddresses.list(tenant, userId) };
  });

  route(app, GetPreferredAddress, { preHandler: app.authenticate }, async (_input, request) => {
    const { tenant, userId } = request.auth!;
    return { address: await app.userAddresses.preferred(tenant, userId) };
  });

  route(app, AddAddress, { preHandler: app.authenticate }, async ({ body }, request, reply) => {
    const { tenant, userId } = request.auth!;
    const result = await app.userAddresses.add(
      tenant,
      userId,
      await checkedFields(request, body),
      body.isDefaultAddress === true,
    );
    if (!result.ok) throw new ApiError(409, 'ADDRESS_LIMIT_REACHED');
    reply.code(201);
    return result.address;
  });

  route(app, UpdateAddress, { preHandler: app.authenticate }, async ({ body, params }, request) => {
    const { tenant, userId } = request.auth!;
    const fields = await checkedFields(request, body);
    const address = await app.userAddresses.update(tenant, userId, params.id!, fields, body.isDefaultAddress === true);
    if (!address) throw new ApiError(404, 'NOT_FOUND');
    return address;
  });

  route(app, DeleteAddress, { preHandler: app.authenticate }, async ({ params }, request) => {
    const { tenant, userId } = request.auth!;
    if (!(await app.userAddresses.remove(tenant, userId, params.id!))) throw new ApiError(404, 'NOT_FOUND');
    return { addresses: await app.userAddresses.list(tenant, userId) };
  });

  route(app, SetPreferredAddress, { preHandler: app.authenticate }, async ({ body }, request) => {
    const { tenant, userId } = request.auth!;
    if (!(await app.userAddresses.setPreferred(tenant, userId, body.addressId))) throw new ApiError(404, 'NOT_FOUND');
    return { addresses: await app.userAddresses.list(tenant, userId) };
  });
}
