// The product catalogue repository (migrations 0310, 0700, 0710): products with the tenant's price, image and texts in the
// tenant's language (Brazil reads the 'pt' texts). Orders, quotations, lists, carts and the wish list read products through
// find/get; the storefront (issue 34) searches, shows a product with its stock by store and compares. Nothing else writes
// products but the seed and the catalogue CSV import (server/src/cli/catalogue.ts).
import fp from 'fastify-plugin';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  Category,
  ProductDetail,
  ProductSummary,
  SearchResponse,
  SearchSort,
} from '../../../src/contracts/catalogue.contract';
import { SEARCH_PAGE_SIZE } from '../../../src/contracts/catalogue.contract';
import { productImage } from '../../../src/rules/product-image';
import { findTenant } from '../../../src/tenants/tenants';
import { DEMO_CATEGORIES } from '../db/catalogue-data';
import { productPrices, productStock, products, productTexts } from './catalogue.schema';
import { stores } from './stores.schema';

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

export interface SearchParams {
  q: string;
  category: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  sort: SearchSort;
  page: number;
}

export interface Catalogue {
  /** the products of a tenant (those with a price there), by sku */
  list(tenant: string): Promise<CatalogueProduct[]>;
  /** the given skus that the tenant sells, in any order; unknown skus are left out */
  find(tenant: string, skus: readonly string[]): Promise<CatalogueProduct[]>;
  /** issue 29: `find` keyed by sku, the way the lists, quotations, orders and carts look their lines' products up */
  bySku(tenant: string, skus: readonly string[]): Promise<Map<string, CatalogueProduct>>;
  get(tenant: string, sku: string): Promise<CatalogueProduct | null>;
  /** issue 34: full-text search in the tenant's language, accents and case ignored */
  search(tenant: string, params: SearchParams): Promise<SearchResponse>;
  /** issue 34: a product the tenant sells with its sizes and stock by store; null when it does not sell it */
  detail(tenant: string, sku: string): Promise<ProductDetail | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
  }
}

/** 'pt' for a Portuguese-speaking tenant (br), 'es' for the rest */
export function catalogueLanguage(tenant: string): 'es' | 'pt' {
  return findTenant(tenant)?.locale.startsWith('pt') ? 'pt' : 'es';
}

/** A category's name in the language (a category the demo does not know is shown as stored). */
export function categoryOf(id: string, language: 'es' | 'pt'): Category {
  const known = DEMO_CATEGORIES.find((c) => c.id === id);
  return { id, name: known ? known[language] : id };
}

const searchDocument = sql`"product_texts"."search_document"`;

/** How long a tenant's category list is reused: it changes only with a catalogue import, not with a search. */
const CATEGORIES_TTL_MS = 60_000;

