// Mirrors server/migrations/0500_account_addresses.sql (addresses, postcodes). spec §3 Address, postal-code info.
import { bigserial, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.schema';

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenant: text('tenant').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressName: text('address_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull(),
    addressLine3: text('address_line3').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    state: text('state').notNull(),
    stateName: text('state_name').notNull(),
    city: text('city').notNull(),
    cityName: text('city_name').notNull(),
    municipal: text('municipal').notNull(),
    municipalName: text('municipal_name').notNull(),
    addressReference: text('address_reference').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.tenant, t.createdAt),
    uniqueIndex('addresses_one_preferred_key')
      .on(t.userId, t.tenant)
      .where(sql`is_default`),
  ],
);

export const postcodes = pgTable(
  'postcodes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    country: text('country').notNull(),
    postcode: text('postcode').notNull(),
    state: text('state').notNull(),
    stateName: text('state_name').notNull(),
    city: text('city').notNull(),
    cityName: text('city_name').notNull(),
    district: text('district').notNull(),
    districtName: text('district_name').notNull(),
    street: text('street').notNull().default(''),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('postcodes_row_key').on(t.country, t.postcode, t.state, t.city, t.districtName, t.street),
    index('postcodes_location_idx').on(t.country, t.state, t.city, t.district),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;
export type PostcodeRow = typeof postcodes.$inferSelect;
