// Pure: the search results screen's props.
import type { SnapshotFrom } from 'xstate';
import type { SearchSort } from '../../contracts/catalogue.contract';
import { COMPARE_LIMIT } from '../../rules/compare';
import type { productSearchMachine } from './product-search.machine';
import type { ProductSearchEvent } from './product-search.types';
import { errorAria, errorIdOf, fieldId } from '../shared/field-props';
import { addFailureKey } from '../shared/cart-add-failure';

const PRICE_ERROR_ID = errorIdOf(fieldId('search', 'price'));

/** the sorts offered, relevance first (the contract's SEARCH_SORTS) */
const SORTS: readonly SearchSort[] = ['relevance', 'priceAsc', 'priceDesc'];

export function connectProductSearch(
  snapshot: SnapshotFrom<typeof productSearchMachine>,
  send: (event: ProductSearchEvent) => void,
) {
  const { context } = snapshot;
  const { criteria, result } = context;
  const notice = context.notice;
  const isLoading = snapshot.matches('loading');
  const pageCount = result?.pageCount ?? 0;
  return {
    tenant: context.tenant,
    criteria,
    isLoading,
    isFailed: snapshot.matches('failed'),
    isEmpty: snapshot.matches('empty'),
    isAdding: snapshot.matches('adding'),
    total: result?.total ?? 0,
    items:
      snapshot.matches('results') || snapshot.matches('adding')
        ? (result?.items ?? []).map((item) => ({
            ...item,
            /** one unit can go in the cart from here; sizes and boxes are chosen on the product page */
            canAddHere: item.unit === 'each' && !item.variantGroup && item.inStock,
            inCompare: context.compare.includes(item.sku),
          }))
        : [],
    facets: result?.facets ?? [],
    suggestions: result?.categories ?? [],
    sorts: SORTS,
    /** the sort box's id (issue 29: the view mints none) */
    sortId: fieldId('search', 'sort'),
    page: criteria.page,
    pageCount,
    hasPrevious: criteria.page > 1,
    hasNext: criteria.page < pageCount,
    compare: context.compare,
    compareLimit: COMPARE_LIMIT,
    /** message keys with their values */
    addedCount: notice?.kind === 'added' ? notice.count : null,
    addFailedKey: notice?.kind === 'addFailed' ? addFailureKey(notice.code) : null,
    compareFull: notice?.kind === 'compareFull',
    priceInvalid: notice?.kind === 'priceInvalid',
    /** the price range's inputs share one error message (issue 29: ids and ARIA from here, not the view) */
    priceErrorId: PRICE_ERROR_ID,
    minPriceInput: {
      id: fieldId('search', 'min-price'),
      ...errorAria(PRICE_ERROR_ID, notice?.kind === 'priceInvalid'),
    },
    maxPriceInput: {
      id: fieldId('search', 'max-price'),
      ...errorAria(PRICE_ERROR_ID, notice?.kind === 'priceInvalid'),
    },
    chooseCategory: (category: string) => send({ type: 'category.choose', category }),
    chooseSort: (sort: SearchSort) => send({ type: 'sort.choose', sort }),
    goToPage: (page: number) => send({ type: 'page.go', page }),
    applyPrice: (minPrice: string, maxPrice: string) => send({ type: 'price.apply', minPrice, maxPrice }),
    retry: () => send({ type: 'search.retry' }),
    addToCompare: (sku: string) => send({ type: 'compare.add', sku }),
    removeFromCompare: (sku: string) => send({ type: 'compare.remove', sku }),
    addToCart: (sku: string) => send({ type: 'cart.add', sku }),
  };
}
