// Mirrors server/migrations/0600_lists_quotes.sql (stores, quotations, quotation_lines). spec §3 Quotation, §4, §7, §9.
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, instantColumn, moneyColumn, ownerColumn, tenantColumn } from '../db/columns';
import { agents } from '../auth/agents.schema';
import { carts } from '../storefront/carts.schema';
import { products } from '../storefront/catalogue.schema';
import { stores } from '../storefront/stores.schema';
import { users } from '../account/users.schema';

export const QUOTATION_ORIGINS = ['store', 'requote', 'list'] as const;
export type QuotationOrigin = (typeof QUOTATION_ORIGINS)[number];

export const quotations = pgTable('quotations', {
  id: idColumn(),
  tenant: tenantColumn(),
  userId: ownerColumn('user_id', () => users.id),
  /** digits from quotation_number_seq (the column default) */
  number: text('number').notNull(),
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id),
  currency: text('currency').notNull(),
  total: moneyColumn('total'),
  createdAt: instantColumn('created_at'),
  expiresAt: instantColumn('expires_at'),
  origin: text('origin', { enum: QUOTATION_ORIGINS }).notNull(),
  agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
  requotedFrom: uuid('requoted_from'),
  convertedAt: timestamp('converted_at', { withTimezone: true }),
  cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
});

export const quotationLines = pgTable(
  'quotation_lines',
  {
    quotationId: ownerColumn('quotation_id', () => quotations.id),
    sku: text('sku')
      .notNull()
      .references(() => products.sku),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: moneyColumn('unit_price'),
  },
  (t) => [primaryKey({ columns: [t.quotationId, t.sku] })],
);

export type QuotationRow = typeof quotations.$inferSelect;
export type QuotationLineRow = typeof quotationLines.$inferSelect;
