// Mirrors server/migrations/0310_catalogue.sql (products, product_prices). spec §3 Product image.
import { numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const products = pgTable('products', {
  sku: text('sku').primaryKey(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  category: text('category').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productPrices = pgTable(
  'product_prices',
  {
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    tenant: text('tenant').notNull(),
    currency: text('currency').notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.sku] })],
);

export type ProductRow = typeof products.$inferSelect;
export type ProductPriceRow = typeof productPrices.$inferSelect;
