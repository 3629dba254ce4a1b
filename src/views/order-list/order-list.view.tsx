// spec §2 order list (myOrders, orderHistory): filters (status group, year, creator for company accounts), search by order
// number, sort by date, pages; loading, empty and error states. Renders the machine's state through connectOrderList only.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectOrderList } from '../../machines/order-list/order-list.connect';
import type { orderListMachine } from '../../machines/order-list/order-list.machine';
import { pagePath } from '../app/routes';
import { FieldView } from '../shared/form-field';
import { ValidatedForm } from '../shared/validated-form';
import { day, money } from '../orders/order-format';

export interface OrderListViewProps {
  actorRef: ActorRefFrom<typeof orderListMachine>;
  /** orderHistory shows its own title */
  titleKey?: 'list.title' | 'list.historyTitle';
}

export function OrderListView({ actorRef, titleKey = 'list.title' }: OrderListViewProps) {
  const { t } = useTranslation(['orders', 'rules', 'common']);
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectOrderList(snapshot, actorRef.send);
  const tenant = api.tenant;
  return (
    <section className="orders" aria-busy={api.isLoading}>
      <h1>{t(`orders:${titleKey}`)}</h1>
      {/* issue 30: a failed search moves focus to the number and announces the summary, as every form does */}
      <ValidatedForm
        className="orders__filters"
        role="search"
        aria-label={t('orders:list.filters')}
        onSubmit={api.submitSearch}
        noValidate
      >
        <label htmlFor={api.groupSelect.id}>{t('orders:list.groupLabel')}</label>
        <select {...api.groupSelect}>
          <option value="">{t('orders:group.all')}</option>
          <option value="active">{t('orders:group.active')}</option>
          <option value="completed">{t('orders:group.completed')}</option>
          <option value="cancelled">{t('orders:group.cancelled')}</option>
        </select>
        <label htmlFor={api.yearSelect.id}>{t('orders:list.yearLabel')}</label>
        <select {...api.yearSelect}>
          <option value="">{t('orders:list.allYears')}</option>
          {api.years.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </select>
        {api.creators ? (
          <>
            <label htmlFor={api.creatorSelect.id}>{t('orders:list.creatorLabel')}</label>
            <select {...api.creatorSelect}>
              <option value="">{t('orders:list.allCreators')}</option>
              {api.creators.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <label htmlFor={api.sortSelect.id}>{t('orders:list.sortLabel')}</label>
        <select {...api.sortSelect}>
          <option value="dateDesc">{t('orders:list.sortDateDesc')}</option>
          <option value="dateAsc">{t('orders:list.sortDateAsc')}</option>
        </select>
        <FieldView
          field={api.search}
          label={t(`orders:${api.search.label.key}`)}
          error={api.search.error.key ? t(`rules:${api.search.error.key}`) : null}
          inputMode="numeric"
        />
        <button type="submit" className="button">
          {t('orders:list.searchSubmit')}
        </button>
      </ValidatedForm>

      {api.isLoading ? <p role="status">{t('orders:list.loading')}</p> : null}
      {api.isEmpty ? <p role="status">{t(`orders:${api.emptyKey}`)}</p> : null}
      {api.isFailed ? (
        <div role="alert">
          <p>{t('orders:list.failed')}</p>
          <button type="button" className="button" onClick={api.retry}>
            {t('orders:list.retry')}
          </button>
        </div>
      ) : null}
      {api.isReady ? (
        <>
          <ul className="orders__list">
            {api.orders.map((o) => (
              <li key={o.orderNumber} className="orders__card" data-order={o.orderNumber}>
                <h2>
                  <a
                    href={pagePath('orderDetails', tenant.id, { orderNumber: o.orderNumber })}
                    aria-label={t('orders:list.viewDetail', { orderNumber: o.orderNumber })}
                  >
                    {t('orders:list.orderNumber', { orderNumber: o.orderNumber })}
                  </a>
                </h2>
                <p className="orders__status">{t(`orders:status.${o.status}`)}</p>
                <p>{t('orders:list.placedOn', { date: day(o.placedAt, tenant.locale) })}</p>
                <p>{t('orders:list.items', { count: o.itemCount })}</p>
                <p>
                  {t('orders:list.total', { total: money(o.total, { locale: tenant.locale, currency: o.currency }) })}
                </p>
                {o.estimatedDelivery && o.statusGroup === 'active' ? (
                  <p>{t('orders:list.estimatedDelivery', { date: day(o.estimatedDelivery, tenant.locale) })}</p>
                ) : null}
                {api.creators ? <p>{t('orders:list.createdBy', { name: o.createdBy.name })}</p> : null}
                <div className="orders__images" aria-hidden="true">
                  {o.images.map((src) => (
                    <img key={src} src={src} alt="" width={48} height={48} loading="lazy" />
                  ))}
                </div>
              </li>
            ))}
          </ul>
          <nav className="orders__pages" aria-label={t('orders:list.page', { page: api.page })}>
            <button type="button" className="button" disabled={!api.canPrev} onClick={api.prev}>
              {t('orders:list.prev')}
            </button>
            <span>{t('orders:list.page', { page: api.page })}</span>
            <button type="button" className="button" disabled={!api.canNext} onClick={api.next}>
              {t('orders:list.next')}
            </button>
          </nav>
        </>
      ) : null}
    </section>
  );
}
