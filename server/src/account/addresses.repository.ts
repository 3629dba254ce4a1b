// spec §3 Address, §7 users/addresses and users/preferredaddress (migration 0500). Every read and write is scoped to the
// session's user and tenant, so another account's address id reads as not found. One preferred address per account:
// the partial unique index addresses_one_preferred_key refuses a second one, and every change of the preferred flag runs in
// one transaction holding a row lock on the user (STYLE.md §21), so parallel requests queue instead of racing.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Address } from '../../../src/contracts/address.contract';
import type { SqlRunner } from '../db/database';
import type { ResolvedPlace } from './account-geo';
import { UUID } from '../../../src/rules/ids';

export const MAX_ADDRESSES = 20;

export interface AddressFields extends ResolvedPlace {
  addressName: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  postcode: string;
  addressReference: string;
}

export type AddResult = { ok: true; address: Address } | { ok: false; reason: 'limit' };

export interface AddressRepository {
  list(tenant: string, userId: string): Promise<Address[]>;
  preferred(tenant: string, userId: string): Promise<Address | null>;
  add(tenant: string, userId: string, fields: AddressFields, makePreferred: boolean): Promise<AddResult>;
  /** null: not this account's address */
  update(
    tenant: string,
    userId: string,
    id: string,
    fields: AddressFields,
    makePreferred: boolean,
  ): Promise<Address | null>;
  /** false: not this account's address */
  remove(tenant: string, userId: string, id: string): Promise<boolean>;
  /** false: not this account's address */
  setPreferred(tenant: string, userId: string, id: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    userAddresses: AddressRepository;
  }
}

interface Row extends Record<string, unknown> {
  id: string;
  address_name: string;
  address_line1: string;
  address_line2: string;
  address_line3: string;
  postcode: string;
  state: string;
  state_name: string;
  city: string;
  city_name: string;
  municipal: string;
  municipal_name: string;
  address_reference: string;
  is_default: boolean;
}

const toAddress = (r: Row): Address => ({
  id: r.id,
  addressName: r.address_name,
  addressLine1: r.address_line1,
  addressLine2: r.address_line2,
  addressLine3: r.address_line3,
  postcode: r.postcode,
  state: r.state,
  stateName: r.state_name,
  city: r.city,
  cityName: r.city_name,
  municipal: r.municipal,
  municipalName: r.municipal_name,
  addressReference: r.address_reference,
  isDefaultAddress: r.is_default,
});

const ORDER = 'ORDER BY is_default DESC, created_at DESC, id';

/** Takes the user's row lock: every change of this account's preferred flag queues behind it. */
async function lockUser(tx: SqlRunner, userId: string) {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** Clears the preferred flag of every other address, then sets it on `id`; returns false when `id` is not the user's. */
async function switchPreferred(tx: SqlRunner, tenant: string, userId: string, id: string): Promise<boolean> {
  await tx.query(
    'UPDATE addresses SET is_default = false WHERE user_id = $1 AND tenant = $2 AND is_default AND id <> $3',
    [userId, tenant, id],
  );
  const rows = await tx.query(
    'UPDATE addresses SET is_default = true WHERE id = $1 AND user_id = $2 AND tenant = $3 RETURNING id',
    [id, userId, tenant],
  );
  return rows.length === 1;
}

export function createAddressRepository(app: FastifyInstance): AddressRepository {
  const db = app.database;
  const params = (f: AddressFields) => [
    f.addressName,
    f.addressLine1,
    f.addressLine2,
    f.addressLine3,
    f.postcode,
    f.state,
    f.stateName,
    f.city,
    f.cityName,
    f.municipal,
    f.municipalName,
    f.addressReference,
  ];
  const byId = async (tx: SqlRunner, tenant: string, userId: string, id: string) =>
    (
      await tx.query<Row>('SELECT * FROM addresses WHERE id = $1 AND user_id = $2 AND tenant = $3', [
        id,
        userId,
        tenant,
      ])
    )[0] ?? null;

  return {
    async list(tenant, userId) {
      const rows = await db.sql.query<Row>(`SELECT * FROM addresses WHERE user_id = $1 AND tenant = $2 ${ORDER}`, [
        userId,
        tenant,
      ]);
      return rows.map(toAddress);
    },
    async preferred(tenant, userId) {
      const rows = await db.sql.query<Row>(
        'SELECT * FROM addresses WHERE user_id = $1 AND tenant = $2 AND is_default',
        [userId, tenant],
      );
      return rows[0] ? toAddress(rows[0]) : null;
    },
    add(tenant, userId, fields, makePreferred) {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const [{ n }] = (await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM addresses WHERE user_id = $1 AND tenant = $2',
          [userId, tenant],
        )) as [{ n: number }];
        if (n >= MAX_ADDRESSES) return { ok: false as const, reason: 'limit' as const };
        const now = app.clock.now();
        const [row] = await tx.query<Row>(
          `INSERT INTO addresses (tenant, user_id, address_name, address_line1, address_line2, address_line3, postcode, state, state_name,
             city, city_name, municipal, municipal_name, address_reference, is_default, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, false, $15, $15) RETURNING *`,
          [tenant, userId, ...params(fields), now],
        );
        // spec §4: the first address of an account is its preferred one
        if (makePreferred || n === 0) await switchPreferred(tx, tenant, userId, row!.id);
        return { ok: true as const, address: toAddress((await byId(tx, tenant, userId, row!.id))!) };
      });
    },
    async update(tenant, userId, id, fields, makePreferred) {
      if (!UUID.test(id)) return null;
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const rows = await tx.query<Row>(
          `UPDATE addresses SET address_name = $4, address_line1 = $5, address_line2 = $6, address_line3 = $7, postcode = $8, state = $9,
             state_name = $10, city = $11, city_name = $12, municipal = $13, municipal_name = $14, address_reference = $15, updated_at = $16
           WHERE id = $1 AND user_id = $2 AND tenant = $3 RETURNING id`,
          [id, userId, tenant, ...params(fields), app.clock.now()],
        );
        if (rows.length === 0) return null;
        if (makePreferred) await switchPreferred(tx, tenant, userId, id);
        return toAddress((await byId(tx, tenant, userId, id))!);
      });
    },
    async remove(tenant, userId, id) {
      if (!UUID.test(id)) return false;
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const rows = await tx.query<{ is_default: boolean }>(
          'DELETE FROM addresses WHERE id = $1 AND user_id = $2 AND tenant = $3 RETURNING is_default',
          [id, userId, tenant],
        );
        if (rows.length === 0) return false;
        if (rows[0]!.is_default) {
          // the newest remaining address takes over, so an account with addresses always has a preferred one
          const next = await tx.query<{ id: string }>(
            'SELECT id FROM addresses WHERE user_id = $1 AND tenant = $2 ORDER BY created_at DESC, id LIMIT 1',
            [userId, tenant],
          );
          if (next[0]) await switchPreferred(tx, tenant, userId, next[0].id);
        }
        return true;
      });
    },
    async setPreferred(tenant, userId, id) {
      if (!UUID.test(id)) return false;
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        if (!(await byId(tx, tenant, userId, id))) return false;
        return switchPreferred(tx, tenant, userId, id);
      });
    },
  };
}

export default fp(
  async function addressesPlugin(app) {
    app.decorate('userAddresses', createAddressRepository(app));
  },
  { name: 'addresses' },
);
