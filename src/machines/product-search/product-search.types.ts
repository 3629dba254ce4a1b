// Issue 34 item 2 (spec §2 search results): the words, category, price range, sort and page kept in the URL; the results
// with their category facets; the comparison set (spec §9: up to 2) and adding a product to the cart from the results.
import type { SearchResponse, SearchSort } from '../../contracts/catalogue.contract';
import type { CatalogueTenant } from '../shared/catalogue-tenant';

/** What the URL holds (?q=&category=&minPrice=&maxPrice=&sort=&page=) */
export interface SearchCriteria {
  q: string;
  category: string;
  minPrice: string;
  maxPrice: string;
  sort: SearchSort;
  page: number;
}

export type SearchNotice =
  | { kind: 'added'; count: number }
  | { kind: 'addFailed'; code: string }
  | { kind: 'compareFull' }
  | { kind: 'priceInvalid' };

export interface ProductSearchInput {
  tenant: CatalogueTenant;
  criteria: SearchCriteria;
  /** the comparison set kept from earlier pages (localStorage) */
  compare: string[];
}

export interface ProductSearchContext {
  tenant: CatalogueTenant;
  criteria: SearchCriteria;
  result: SearchResponse | null;
  compare: string[];
  notice: SearchNotice | null;
}

export interface CartAddRequest {
  sku: string;
  quantity: number;
}

export type ProductSearchEvent =
  /** the URL changed (the header's search box, back and forward): the app raises it */
  | { type: 'criteria.change'; criteria: SearchCriteria }
  | { type: 'category.choose'; category: string }
  | { type: 'sort.choose'; sort: SearchSort }
  | { type: 'page.go'; page: number }
  | { type: 'price.apply'; minPrice: string; maxPrice: string }
  | { type: 'search.retry' }
  | { type: 'compare.add'; sku: string }
  | { type: 'compare.remove'; sku: string }
  | { type: 'cart.add'; sku: string };
