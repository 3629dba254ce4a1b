// Issue 34 item 2 (spec §2 search results): facets, sort, price range, results with add to cart and "Comparar", paging,
// and an empty state with suggestions. A thin renderer of productSearchMachine.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectProductSearch } from '../../machines/product-search/product-search.connect';
import type { productSearchMachine } from '../../machines/product-search/product-search.machine';
import { formatMoney } from '../../i18n/format';
import { pagePath } from '../app/routes';
import { ProductImage } from './product-image';
import './catalogue.css';

export interface ProductSearchViewProps {
  actorRef: ActorRefFrom<typeof productSearchMachine>;
}

/** made-up popular searches (the empty state's suggestions) */
const POPULAR = ['ceramica', 'porcelanato', 'taladro', 'pintura', 'grifería'];

export function ProductSearchView({ actorRef }: ProductSearchViewProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectProductSearch(snapshot, actorRef.send);
  const tenant = api.tenant;
  const money = (amount: number) => formatMoney(amount, tenant);
  const searchHref = (q: string) => `${pagePath('searchResults', tenant.id)}?${new URLSearchParams({ q })}`;
  const compareHref = `${pagePath('productComparison', tenant.id)}?skus=${encodeURIComponent(api.compare.join(','))}`;
  return (
    <section className="catalogue search-results" aria-busy={api.isLoading}>
      <h1>{api.criteria.q ? t('search.titleFor', { q: api.criteria.q }) : t('search.title')}</h1>
      {api.isLoading ? <p role="status">{t('search.loading')}</p> : null}
      {api.isFailed ? (
        <div role="alert">
          <p>{t('search.failed')}</p>
          <button type="button" className="button" onClick={api.retry}>
            {t('search.retry')}
          </button>
        </div>
      ) : null}
      {api.addedCount !== null ? <p role="status">{t('cart.added', { count: api.addedCount })}</p> : null}
      {api.addFailedKey ? <p role="alert">{t(api.addFailedKey)}</p> : null}
      {api.compareFull ? <p role="alert">{t('common:errors.COMPARE_LIMIT_REACHED')}</p> : null}

      <div className="search-results__layout">
        <aside className="search-results__filters" aria-label={t('search.filters')}>
          {api.facets.length ? (
            <nav aria-label={t('search.categories')}>
              <h2>{t('search.categories')}</h2>
              <ul className="plain-list">
                <li>
                  <button
                    type="button"
                    className="link-button"
                    data-category=""
                    aria-pressed={api.criteria.category === ''}
                    onClick={() => api.chooseCategory('')}
                  >
                    {t('search.allCategories')}
                  </button>
                </li>
                {api.facets.map((f) => (
                  <li key={f.id}>
                    <button
                      type="button"
                      className="link-button"
                      data-category={f.id}
                      aria-pressed={api.criteria.category === f.id}
                      onClick={() => api.chooseCategory(f.id)}
                    >
                      {t('search.facet', { name: f.name, count: f.count })}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <form
            className="search-results__price"
            key={`${api.criteria.minPrice}-${api.criteria.maxPrice}`}
            onSubmit={(e) => {
              e.preventDefault();
              const data = new FormData(e.currentTarget);
              api.applyPrice(String(data.get('minPrice') ?? '').trim(), String(data.get('maxPrice') ?? '').trim());
            }}
          >
            <fieldset>
              <legend>{t('search.price')}</legend>
              <label htmlFor={api.minPriceInput.id}>{t('search.minPrice')}</label>
              <input {...api.minPriceInput} name="minPrice" inputMode="numeric" defaultValue={api.criteria.minPrice} />
              <label htmlFor={api.maxPriceInput.id}>{t('search.maxPrice')}</label>
              <input {...api.maxPriceInput} name="maxPrice" inputMode="numeric" defaultValue={api.criteria.maxPrice} />
              {api.priceInvalid ? (
                <p id={api.priceErrorId} className="field-error" role="alert">
                  {t('search.priceInvalid')}
                </p>
              ) : null}
              <button type="submit" className="button button--secondary">
                {t('search.applyPrice')}
              </button>
            </fieldset>
          </form>
        </aside>

        <div className="search-results__main">
          {api.items.length ? (
            <>
              <div className="search-results__bar">
                <p>{t('search.total', { count: api.total })}</p>
                <label htmlFor={api.sortId}>{t('search.sort')}</label>
                <select
                  className="field-control"
                  id={api.sortId}
                  name="sort"
                  value={api.criteria.sort}
                  onChange={(e) => api.chooseSort(api.sorts.find((s) => s === e.target.value) ?? 'relevance')}
                >
                  {api.sorts.map((s) => (
                    <option key={s} value={s}>
                      {t(`search.sorts.${s}`)}
                    </option>
                  ))}
                </select>
              </div>
              <ul className="product-grid">
                {api.items.map((p) => {
                  const href = pagePath('productDetail', tenant.id, { sku: p.sku });
                  return (
                    <li key={p.sku} className="product-card">
                      <ProductImage src={p.image} fallbackSrc={p.fallbackImage} size={120} />
                      <a href={href} className="product-card__name">
                        {p.name}
                      </a>
                      <span className="hint">{p.brand}</span>
                      <span className="product-card__price">
                        {p.unit === 'm2' ? t('product.pricePerBox', { price: money(p.price) }) : money(p.price)}
                      </span>
                      {!p.inStock ? <span className="hint">{t('product.outOfStock')}</span> : null}
                      <div className="product-card__actions">
                        {p.canAddHere ? (
                          <button
                            type="button"
                            className="button"
                            data-cart-add={p.sku}
                            disabled={api.isAdding}
                            aria-label={t('search.addNamed', { name: p.name })}
                            onClick={() => api.addToCart(p.sku)}
                          >
                            {t('product.addToCart')}
                          </button>
                        ) : (
                          <a className="button button--secondary" href={href}>
                            {t('search.choose')}
                          </a>
                        )}
                        <button
                          type="button"
                          className="link-button"
                          {...{ [p.inCompare ? 'data-compare-remove' : 'data-compare-add']: p.sku }}
                          aria-label={t(p.inCompare ? 'compare.removeNamed' : 'compare.addNamed', { name: p.name })}
                          onClick={() => (p.inCompare ? api.removeFromCompare(p.sku) : api.addToCompare(p.sku))}
                        >
                          {t(p.inCompare ? 'compare.remove' : 'compare.add')}
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
              {api.pageCount > 1 ? (
                <nav className="pagination" aria-label={t('search.pages')}>
                  {Array.from({ length: api.pageCount }, (_, i) => i + 1)
                    .filter((n) => Math.abs(n - api.page) <= 2 || n === 1 || n === api.pageCount)
                    .map((n) => (
                      <button
                        key={n}
                        type="button"
                        className="link-button"
                        aria-current={n === api.page ? 'page' : undefined}
                        aria-label={t('search.pageN', { page: n })}
                        onClick={() => api.goToPage(n)}
                      >
                        {n}
                      </button>
                    ))}
                </nav>
              ) : null}
            </>
          ) : null}
          {api.isEmpty ? (
            <div className="search-results__empty">
              <p>{api.criteria.q ? t('search.emptyFor', { q: api.criteria.q }) : t('search.empty')}</p>
              <h2>{t('search.suggestCategories')}</h2>
              <ul className="chips">
                {api.suggestions.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      className="chip"
                      data-category={c.id}
                      onClick={() => api.chooseCategory(c.id)}
                    >
                      {c.name}
                    </button>
                  </li>
                ))}
              </ul>
              <h2>{t('search.popular')}</h2>
              <ul className="chips">
                {POPULAR.map((q) => (
                  <li key={q}>
                    <a className="chip" href={searchHref(q)}>
                      {q}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
      {api.compare.length ? (
        <aside className="compare-bar" aria-label={t('compare.bar')}>
          <span>{t('compare.count', { count: api.compare.length, limit: api.compareLimit })}</span>
          <a className="button" href={compareHref}>
            {t('compare.go')}
          </a>
        </aside>
      ) : null}
    </section>
  );
}
