// Mirrors the stores table of server/migrations/0600_lists_quotes.sql (GET /v1/geo/storeList, spec §7): the stores of a
// tenant, referred to by quotations, stock per store (0700) and the checkout's pickup. A table of its own file so that the
// catalogue and the quotations can both refer to it without importing each other.
import { pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenant: text('tenant').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
  },
  (t) => [unique('stores_tenant_code_key').on(t.tenant, t.code)],
);

export type StoreRow = typeof stores.$inferSelect;
