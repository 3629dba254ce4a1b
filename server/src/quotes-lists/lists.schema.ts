// Mirrors server/migrations/0600_lists_quotes.sql (lists, list_items, wish_list_items). spec §3 List, §5, §9.
import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from '../auth/agents.schema';
import { products } from '../storefront/catalogue.schema';
import { users } from '../account/users.schema';

export const lists = pgTable('lists', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenant: text('tenant').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  shared: boolean('shared').notNull().default(false),
  createdBy: text('created_by').notNull(),
  createdByAgentId: uuid('created_by_agent_id').references(() => agents.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
// unique indexes lists_user_name_key (user_id, lower(name)) and lists_user_default_key (user_id) WHERE is_default live in the SQL

export const listItems = pgTable(
  'list_items',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.sku] })],
);

export const wishListItems = pgTable(
  'wish_list_items',
  {
    tenant: text('tenant').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sku] })],
);

export type ListRow = typeof lists.$inferSelect;
