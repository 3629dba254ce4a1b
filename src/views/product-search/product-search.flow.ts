// Issue 34 item 2: the search results edge (/:tenant/search?q=&category=&minPrice=&maxPrice=&sort=&page=):
// GET /s/catalogue/v1/search, POST /s/checkout/v1/carts/mine/lines; the criteria go to the URL, the comparison set to
// localStorage, the cart's count to the header.
import { defineFlow } from '../../flows/define-flow';
import { productSearchMachine } from '../../machines/product-search/product-search.machine';
import { defaultCriteria, productSearchFlowSamples } from '../../machines/product-search/product-search.samples';
import type { SearchResponse } from '../../contracts/catalogue.contract';
import type { CartAddRequest, SearchCriteria } from '../../machines/product-search/product-search.types';
import { pagePath } from '../app/routes';
import { serviceActor } from '../shared/service-actor';
import { setCartCount } from '../shell/cart-count';
import {
  cartApiFor,
  catalogueApiFor,
  criteriaFromSearch,
  readCompare,
  searchOfCriteria,
  searchQueryOf,
  writeCompare,
} from './catalogue-env';
import { tenantFormat } from '../shared/tenant-input';

export const productSearchFlow = defineFlow({
  name: 'product-search',
  description: 'Search results: words, category, price and sort in the URL, paging, comparison set and add to cart.',
  machine: productSearchMachine,
  loadView: () => import('./product-search.view').then((m) => m.ProductSearchView),
  namespaces: ['catalogue'],
  samples: productSearchFlowSamples,
  delays: {},
  input: (tenant, page) => ({
    tenant: tenantFormat(tenant),
    criteria: page ? criteriaFromSearch(page.search) : defaultCriteria,
    compare: page ? readCompare(tenant.id) : [],
  }),
  implementations: (env) => {
    const catalogue = catalogueApiFor(env.clients);
    const cart = cartApiFor(env.clients);
    return {
      actors: {
        searchProducts: serviceActor<SearchResponse, SearchCriteria>(env, (criteria, signal) =>
          catalogue.search(searchQueryOf(criteria), signal),
        ),
        addToCart: serviceActor<{ count: number }, CartAddRequest>(env, async (request, signal) => ({
          count: (await cart.add(request, signal)).count,
        })),
      },
      actions: {
        showCriteria: (_: unknown, params: { criteria: SearchCriteria }) => {
          const search = searchOfCriteria(params.criteria);
          env.navigate(`${pagePath('searchResults', env.tenant.id)}${search ? `?${search}` : ''}`, { replace: true });
        },
        storeCompare: (_: unknown, params: { skus: string[] }) => writeCompare(env.tenant.id, params.skus),
        reportCartCount: (_: unknown, params: { count: number }) => setCartCount(params.count),
      },
    };
  },
  driver: {
    'criteria.change': (d, e) => d.send(e),
    'category.choose': (d, e) => d.clickSelector(`[data-category="${e.category}"]`),
    'sort.choose': (d, e) => d.select('sort', e.sort),
    'page.go': (d, e) => d.click(d.t('catalogue:search.pageN', { page: e.page })),
    'price.apply': async (d, e) => {
      await d.fill('minPrice', e.minPrice);
      await d.fill('maxPrice', e.maxPrice);
      await d.click(d.t('catalogue:search.applyPrice'));
    },
    'search.retry': (d) => d.click(d.t('catalogue:search.retry')),
    'compare.add': (d, e) => d.clickSelector(`[data-compare-add="${e.sku}"]`),
    'compare.remove': (d, e) => d.clickSelector(`[data-compare-remove="${e.sku}"]`),
    'cart.add': (d, e) => d.clickSelector(`[data-cart-add="${e.sku}"]`),
  },
  graphContext: (c) => ({
    compare: c.compare.length,
    notice: c.notice?.kind ?? null,
    result: c.result === null ? null : c.result.items.length > 0,
  }),
  complete: true,
});
