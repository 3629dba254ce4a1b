// spec §2 order detail: lines and their states, payment method, totals, delivery cost, estimated delivery, the tracking
// timeline, the invoice or receipt PDF and the cancellation request; spec §8 'No encontramos la URL que buscas.' for an
// invalid id.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectOrderDetail } from '../../machines/order-detail/order-detail.connect';
import type { orderDetailMachine } from '../../machines/order-detail/order-detail.machine';
import { pagePath } from '../app/routes';
import { day, money } from '../orders/order-format';
import { invoiceHref } from '../orders/orders-api';
import { RefundLines } from '../order-return/refund-lines';

export interface OrderDetailViewProps {
  actorRef: ActorRefFrom<typeof orderDetailMachine>;
}

export function OrderDetailView({ actorRef }: OrderDetailViewProps) {
  const { t } = useTranslation(['orders', 'common', 'returns']);
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectOrderDetail(snapshot, actorRef.send);
  const { tenant } = api;
  const listHref = pagePath('myOrders', tenant.id);
  if (api.isLoading) return <p role="status">{t('orders:detail.loading')}</p>;
  if (api.isNotFound)
    return (
      <section className="order-detail">
        <h1>{t('orders:detail.notFound')}</h1>
        <a href={listHref}>{t('orders:detail.backToList')}</a>
      </section>
    );
  if (api.isFailed || !api.detail)
    return (
      <div role="alert">
        <p>{t('orders:detail.failed')}</p>
        <button type="button" className="button" onClick={api.retry}>
          {t('orders:detail.retry')}
        </button>
      </div>
    );
  const d = api.detail;
  const cur = { locale: tenant.locale, currency: d.currency };
  return (
    <section className="order-detail" data-order={d.orderNumber}>
      <a href={listHref}>{t('orders:detail.backToList')}</a>
      <h1>{t('orders:detail.title', { orderNumber: d.orderNumber })}</h1>
      <dl className="order-detail__summary" aria-label={t('orders:detail.summary')}>
        <dt>{t('orders:detail.status')}</dt>
        <dd data-testid="order-status">{t(`orders:status.${d.status}`)}</dd>
        <dt>{t('orders:detail.placedOn')}</dt>
        <dd>{day(d.placedAt, tenant.locale)}</dd>
        <dt>{t('orders:detail.paymentMethod')}</dt>
        <dd>{t(`orders:payment.${d.paymentMethod}`)}</dd>
        <dt>{t('orders:detail.deliveryMethod')}</dt>
        <dd>{t(`orders:delivery.${d.deliveryMethod}`)}</dd>
        <dt>{t('orders:detail.deliveryPlace')}</dt>
        <dd>{d.deliveryPlace}</dd>
        {d.estimatedDelivery ? (
          <>
            <dt>{t('orders:detail.estimatedDelivery')}</dt>
            <dd>{day(d.estimatedDelivery, tenant.locale)}</dd>
          </>
        ) : null}
        <dt>{t('orders:detail.subtotal')}</dt>
        <dd>{money(d.subtotal, cur)}</dd>
        <dt>{t('orders:detail.deliveryCost')}</dt>
        <dd>{d.deliveryCost === 0 ? t('orders:detail.free') : money(d.deliveryCost, cur)}</dd>
        <dt>{t('orders:detail.total')}</dt>
        <dd>{money(d.total, cur)}</dd>
      </dl>

      <div className="order-detail__actions">
        {d.invoice ? (
          <a className="button" href={invoiceHref(tenant.id, d.invoice.id)} download>
            {t(d.invoice.kind === 'invoice' ? 'orders:detail.downloadInvoice' : 'orders:detail.downloadReceipt')}
          </a>
        ) : (
          <p>{t('orders:detail.noDocument')}</p>
        )}
        {d.canCancel ? (
          <a className="button" href={pagePath('myOrdersCancellation', tenant.id, { orderNumber: d.orderNumber })}>
            {t('orders:detail.cancel')}
          </a>
        ) : null}
        {api.noCancelKey ? <p className="order-detail__no-cancel">{t(`common:${api.noCancelKey}`)}</p> : null}
        {/* issue 31 item 5 (spec §9): a delivered order's return or exchange, with the windows' last days, or why not */}
        {api.returnOffer ? (
          <>
            <a className="button" href={pagePath('orderReturn', tenant.id, { orderNumber: d.orderNumber })}>
              {t('returns:detail.request')}
            </a>
            <p data-testid="return-window">
              {t(`returns:${api.returnOffer.key}`, {
                exchange: api.returnOffer.exchangeUntil ? day(api.returnOffer.exchangeUntil, tenant.locale) : '',
                return: api.returnOffer.returnUntil ? day(api.returnOffer.returnUntil, tenant.locale) : '',
              })}
            </p>
          </>
        ) : null}
        {api.noReturnKey ? <p data-testid="no-return">{t(`returns:${api.noReturnKey}`)}</p> : null}
        <a className="button" href={`${pagePath('repurchase', tenant.id)}?orderNumber=${d.orderNumber}`}>
          {t('orders:detail.repurchase')}
        </a>
      </div>

      <h2>{t('orders:detail.lines')}</h2>
      <ul className="order-detail__lines">
        {d.lines.map((l) => (
          <li key={l.id} data-line={l.lineNumber}>
            <img src={l.image} alt="" width={64} height={64} loading="lazy" />
            <p>{l.name}</p>
            <p>{t('orders:detail.quantity', { count: l.quantity })}</p>
            <p>{t('orders:detail.unitPrice', { price: money(l.unitPrice, cur) })}</p>
            <p>{t('orders:detail.lineState', { state: t(`orders:status.${l.state}`) })}</p>
            {l.cancellable ? <p>{t('orders:detail.cancellable')}</p> : null}
            {l.ticket ? <p>{t('orders:detail.ticket', { ticketNumber: l.ticket.ticketNumber })}</p> : null}
          </li>
        ))}
      </ul>

      {api.returnRequests.length ? (
        <section aria-labelledby="order-returns" className="order-detail__returns">
          <h2 id="order-returns">{t('returns:detail.requestsTitle')}</h2>
          <ul>
            {api.returnRequests.map((r) => (
              <li key={r.id} data-return={r.requestNumber}>
                <h3>{t('returns:detail.requestHeading', { requestNumber: r.requestNumber })}</h3>
                <p>{t('returns:summaryKind', { kind: t(`returns:kinds.${r.kind}`) })}</p>
                <p data-testid="return-status">
                  {t('returns:detail.status', { status: t(`returns:detail.statuses.${r.status}`) })}
                </p>
                <ul>
                  {r.lines.map((l) => (
                    <li key={l.lineNumber}>
                      {l.name} × {l.quantity}
                    </li>
                  ))}
                </ul>
                <RefundLines refund={r.refund} locale={tenant.locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <h2 id="order-tracking">{t('orders:detail.tracking')}</h2>
      <ol className="order-detail__tracking" aria-labelledby="order-tracking">
        {api.tracking.map((e, i) => (
          <li key={i}>
            {e.lineName
              ? t('orders:detail.trackingLine', {
                  status: t(`orders:status.${e.status}`, { defaultValue: e.status }),
                  name: e.lineName,
                  date: day(e.at, tenant.locale),
                })
              : t('orders:detail.trackingEvent', {
                  status: t(`orders:status.${e.status}`, { defaultValue: e.status }),
                  date: day(e.at, tenant.locale),
                })}
          </li>
        ))}
      </ol>
    </section>
  );
}
