// The product catalogue repository (migration 0310): products with the tenant's price and image. Orders, quotations, lists
// and the wish list read products through it; nothing else writes products but the seed.
import fp from 'fastify-plugin';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productImage } from '../../../../src/rules/product-image';
import { findTenant } from '../../../../src/tenants/tenants';
import { productPrices, products } from '../../db/schema/catalogue';

export interface CatalogueProduct {
  sku: string;
  name: string;
  brand: string;
  category: string;
  price: number;
  currency: string;
  image: string;
  fallbackImage: string;
}

export interface Catalogue {
  /** the products of a tenant (those with a price there), by sku */
  list(tenant: string): Promise<CatalogueProduct[]>;
  /** the given skus that the tenant sells, in any order; unknown skus are left out */
  find(tenant: string, skus: readonly string[]): Promise<CatalogueProduct[]>;
  get(tenant: string, sku: string): Promise<CatalogueProduct | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
  }
}

export function createCatalogue(app: FastifyInstance): Catalogue {
  const select = (tenant: string, skus?: readonly string[]) =>
    app.db
      .select({ product: products, price: productPrices.price, currency: productPrices.currency })
      .from(products)
      .innerJoin(productPrices, eq(productPrices.sku, products.sku))
      .where(
        skus
          ? and(eq(productPrices.tenant, tenant), inArray(products.sku, [...skus]))
          : eq(productPrices.tenant, tenant),
      )
      .orderBy(products.sku);
  const toProduct =
    (tenant: string) => (row: { product: typeof products.$inferSelect; price: number; currency: string }) => {
      const image = productImage(findTenant(tenant)?.imagePath ?? `/images/${tenant}`, row.product.sku);
      return {
        sku: row.product.sku,
        name: row.product.name,
        brand: row.product.brand,
        category: row.product.category,
        price: Number(row.price),
        currency: row.currency,
        image: image.src,
        fallbackImage: image.fallbackSrc,
      };
    };
  const catalogue: Catalogue = {
    async list(tenant) {
      return (await select(tenant)).map(toProduct(tenant));
    },
    async find(tenant, skus) {
      if (!skus.length) return [];
      return (await select(tenant, skus)).map(toProduct(tenant));
    },
    async get(tenant, sku) {
      return (await catalogue.find(tenant, [sku]))[0] ?? null;
    },
  };
  return catalogue;
}

export default fp(
  async function cataloguePlugin(app) {
    app.decorate('catalogue', createCatalogue(app));
  },
  { name: 'catalogue' },
);
