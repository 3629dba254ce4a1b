// Issue 34 item 3 (spec §2 product detail with stock by store): a thin renderer of productDetailMachine.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectProductDetail } from '../../machines/product-detail/product-detail.connect';
import type { productDetailMachine } from '../../machines/product-detail/product-detail.machine';
import { formatMoney } from '../../i18n/format';
import { loginPath, pagePath } from '../app/routes';
import { ProductImage } from '../product-search/product-image';
import '../product-search/catalogue.css';
import { StoreSelect } from '../shared/store-select';

export interface ProductDetailViewProps {
  actorRef: ActorRefFrom<typeof productDetailMachine>;
  /** spec §6: the buyer's maximum purchase amount and what remains of it, shown beside "Agregar al carro" */
  allowance?: ReactNode;
}

const dimension = (n: number | null) => (n === null ? '–' : String(n).replace('.', ','));

export function ProductDetailView({ actorRef, allowance = null }: ProductDetailViewProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectProductDetail(snapshot, actorRef.send);
  const money = (amount: number) => formatMoney(amount, api.tenant);
  const p = api.product;
  const here = pagePath('productDetail', api.tenant.id, { sku: api.sku });
  const compareHref = `${pagePath('productComparison', api.tenant.id)}?skus=${encodeURIComponent(api.compare.join(','))}`;
  return (
    <section className="catalogue product-detail" aria-busy={api.isLoading}>
      {api.isLoading ? <p role="status">{t('product.loading')}</p> : null}
      {api.isNotFound ? (
        <div>
          <h1>{t('common:errors.PRODUCT_NOT_FOUND')}</h1>
          <a href={pagePath('searchResults', api.tenant.id)}>{t('product.backToSearch')}</a>
        </div>
      ) : null}
      {api.isFailed ? (
        <div role="alert">
          {/* spec §8 "availability check" failure */}
          <p>{t('product.failed')}</p>
          <button type="button" className="button" onClick={api.retry}>
            {t('product.retry')}
          </button>
        </div>
      ) : null}
      {p ? (
        <>
          <h1>{p.name}</h1>
          <div className="product-detail__layout">
            <div className="product-detail__media">
              <ProductImage src={p.imageLarge} fallbackSrc={p.fallbackImage} size={480} alt={p.name} />
            </div>
            {/* on a phone the price and the buy box come right after the picture, the description after them */}
            <div className="product-detail__details">
              <h2>{t('product.description')}</h2>
              <p>{p.description}</p>
              <dl className="product-detail__facts">
                <dt>{t('product.brand')}</dt>
                <dd>{p.brand}</dd>
                <dt>{t('product.category')}</dt>
                <dd>{p.category.name}</dd>
                {p.widthCm !== null || p.heightCm !== null || p.depthCm !== null ? (
                  <>
                    <dt>{t('product.dimensions')}</dt>
                    <dd>
                      {t('product.dimensionsValue', {
                        width: dimension(p.widthCm),
                        height: dimension(p.heightCm),
                        depth: dimension(p.depthCm),
                      })}
                    </dd>
                  </>
                ) : null}
                {p.m2PerBox ? (
                  <>
                    <dt>{t('product.box')}</dt>
                    <dd>{t('product.m2PerBox', { m2: String(p.m2PerBox).replace('.', ',') })}</dd>
                  </>
                ) : null}
                <dt>{t('product.sku')}</dt>
                <dd>{p.sku}</dd>
              </dl>
            </div>
            <div className="product-detail__buy">
              <p className="product-detail__price">
                {p.unit === 'm2' ? t('product.pricePerBox', { price: money(p.price) }) : money(p.price)}
              </p>
              <p>{p.homeDelivery ? t('product.homeDelivery') : t('product.noHomeDelivery')}</p>
              {api.sizes.length ? (
                <fieldset className="variants">
                  <legend>{t('product.size')}</legend>
                  {api.sizes.map((v) => (
                    <button
                      key={v.sku}
                      type="button"
                      className="chip"
                      data-size={v.sku}
                      aria-pressed={v.chosen}
                      onClick={v.choose}
                    >
                      {v.label}
                    </button>
                  ))}
                </fieldset>
              ) : null}
              {api.warranty ? (
                <div className="field">
                  <label htmlFor={api.warranty.id}>{t('product.warranty')}</label>
                  <select
                    className="field-control"
                    id={api.warranty.id}
                    name="warranty"
                    value={api.warranty.value === null ? '' : String(api.warranty.value)}
                    onChange={(e) => api.chooseWarranty(e.target.value)}
                  >
                    <option value="">{t('product.noWarranty')}</option>
                    {api.warranty.options.map((o) => (
                      <option key={o.years} value={String(o.years)}>
                        {t('product.warrantyOption', { count: o.years, price: money(o.price) })}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              {api.installation ? (
                <div className="field--check">
                  <input
                    id={api.installation.id}
                    type="checkbox"
                    name="installation"
                    checked={api.installation.chosen}
                    onChange={api.toggleInstallation}
                  />
                  <label htmlFor={api.installation.id}>
                    {t('product.installation', { price: money(api.installation.price) })}
                  </label>
                </div>
              ) : null}
              <div className="field">
                <label htmlFor={api.quantityInput.id}>
                  {p.unit === 'm2' ? t('product.quantityBoxes') : t('product.quantity')}
                </label>
                <input
                  {...api.quantityInput}
                  className="field-control"
                  name="quantity"
                  inputMode="numeric"
                  value={api.quantity}
                  onChange={(e) => api.changeQuantity(e.target.value)}
                />
                {api.quantityInvalid ? (
                  <p id={api.quantityErrorId} className="field-error" role="alert">
                    {t('product.quantityInvalid')}
                  </p>
                ) : null}
              </div>
              {api.isQuoter ? (
                <>
                  <p className="hint" data-reason="quote-only">
                    {t('product.quoteHint')}
                  </p>
                  <a className="button" data-action="quote" href={pagePath('quotationsLanding', api.tenant.id)}>
                    {t('product.quote')}
                  </a>
                </>
              ) : (
                <>
                  {api.showAllowance ? allowance : null}
                  <button
                    type="button"
                    className="button button--primary"
                    data-action="cart-add"
                    disabled={api.isAdding || !api.inStock}
                    onClick={api.addToCart}
                  >
                    {!api.inStock
                      ? t('product.outOfStock')
                      : api.sizeMissing
                        ? t('product.chooseSizeToAdd')
                        : t(api.isAdding ? 'product.adding' : 'product.addToCart')}
                  </button>
                  {api.notice === 'sizeRequired' ? <p role="alert">{t('product.sizeRequired')}</p> : null}
                  {api.addedCount !== null ? (
                    <p role="status">
                      {t('cart.addedUnits', { count: api.addedQuantity ?? 1 })}{' '}
                      {t('cart.added', { count: api.addedCount })}{' '}
                      <a href={pagePath('cart', api.tenant.id)}>{t('cart.go')}</a>
                    </p>
                  ) : null}
                  {api.addFailedKey ? <p role="alert">{t(api.addFailedKey)}</p> : null}
                </>
              )}
              <div className="product-card__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  data-action="compare-add"
                  onClick={api.addToCompare}
                >
                  {t('compare.add')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={api.isSavingWish}
                  onClick={api.addToWishList}
                >
                  {t('product.saveWish')}
                </button>
              </div>
              {api.notice === 'compareAdded' ? (
                <p role="status">
                  {t('compare.count', { count: api.compare.length, limit: api.compareLimit })}{' '}
                  <a href={compareHref}>{t('compare.go')}</a>
                </p>
              ) : null}
              {api.notice === 'compareFull' ? (
                <p role="alert">
                  {t('common:errors.COMPARE_LIMIT_REACHED')} <a href={compareHref}>{t('compare.go')}</a>
                </p>
              ) : null}
              {api.notice === 'wishSaved' ? <p role="status">{t('product.wishSaved')}</p> : null}
              {api.notice === 'wishLogin' ? (
                <p role="status">
                  {t('product.wishLogin')} <a href={loginPath(api.tenant.id, here)}>{t('product.login')}</a>
                </p>
              ) : null}
              {api.notice === 'wishFailed' ? <p role="alert">{t('product.wishFailed')}</p> : null}

              {api.isTiles ? (
                <form
                  className="tile-calculator"
                  aria-labelledby="tile-calculator-title"
                  onSubmit={(e) => {
                    e.preventDefault();
                    api.calculate();
                  }}
                >
                  <h2 id="tile-calculator-title">{t('tiles.title')}</h2>
                  <p className="hint">{t('tiles.hint')}</p>
                  <label htmlFor={api.areaInput.id}>{t('tiles.area')}</label>
                  <input
                    {...api.areaInput}
                    name="area"
                    inputMode="decimal"
                    value={api.area}
                    onChange={(e) => api.changeArea(e.target.value)}
                  />
                  {api.areaErrorKey ? (
                    <p id={api.areaErrorId} className="field-error" role="alert">
                      {t(api.areaErrorKey)}
                    </p>
                  ) : null}
                  <button type="submit" className="button button--secondary">
                    {t('tiles.calculate')}
                  </button>
                  {api.estimate ? (
                    <>
                      <p role="status" data-testid="tile-result">
                        {t('tiles.result', {
                          count: api.estimate.boxes,
                          area: String(api.estimate.areaWithWaste).replace('.', ','),
                          covered: String(api.estimate.coveredM2).replace('.', ','),
                        })}
                      </p>
                      {api.isQuoter ? null : (
                        <button
                          type="button"
                          className="button"
                          data-action="tiles-add"
                          disabled={api.isAdding || !api.inStock}
                          onClick={api.addBoxes}
                        >
                          {t('tiles.add', { count: api.estimate.boxes })}
                        </button>
                      )}
                    </>
                  ) : null}
                </form>
              ) : null}
            </div>
          </div>
          <h2 id={api.stockTitleId}>{t('stock.title')}</h2>
          {api.stores.length ? (
            <>
              <StoreSelect
                className="product-detail__store"
                label={t('stock.chooseStore')}
                select={api.storeSelect}
                stores={api.stores}
                placeholder={t('stock.noStore')}
              />
              <table className="stock-table" aria-labelledby={api.stockTitleId}>
                <thead>
                  <tr>
                    <th scope="col">{t('stock.store')}</th>
                    <th scope="col">{t('stock.units')}</th>
                  </tr>
                </thead>
                <tbody>
                  {api.stores.map((s) => (
                    <tr key={s.id} data-store={s.code}>
                      <th scope="row">
                        {s.name}
                        {api.chosenStore?.id === s.id ? ` (${t('stock.yourStore')})` : ''}
                        <br />
                        <span className="hint">
                          {s.address}, {s.city}
                        </span>
                      </th>
                      <td>{s.quantity > 0 ? t('stock.available', { count: s.quantity }) : t('stock.none')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : (
            <p>{t('stock.noStores')}</p>
          )}
        </>
      ) : null}
    </section>
  );
}
