// spec §2 myQuotesStoreOrders (issue 15): the orders that came from quotations, each with its number, date, store, total and
// status, linking to the order detail. Renders and sends only.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectQuotationOrders } from '../../machines/quotation-orders/quotation-orders.connect';
import type { quotationOrdersMachine } from '../../machines/quotation-orders/quotation-orders.machine';
import { day, money } from '../lists/money';
import '../lists/lists.css';
import { ListStatus } from '../shared/list-status';

export interface QuotationOrdersViewProps {
  actorRef: ActorRefFrom<typeof quotationOrdersMachine>;
  /** the order detail page of an order */
  orderHref?: (orderNumber: string) => string;
}

export function QuotationOrdersView({ actorRef, orderHref = () => '#' }: QuotationOrdersViewProps) {
  const { t, i18n } = useTranslation(['quotes', 'orders']);
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectQuotationOrders(snapshot, actorRef.send);
  return (
    <section className="quotation-list" data-step={api.step} aria-busy={api.step === 'loading'}>
      <h1>{t('quotes:orders.title')}</h1>
      <p>{t('quotes:orders.intro')}</p>
      <ListStatus step={api.step} t={(key) => t(`quotes:${key}`)} prefix="orders" onRetry={api.retry} />
      <ul className="cards">
        {api.orders.map((o) => (
          <li key={o.orderNumber} className="card" data-order={o.orderNumber}>
            <p className="card__title">
              <a href={orderHref(o.orderNumber)}>{t('quotes:orders.order', { number: o.orderNumber })}</a>
            </p>
            <p className="card__meta">
              <span className="badge">{t(`orders:status.${o.status}`)}</span>
              {t('quotes:orders.date')}: {day(o.placedAt, i18n.language)}
            </p>
            <p className="card__meta">
              {t('quotes:orders.store')}: {o.store.name}
            </p>
            <p className="card__meta">
              {t('quotes:orders.total')}: <strong>{money(o.total, o.currency, i18n.language)}</strong>
            </p>
            <p className="card__meta">{t('quotes:orders.fromQuotation', { number: o.quotationNumber })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