export function createCatalogue(app: FastifyInstance): Catalogue {
  // every search lists the tenant's categories (the filter's choices): one pass over all the tenant's prices, the costliest
  // statement of a search at 100,000 products (docs/performance.md), so it is kept for a minute per tenant
  const categoriesCache = new Map<string, { at: number; ids: Promise<string[]> }>();
  const tenantCategories = (tenant: string): Promise<string[]> => {
    // a cache's age is machine time, not business time (a test clock that stands still would keep it for ever)
    const now = Date.now();
    const cached = categoriesCache.get(tenant);
    if (cached && now - cached.at < CATEGORIES_TTL_MS) return cached.ids;
    const ids = app.db
      .selectDistinct({ id: products.category })
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.sku, products.sku), eq(productPrices.tenant, tenant)))
      .orderBy(products.category)
      .then((r) => r.map((c) => c.id));
    categoriesCache.set(tenant, { at: now, ids });
    // a failed read is not kept
    ids.catch(() => categoriesCache.delete(tenant));
    return ids;
  };

  const imageOf = (tenant: string, sku: string, size?: number) =>
    productImage(findTenant(tenant)?.imagePath ?? `/images/${tenant}`, sku, size ? { width: size } : {});

  const select = (tenant: string, skus?: readonly string[]) =>
    app.db
      .select({
        product: products,
        price: productPrices.price,
        currency: productPrices.currency,
        text: productTexts.name,
      })
      .from(products)
      .innerJoin(productPrices, eq(productPrices.sku, products.sku))
      .leftJoin(
        productTexts,
        and(eq(productTexts.sku, products.sku), eq(productTexts.language, catalogueLanguage(tenant))),
      )
      .where(
        skus
          ? and(eq(productPrices.tenant, tenant), inArray(products.sku, [...skus]))
          : eq(productPrices.tenant, tenant),
      )
      .orderBy(products.sku);
  const toProduct =
    (tenant: string) =>
    (row: { product: typeof products.$inferSelect; price: number; currency: string; text: string | null }) => {
      const image = imageOf(tenant, row.product.sku);
      return {
        sku: row.product.sku,
        name: row.text ?? row.product.name,
        brand: row.product.brand,
        category: row.product.category,
        price: Number(row.price),
        currency: row.currency,
        image: image.src,
        fallbackImage: image.fallbackSrc,
      };
    };

  /** products with the tenant's price and texts in its language, and whether a store has stock */
  const summaries = (tenant: string) => {
    const language = catalogueLanguage(tenant);
    const inStock = sql<boolean>`exists (select 1 from ${productStock} where ${productStock.tenant} = ${tenant} and ${productStock.sku} = ${products.sku} and ${productStock.quantity} > 0)`;
    return {
      language,
      from: () =>
        app.db
          .select({
            product: products,
            name: productTexts.name,
            description: productTexts.description,
            price: productPrices.price,
            currency: productPrices.currency,
            installationPrice: productPrices.installationPrice,
            inStock,
          })
          .from(products)
          .innerJoin(productPrices, and(eq(productPrices.sku, products.sku), eq(productPrices.tenant, tenant)))
          .leftJoin(productTexts, and(eq(productTexts.sku, products.sku), eq(productTexts.language, language))),
    };
  };
  type SummaryRow = {
    product: typeof products.$inferSelect;
    name: string | null;
    price: number;
    currency: string;
    inStock: boolean;
  };
  const toSummary =
    (tenant: string, language: 'es' | 'pt') =>
    (row: SummaryRow): ProductSummary => {
      const image = imageOf(tenant, row.product.sku);
      const p = row.product;
      return {
        sku: p.sku,
        name: row.name ?? p.name,
        brand: p.brand,
        category: categoryOf(p.category, language),
        price: Number(row.price),
        currency: row.currency,
        image: image.src,
        fallbackImage: image.fallbackSrc,
        unit: p.unit,
        m2PerBox: p.m2PerBox === null ? null : Number(p.m2PerBox),
        variantGroup: p.variantGroup,
        variantLabel: p.variantLabel,
        homeDelivery: p.homeDelivery,
        inStock: Boolean(row.inStock),
      };
    };
  const num = (value: number | null) => (value === null ? null : Number(value));

  const catalogue: Catalogue = {
    async list(tenant) {
      return (await select(tenant)).map(toProduct(tenant));
    },
    async find(tenant, skus) {
      if (!skus.length) return [];
      return (await select(tenant, skus)).map(toProduct(tenant));
    },
    async bySku(tenant, skus) {
      return new Map((await catalogue.find(tenant, skus)).map((p) => [p.sku, p]));
    },
    async get(tenant, sku) {
      return (await catalogue.find(tenant, [sku]))[0] ?? null;
    },

    async search(tenant, params) {
      const { language, from } = summaries(tenant);
      const words = params.q.trim();
      const query = sql`websearch_to_tsquery(catalogue_config(${language}), catalogue_fold(${words}))`;
      const textFilter: SQL | undefined = words ? sql`${searchDocument} @@ ${query}` : undefined;
      const priceFilters = [
        params.minPrice !== null ? gte(productPrices.price, params.minPrice) : undefined,
        params.maxPrice !== null ? lte(productPrices.price, params.maxPrice) : undefined,
      ];
      const categoryFilter = params.category ? eq(products.category, params.category) : undefined;
      const where = and(textFilter, ...priceFilters, categoryFilter);
      const order =
        params.sort === 'priceAsc'
          ? [asc(productPrices.price), asc(products.sku)]
          : params.sort === 'priceDesc'
            ? [desc(productPrices.price), asc(products.sku)]
            : words
              ? [desc(sql`ts_rank(${searchDocument}, ${query})`), asc(products.sku)]
              : [asc(products.category), asc(products.sku)];
      const offset = (params.page - 1) * SEARCH_PAGE_SIZE;
      // the facets count the matches per category without the category filter, so the total is read from them (the
      // chosen category's count, or their sum) instead of a third pass over the matches (issue 34 bench, 100,000 products)
      const [rows, facetRows, categoryRows] = await Promise.all([
        from()
          .where(where)
          .orderBy(...order)
          .limit(SEARCH_PAGE_SIZE)
          .offset(offset),
        app.db
          .select({ id: products.category, count: count() })
          .from(products)
          .innerJoin(productPrices, and(eq(productPrices.sku, products.sku), eq(productPrices.tenant, tenant)))
          .leftJoin(productTexts, and(eq(productTexts.sku, products.sku), eq(productTexts.language, language)))
          .where(and(textFilter, ...priceFilters))
          .groupBy(products.category)
          .orderBy(products.category),
        tenantCategories(tenant),
      ]);
      const total = facetRows
        .filter((f) => !params.category || f.id === params.category)
        .reduce((sum, f) => sum + Number(f.count), 0);
      return {
        items: rows.map(toSummary(tenant, language)),
        total,
        page: params.page,
        pageSize: SEARCH_PAGE_SIZE,
        pageCount: Math.ceil(total / SEARCH_PAGE_SIZE),
        facets: facetRows.map((f) => ({ ...categoryOf(f.id, language), count: Number(f.count) })),
        categories: categoryRows.map((id) => categoryOf(id, language)),
      };
    },

    async detail(tenant, sku) {
      const { language, from } = summaries(tenant);
      const [row] = await from().where(eq(products.sku, sku)).limit(1);
      if (!row) return null;
      const p = row.product;
      const [variantRows, stockRows] = await Promise.all([
        p.variantGroup
          ? from().where(eq(products.variantGroup, p.variantGroup)).orderBy(asc(productPrices.price), asc(products.sku))
          : Promise.resolve([]),
        app.db
          .select({
            id: stores.id,
            code: stores.code,
            name: stores.name,
            city: stores.city,
            address: stores.address,
            quantity: sql<number>`coalesce(${productStock.quantity}, 0)`,
          })
          .from(stores)
          .leftJoin(
            productStock,
            and(eq(productStock.storeId, stores.id), eq(productStock.sku, sku), eq(productStock.tenant, tenant)),
          )
          .where(eq(stores.tenant, tenant))
          .orderBy(stores.code),
      ]);
      return {
        ...toSummary(tenant, language)(row),
        description: row.description ?? p.description,
        widthCm: num(p.widthCm),
        heightCm: num(p.heightCm),
        depthCm: num(p.depthCm),
        warrantyEligible: p.warrantyEligible,
        installationPrice: p.installationEligible ? num(row.installationPrice) : null,
        variants: variantRows.map((v) => ({
          sku: v.product.sku,
          label: v.product.variantLabel ?? v.product.sku,
          price: Number(v.price),
          inStock: Boolean(v.inStock),
        })),
        stores: stockRows.map((s) => ({
          id: s.id,
          code: s.code,
          name: s.name,
          city: s.city,
          address: s.address,
          quantity: Number(s.quantity),
        })),
        imageLarge: imageOf(tenant, sku, 480).src,
      };
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
