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
} from '../../../../src/contracts/address.contract';
import { validateAddress } from '../../../../src/rules/address';
import { getTenant } from '../../../../src/tenants/tenants';
import { ApiError } from '../../lib/api-error';
import { route } from '../../lib/endpoint-route';
import { resolvePlace } from '../../plugins/app/account-geo';
import type { AddressFields } from '../../plugins/app/addresses';

export default async function addressRoutes(app: FastifyInstance) {
  /** spec §5 field rules, the place checked against the geo lists, and (Mexico, Brazil) a postcode known to a loaded table. */
  async function checkedFields(request: FastifyRequest, body: AddressBody): Promise<AddressFields> {
    const { country } = getTenant(request.auth!.tenant);
    const result = validateAddress(country, body);
    const place = resolvePlace(app.geo, country, body);
    const errors: Record<string, string> = { ...(place.ok ? {} : place.errors), ...(result.ok ? {} : result.errors) };
    if (
      result.ok &&
      result.value.postcode &&
      (country === 'MX' || country === 'BR') &&
      (await app.postcodes.count(country)) > 0
    ) {
      if ((await app.postcodes.byPostcode(country, result.value.postcode)).length === 0)
        errors.postcode = 'address.postcodeNotFound';
    }
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
