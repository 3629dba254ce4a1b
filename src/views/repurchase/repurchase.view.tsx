// spec §2 repurchase: a past order's lines, chosen and put in the cart; unavailable products cannot be chosen.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectRepurchase } from '../../machines/repurchase/repurchase.connect';
import type { repurchaseMachine } from '../../machines/repurchase/repurchase.machine';
import { pagePath } from '../app/routes';
import { money } from '../orders/order-format';
import '../orders/order-area.css';

export interface RepurchaseViewProps {
  actorRef: ActorRefFrom<typeof repurchaseMachine>;
  /** issue 30: the buyer's maximum purchase amount and what remains of it, shown beside the buy action */
  allowance?: ReactNode;
}

export function RepurchaseView({ actorRef, allowance = null }: RepurchaseViewProps) {
  const { t } = useTranslation('orders');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectRepurchase(snapshot, actorRef.send);
  const ordersHref = pagePath('myOrders', api.tenant.id);
  return (
    <section className="repurchase">
      <h1>{t('repurchase.title')}</h1>
      {api.isLoading ? <p role="status">{t('repurchase.loading')}</p> : null}
      {api.isNotFound ? (
        <div>
          <p>{t('repurchase.chooseOrder')}</p>
          <a href={ordersHref}>{t('repurchase.goToOrders')}</a>
        </div>
      ) : null}
      {api.isFailed ? (
        <div role="alert">
          <p>{t('repurchase.failed')}</p>
          <button type="button" className="button" onClick={api.retry}>
            {t('repurchase.retry')}
          </button>
        </div>
      ) : null}
      {api.lines.length ? (
        <>
          <h2>{t('repurchase.orderTitle', { orderNumber: api.orderNumber })}</h2>
          <ul className="repurchase__lines">
            {api.lines.map((l) => (
              <li key={l.sku} className="field--check repurchase__line">
                <input type="checkbox" {...l.checkbox} />
                <label htmlFor={l.checkbox.id}>
                  <strong>{l.name}</strong>{' '}
                  <span>
                    × {l.quantity} – {money(l.unitPrice, { locale: api.tenant.locale, currency: l.currency })}
                  </span>
                </label>
                {!l.available ? <span className="hint"> {t('repurchase.unavailable')}</span> : null}
              </li>
            ))}
          </ul>
          {api.addFailed ? <p role="alert">{t('repurchase.addFailed')}</p> : null}
          {api.mayPurchase ? allowance : null}
          {api.mayPurchase ? (
            <button
              type="button"
              className="button button--primary"
              disabled={!api.canAdd}
              aria-busy={api.isAdding}
              onClick={api.add}
            >
              {t(api.isAdding ? 'repurchase.adding' : 'repurchase.add')}
            </button>
          ) : (
            // spec §6: a quoter quotes only; the quotations page is where to quote these products
            <p className="hint" data-reason="quote-only">
              {t('repurchase.quoteOnly')}{' '}
              <a href={pagePath('quotationsLanding', api.tenant.id)}>{t('repurchase.quote')}</a>
            </p>
          )}
        </>
      ) : null}
      {api.addedUnits !== null && api.cartCount !== null ? (
        <p role="status">
          {t('repurchase.added', { count: api.addedUnits })} {t('repurchase.inCart', { count: api.cartCount })}
        </p>
      ) : null}
    </section>
  );
}
