// spec §2 account home "last purchases" (issue 11): the three latest orders, for the lead to place on the account home
// (src/views/pages/my-account.page.tsx). It runs the order-list flow with a page of 3 (GET /{tenant}/orders?pageSize=3).
//   <OrdersHomeBlock />
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { connectOrderList } from '../../machines/order-list/order-list.connect';
import type { orderListMachine } from '../../machines/order-list/order-list.machine';
import type { ActorRefFrom } from 'xstate';
import { pagePath } from '../app/routes';
import { useFlow } from '../flows/use-flow';
import { orderListFlow } from '../order-list/order-list.flow';
import { day, money } from './order-format';
import { RetryBanner } from '../shared/banners';

export const HOME_BLOCK_ORDERS = 3;

export function OrdersHomeBlock() {
  const actorRef = useFlow(orderListFlow, { pageSize: HOME_BLOCK_ORDERS });
  return <OrdersHomeBlockView actorRef={actorRef} />;
}

export function OrdersHomeBlockView({ actorRef }: { actorRef: ActorRefFrom<typeof orderListMachine> }) {
  const { t } = useTranslation('orders');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectOrderList(snapshot, actorRef.send);
  const { tenant } = api;
  return (
    <section className="account-block" aria-labelledby="orders-home-title" data-block="lastPurchases">
      <h2 id="orders-home-title">{t('home.title')}</h2>
      {api.isLoading ? <p role="status">{t('list.loading')}</p> : null}
      {api.isEmpty ? <p>{t('home.empty')}</p> : null}
      {api.isFailed ? (
        <RetryBanner
          plain
          text={t('home.failed')}
          retryLabel={t('list.retry')}
          onRetry={api.retry}
          buttonClassName="button button--link"
        />
      ) : null}
      {api.isReady ? (
        <ul>
          {api.orders.map((o) => (
            <li key={o.orderNumber}>
              <a href={pagePath('orderDetails', tenant.id, { orderNumber: o.orderNumber })}>
                {t('list.orderNumber', { orderNumber: o.orderNumber })}
              </a>{' '}
              – {t(`status.${o.status}`)} – {day(o.placedAt, tenant.locale)} –{' '}
              {money(o.total, { locale: tenant.locale, currency: o.currency })}
            </li>
          ))}
        </ul>
      ) : null}
      <a href={pagePath('myOrders', tenant.id)}>{t('home.viewAll')}</a>
    </section>
  );
}
