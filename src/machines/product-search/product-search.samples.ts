// Sample events of productSearchMachine (pure data).
import type { ProductSummary, SearchResponse } from '../../contracts/catalogue.contract';
import type { SearchCriteria } from './product-search.types';

const item = (sku: string, name: string, price: number, extra: Partial<ProductSummary> = {}): ProductSummary => ({
  sku,
  name,
  brand: 'Terra',
  category: { id: 'pisos', name: 'Pisos y revestimientos' },
  price,
  currency: 'CLP',
  image: `/images/cl/${sku}?fmt=jpg&fit=constrain&wid=120&hei=120`,
  fallbackImage: `/images/cl/fallback/${sku}`,
  unit: 'each',
  m2PerBox: null,
  variantGroup: null,
  variantLabel: null,
  homeDelivery: true,
  inStock: true,
  ...extra,
});

const categories = [
  { id: 'pisos', name: 'Pisos y revestimientos' },
  { id: 'herramientas', name: 'Herramientas' },
];

export const searchResultSample: SearchResponse = {
  items: [
    item('HM-3101', 'Cerámica piso Loft gris 33x33 cm', 8990, {
      unit: 'm2',
      m2PerBox: 1.5,
      variantGroup: 'ceramica-loft',
      variantLabel: '33x33 cm',
    }),
    item('HM-3002', 'Adhesivo cerámico 25 kg', 6990),
    item('HM-3201', 'Fragüe gris 1 kg', 2490),
    item('HM-3202', 'Crucetas para cerámica 3 mm (pack 200)', 1990),
  ],
  total: 30,
  page: 1,
  pageSize: 24,
  pageCount: 2,
  facets: [{ id: 'pisos', name: 'Pisos y revestimientos', count: 30 }],
  categories,
};

export const emptySearchSample: SearchResponse = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 24,
  pageCount: 0,
  facets: [],
  categories,
};

export const defaultCriteria: SearchCriteria = {
  q: 'ceramica',
  category: '',
  minPrice: '',
  maxPrice: '',
  sort: 'relevance',
  page: 1,
};

export const productSearchFlowSamples = {
  common: [
    { type: 'criteria.change', criteria: { ...defaultCriteria, q: 'porcelanato' } },
    { type: 'category.choose', category: 'pisos' },
    { type: 'sort.choose', sort: 'priceAsc' },
    { type: 'page.go', page: 2 },
    { type: 'price.apply', minPrice: '1000', maxPrice: '20000' },
    { type: 'price.apply', minPrice: 'mil', maxPrice: '' },
    { type: 'search.retry' },
    { type: 'compare.add', sku: 'HM-3002' },
    { type: 'compare.add', sku: 'HM-3201' },
    { type: 'compare.add', sku: 'HM-3202' },
    { type: 'compare.remove', sku: 'HM-3002' },
    { type: 'cart.add', sku: 'HM-3002' },
    { type: 'xstate.done.actor.searchProducts', output: searchResultSample },
    { type: 'xstate.done.actor.searchProducts', output: emptySearchSample },
    { type: 'xstate.error.actor.searchProducts', error: { code: 'GENERIC_ERROR', status: 503 } },
    { type: 'xstate.done.actor.addToCart', output: { count: 3 } },
    { type: 'xstate.error.actor.addToCart', error: { code: 'OUT_OF_STOCK', status: 409 } },
  ],
} as const;
