// Issue 34 items 1-4: the storefront's catalogue (spec §1, §2 "search results", "product detail with stock by store",
// "product comparison"). Served at the storefront root (/s/catalogue/v1/...), open to guests; the tenant comes from
// `?tenant=` / `x-tenant` like every storefront call. Names and descriptions are in the tenant's language (Brazil: pt).
import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  pattern,
  size,
  string,
  assign,
  type Infer,
} from 'superstruct';
import { defineEndpoint, TenantQuery } from './endpoint';
import { Store } from './quotes.contract';

export const SEARCH_PAGE_SIZE = 24;
/** spec §8 / issue 34: a query of up to 2,000 characters is searched (any text: a normal, maybe empty, result) */
export const SEARCH_QUERY_MAX = 2000;
export const SEARCH_SORTS = ['relevance', 'priceAsc', 'priceDesc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const Category = object({ id: string(), name: string() });
export type Category = Infer<typeof Category>;

export const ProductSummary = object({
  sku: string(),
  name: string(),
  brand: string(),
  category: Category,
  price: number(),
  currency: string(),
  image: string(),
  fallbackImage: string(),
  /** 'm2': sold in boxes of m2PerBox square metres (tiles, floors) */
  unit: enums(['each', 'm2']),
  m2PerBox: nullable(number()),
  /** skus of one group are sizes of one product (spec §5: choosing one is required) */
  variantGroup: nullable(string()),
  variantLabel: nullable(string()),
  homeDelivery: boolean(),
  /** some store of the tenant has it */
  inStock: boolean(),
});
export type ProductSummary = Infer<typeof ProductSummary>;

const Digits = pattern(string(), /^\d{1,12}$/);

export const SearchQuery = object({
  tenant: optional(string()),
  q: optional(size(string(), 0, SEARCH_QUERY_MAX)),
  category: optional(size(string(), 0, 64)),
  minPrice: optional(Digits),
  maxPrice: optional(Digits),
  sort: optional(enums(SEARCH_SORTS)),
  page: optional(pattern(string(), /^[1-9]\d{0,3}$/)),
});
export type SearchQuery = Infer<typeof SearchQuery>;

export const SearchResponse = object({
  items: array(ProductSummary),
  total: integer(),
  page: integer(),
  pageSize: integer(),
  pageCount: integer(),
  /** the categories of what matched the words and the price range, with how many products each */
  facets: array(assign(Category, object({ count: integer() }))),
  /** every category of the tenant's catalogue (the empty state's suggestions) */
  categories: array(Category),
});
export type SearchResponse = Infer<typeof SearchResponse>;

/** issue 29: a store of the tenant (the quotation pages' Store) with its stock of the product. */
export const StoreStock = assign(Store, object({ quantity: integer() }));
export type StoreStock = Infer<typeof StoreStock>;

export const ProductVariant = object({ sku: string(), label: string(), price: number(), inStock: boolean() });
export type ProductVariant = Infer<typeof ProductVariant>;

export const ProductDetail = assign(
  ProductSummary,
  object({
    description: string(),
    widthCm: nullable(number()),
    heightCm: nullable(number()),
    depthCm: nullable(number()),
    /** spec §9 extended warranty (1-3 years) is offered */
    warrantyEligible: boolean(),
    /** the installation service's price here (null: not offered) */
    installationPrice: nullable(number()),
    /** the sizes of its variant group (itself included), empty without sizes */
    variants: array(ProductVariant),
    /** spec §2 stock by store: every store of the tenant, 0 where there is none */
    stores: array(StoreStock),
    /** a large image (spec §7 URL shape) */
    imageLarge: string(),
  }),
);
export type ProductDetail = Infer<typeof ProductDetail>;

/** Search (spec §2 search results): words (accents and case ignored), category, price range, sort, page of 24. */
export const SearchProducts = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/catalogue/v1/search',
  query: SearchQuery,
  response: SearchResponse,
});

/** A product the tenant sells; any other sku answers 404 PRODUCT_NOT_FOUND. */
export const GetProduct = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/catalogue/v1/products/:sku',
  query: TenantQuery,
  response: ProductDetail,
});

/**
 * Products side by side (`skus=a,b`): at most COMPARE_LIMIT (src/rules/compare.ts), more answers 400
 * COMPARE_LIMIT_REACHED; skus the tenant does not sell are left out.
 */
export const CompareProducts = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/catalogue/v1/compare',
  query: object({ tenant: optional(string()), skus: size(string(), 1, 400) }),
  response: object({ items: array(ProductDetail) }),
});
