// Issue 34: what the storefront's catalogue flows share at their edge: the clients, the search criteria in the URL, the
// comparison set and the shopper's chosen store kept in localStorage (spec §3 session keys "user store", "user store name").
import { SEARCH_SORTS, type SearchQuery, type SearchSort } from '../../contracts/catalogue.contract';
import type { SearchCriteria } from '../../machines/product-search/product-search.types';
import { parseCompareSkus } from '../../rules/compare';
import { createCartApi } from '../../services/cart.api';
import { createCatalogueApi } from '../../services/catalogue.api';
import type { ServiceClients } from '../../services/clients';

export function catalogueApiFor(clients: ServiceClients) {
  return createCatalogueApi(clients.storefront);
}

export function cartApiFor(clients: ServiceClients) {
  return createCartApi(clients.storefront);
}

const DIGITS = /^\d{1,12}$/;

/** The criteria of `?q=&category=&minPrice=&maxPrice=&sort=&page=` (anything malformed is left out). */
export function criteriaFromSearch(search: URLSearchParams): SearchCriteria {
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  const price = (name: string) => {
    const value = search.get(name) ?? '';
    return DIGITS.test(value) ? value : '';
  };
  return {
    q: (search.get('q') ?? '').slice(0, 2000),
    category: (search.get('category') ?? '').slice(0, 64),
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    sort: SEARCH_SORTS.find((s): s is SearchSort => s === sort) ?? 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= 9999 ? page : 1,
  };
}

/** The query string of criteria: only what differs from the defaults. */
export function searchOfCriteria(criteria: SearchCriteria): string {
  const params = new URLSearchParams();
  if (criteria.q) params.set('q', criteria.q);
  if (criteria.category) params.set('category', criteria.category);
  if (criteria.minPrice) params.set('minPrice', criteria.minPrice);
  if (criteria.maxPrice) params.set('maxPrice', criteria.maxPrice);
  if (criteria.sort !== 'relevance') params.set('sort', criteria.sort);
  if (criteria.page > 1) params.set('page', String(criteria.page));
  return params.toString();
}

export function sameCriteria(a: SearchCriteria, b: SearchCriteria): boolean {
  return searchOfCriteria(a) === searchOfCriteria(b);
}

/** The API's query for criteria (empty values left out). */
export function searchQueryOf(criteria: SearchCriteria): SearchQuery {
  return {
    ...(criteria.q ? { q: criteria.q } : {}),
    ...(criteria.category ? { category: criteria.category } : {}),
    ...(criteria.minPrice ? { minPrice: criteria.minPrice } : {}),
    ...(criteria.maxPrice ? { maxPrice: criteria.maxPrice } : {}),
    sort: criteria.sort,
    page: String(criteria.page),
  };
}

const compareKey = (tenant: string) => `cuenta.compare.${tenant}`;
const storeKey = (tenant: string) => `cuenta.store.${tenant}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The comparison set kept across pages (spec §9: up to COMPARE_LIMIT). */
export function readCompare(tenant: string): string[] {
  return parseCompareSkus(storage()?.getItem(compareKey(tenant)));
}

export function writeCompare(tenant: string, skus: readonly string[]): void {
  try {
    storage()?.setItem(compareKey(tenant), skus.join(','));
  } catch {
    // storage full or blocked: the set lives in the URL and the page only
  }
}

/** spec §3 "user store": the store the shopper chose, shown first in the stock by store. */
export function readChosenStore(tenant: string): string | null {
  return storage()?.getItem(storeKey(tenant)) ?? null;
}

export function writeChosenStore(tenant: string, storeId: string): void {
  try {
    storage()?.setItem(storeKey(tenant), storeId);
  } catch {
    // not kept: the page still shows the choice
  }
}
