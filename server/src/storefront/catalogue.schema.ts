// Mirrors server/migrations/0310_catalogue.sql and 0700_storefront_catalogue.sql (products, product_texts, product_prices,
// product_stock). spec §3 Product image; issue 34 storefront.
import { boolean, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.schema';

export const products = pgTable('products', {
  sku: text('sku').primaryKey(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  category: text('category').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  description: text('description').notNull().default(''),
  unit: text('unit', { enum: ['each', 'm2'] })
    .notNull()
    .default('each'),
  m2PerBox: numeric('m2_per_box', { precision: 8, scale: 3, mode: 'number' }),
  variantGroup: text('variant_group'),
  variantLabel: text('variant_label'),
  widthCm: numeric('width_cm', { precision: 8, scale: 1, mode: 'number' }),
  heightCm: numeric('height_cm', { precision: 8, scale: 1, mode: 'number' }),
  depthCm: numeric('depth_cm', { precision: 8, scale: 1, mode: 'number' }),
  warrantyEligible: boolean('warranty_eligible').notNull().default(false),
  installationEligible: boolean('installation_eligible').notNull().default(false),
  homeDelivery: boolean('home_delivery').notNull().default(true),
});

export const productTexts = pgTable(
  'product_texts',
  {
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    language: text('language', { enum: ['es', 'pt'] }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.sku, t.language] })],
);

export const productStock = pgTable(
  'product_stock',
  {
    tenant: text('tenant').notNull(),
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.sku, t.storeId] })],
);

export const productPrices = pgTable(
  'product_prices',
  {
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    tenant: text('tenant').notNull(),
    currency: text('currency').notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    installationPrice: numeric('installation_price', { precision: 14, scale: 2, mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.sku] })],
);

export type ProductRow = typeof products.$inferSelect;
export type ProductPriceRow = typeof productPrices.$inferSelect;
