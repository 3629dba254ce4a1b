// Issue 34 item 5: the cart page. Renders cartMachine: lines (image, name, unit price, quantity stepper and field, warranty,
// installation, removal; unavailable lines marked and left out of the total), the summary and "Ir a pagar" (a guest signs in
// first; a company's quoter is offered "Cotizar", spec §6). Decides nothing.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectCart } from '../../machines/cart/cart.connect';
import type { cartMachine } from '../../machines/cart/cart.machine';
import { formatMoney } from '../../i18n/format';
import { loginPath, pagePath } from '../app/routes';
import './cart.css';
import { RetryBox } from '../shared/banners';

export interface CartViewProps {
  actorRef: ActorRefFrom<typeof cartMachine>;
  /** spec §6: the buyer's maximum purchase amount and what remains of it, shown beside "Ir a pagar" */
  allowance?: ReactNode;
}

export function CartView({ actorRef, allowance = null }: CartViewProps) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectCart(snapshot, actorRef.send);
  const tenantId = api.tenant.id;
  const money = (amount: number, currency = api.tenant.currency) =>
    formatMoney(amount, { locale: api.tenant.locale, currency } as Parameters<typeof formatMoney>[1]);
  const number = (value: number) => new Intl.NumberFormat(api.tenant.locale).format(value);
  const checkoutPath = pagePath('checkout', tenantId);
  const checkoutHref = api.checkoutTarget === 'login' ? loginPath(tenantId, checkoutPath) : checkoutPath;

  return (
    <section className="cart-page" aria-labelledby="cart-title" aria-busy={api.isLoading || api.isSaving}>
      <h1 id="cart-title">{t('cart.title')}</h1>
      {api.isLoading ? <p role="status">{t('cart.loading')}</p> : null}
      {api.isLoadFailed ? (
        <RetryBox
          className="banner banner--error"
          text={tc('messages.loadError')}
          retryLabel={t('cart.retry')}
          onRetry={api.retry}
        />
      ) : null}
      {api.isEmpty ? (
        <div className="empty-state cart-empty">
          <p className="cart-empty__title">{t('cart.empty')}</p>
          <p className="hint">{t('cart.emptyHint')}</p>
          <a className="button button--primary" href={pagePath('searchResults', tenantId)}>
            {t('cart.emptyLink')}
          </a>
        </div>
      ) : null}
      {api.lines.length > 0 && api.summary ? (
        <div className="cart-layout">
          <ul className="cart-lines" aria-label={t('cart.linesLabel')}>
            {api.lines.map((line) => (
              <li
                key={line.sku}
                className={line.available ? 'cart-line' : 'cart-line cart-line--unavailable'}
                data-sku={line.sku}
                aria-busy={line.isBusy}
              >
                <img className="cart-line__image" src={line.image} alt="" width={96} height={96} loading="lazy" />
                <div className="cart-line__body">
                  <h2 className="cart-line__name">
                    <a href={pagePath('productDetail', tenantId, { sku: line.sku })}>{line.name}</a>
                  </h2>
                  <p className="cart-line__price">
                    {line.unit === 'm2' && line.m2PerBox
                      ? t('cart.unitPriceBox', {
                          price: money(line.unitPrice, line.currency),
                          m2: number(line.m2PerBox),
                        })
                      : t('cart.unitPrice', { price: money(line.unitPrice, line.currency) })}
                  </p>
                  {!line.available ? (
                    <p className="cart-line__unavailable">
                      <strong>{t('cart.unavailable')}</strong> <span>{t('cart.unavailableHint')}</span>
                    </p>
                  ) : null}
                  <div className="cart-line__controls">
                    <div className="cart-quantity">
                      <label htmlFor={line.quantity.label.htmlFor}>
                        {line.unit === 'm2' ? t('cart.quantityBoxes') : t('cart.quantity')}
                      </label>
                      <div className="stepper">
                        <button
                          type="button"
                          className="stepper__button"
                          aria-label={t('cart.decrement', { name: line.name })}
                          {...line.decrement}
                        >
                          −
                        </button>
                        <input className="stepper__input" type="text" autoComplete="off" {...line.quantity.input} />
                        <button
                          type="button"
                          className="stepper__button"
                          aria-label={t('cart.increment', { name: line.name })}
                          {...line.increment}
                        >
                          +
                        </button>
                      </div>
                      {line.quantity.error.key ? (
                        <p id={line.quantity.error.id} className="field__error" role="alert">
                          {t(line.quantity.error.key, line.quantity.error.values)}
                        </p>
                      ) : null}
                    </div>
                    {line.warranty ? (
                      <div className="cart-warranty">
                        <label htmlFor={line.warranty.select.id}>{t('cart.warranty')}</label>
                        <select className="field-control" {...line.warranty.select}>
                          {line.warranty.options.map((o) => (
                            <option key={o.years} value={o.years}>
                              {o.years === 0
                                ? t('cart.warrantyNone')
                                : t('cart.warrantyYears', { count: o.years, price: money(o.price, line.currency) })}
                            </option>
                          ))}
                        </select>
                      </div>
                    ) : null}
                    {line.installation ? (
                      <div className="field--check cart-installation">
                        <input type="checkbox" {...line.installation.checkbox} />
                        <label htmlFor={line.installation.checkbox.id}>
                          {line.installation.price !== null
                            ? t('cart.installationWithPrice', { price: money(line.installation.price, line.currency) })
                            : t('cart.installation')}
                        </label>
                      </div>
                    ) : null}
                  </div>
                  {line.lineErrorKey ? (
                    <p className="field__error" role="alert">
                      {tc(line.lineErrorKey)}
                    </p>
                  ) : null}
                  <div className="cart-line__footer">
                    <p className="cart-line__total">
                      <span>{t('cart.lineTotal')}</span> <strong>{money(line.lineTotal, line.currency)}</strong>
                    </p>
                    {line.isBusy ? <span role="status">{t('cart.saving')}</span> : null}
                    <button
                      type="button"
                      className="button button--secondary cart-line__remove"
                      aria-label={t('cart.removeLabel', { name: line.name })}
                      {...line.remove}
                    >
                      {t('cart.remove')}
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <aside className="cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">{t('cart.summaryTitle')}</h2>
            <p>{t('cart.units', { count: api.summary.count })}</p>
            {api.summary.unavailable > 0 ? (
              <p className="hint">{t('cart.unavailableExcluded', { count: api.summary.unavailable })}</p>
            ) : null}
            <p className="cart-summary__total">
              <span>{t('cart.subtotal')}</span>
              <strong data-testid="cart-total">{money(api.summary.total, api.summary.currency)}</strong>
            </p>
            <p className="hint">{t('cart.shippingNext')}</p>
            {api.isQuoter ? (
              <>
                <p className="hint" data-reason="quote-only">
                  {t('cart.quoteHint')}
                </p>
                <a
                  className="button button--primary cart-summary__action"
                  href={pagePath('quotationsLanding', tenantId)}
                >
                  {t('cart.quote')}
                </a>
              </>
            ) : (
              <>
                {api.showAllowance ? allowance : null}
                {api.canCheckout ? (
                  <a className="button button--primary cart-summary__action" href={checkoutHref}>
                    {t('cart.checkout')}
                  </a>
                ) : (
                  <button type="button" className="button button--primary cart-summary__action" disabled>
                    {t('cart.checkout')}
                  </button>
                )}
                {api.checkoutTarget === 'login' ? <p className="hint">{t('cart.checkoutGuestHint')}</p> : null}
              </>
            )}
          </aside>
        </div>
      ) : null}
    </section>
  );
}
