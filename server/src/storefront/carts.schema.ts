// Mirrors server/migrations/0320_carts.sql (carts, cart_lines) and 0720_guest_carts.sql (guest carts, line choices).
import { boolean, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { CART_SOURCES } from '../../../src/contracts/cart.contract';
import { products } from './catalogue.schema';
import { users } from '../account/users.schema';

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenant: text('tenant').notNull(),
    /** the signed-in owner; null for a guest's cart (exactly one of user_id and guest_token_hash is set) */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the guest cart cookie's token (issue 34) */
    guestTokenHash: text('guest_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('carts_user_key').on(t.userId), unique('carts_guest_token_key').on(t.guestTokenHash)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku),
    quantity: integer('quantity').notNull(),
    source: text('source', { enum: CART_SOURCES }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    /** spec §9 extended warranty years (1-3), null: none */
    warrantyYears: integer('warranty_years'),
    installation: boolean('installation').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.sku] })],
);

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
