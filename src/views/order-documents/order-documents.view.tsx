// spec §2 myTicketsAndInvoices: cancellation tickets and the invoice or receipt PDFs of the account's orders.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectOrderDocuments } from '../../machines/order-documents/order-documents.connect';
import type { orderDocumentsMachine } from '../../machines/order-documents/order-documents.machine';
import { pagePath } from '../app/routes';
import { day, money } from '../orders/order-format';
import { invoiceHref } from '../orders/orders-api';
import '../orders/order-area.css';

export function OrderDocumentsView({ actorRef }: { actorRef: ActorRefFrom<typeof orderDocumentsMachine> }) {
  const { t } = useTranslation(['orders', 'common']);
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectOrderDocuments(snapshot, actorRef.send);
  const { tenant } = api;
  return (
    <section className="order-documents">
      {/* one name for the page (spec §2 myTicketsAndInvoices): the one the navigation and the account home give it */}
      <h1>{t('common:pages.myTicketsAndInvoices')}</h1>
      {api.isLoading ? <p role="status">{t('documents.loading')}</p> : null}
      {api.isEmpty ? <p role="status">{t('documents.empty')}</p> : null}
      {api.isFailed ? (
        <div role="alert">
          <p>{t('documents.failed')}</p>
          <button type="button" className="button" onClick={api.retry}>
            {t('documents.retry')}
          </button>
        </div>
      ) : null}
      {api.isReady ? (
        <>
          <h2>{t('documents.tickets')}</h2>
          {api.tickets.length ? (
            <ul className="document-list">
              {api.tickets.map((k) => (
                <li key={k.id}>
                  <span>
                    <a href={pagePath('orderDetails', tenant.id, { orderNumber: k.orderNumber })}>
                      {t('documents.ticket', {
                        ticketNumber: k.ticketNumber,
                        orderNumber: k.orderNumber,
                        date: day(k.createdAt, tenant.locale),
                      })}
                    </a>{' '}
                    – {t(`documents.ticketStatus.${k.status}`)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('documents.noTickets')}</p>
          )}
          <h2>{t('documents.invoices')}</h2>
          {api.invoices.length ? (
            <ul className="document-list">
              {api.invoices.map((i) => (
                <li key={i.id}>
                  <span>
                    {t(i.kind === 'invoice' ? 'documents.invoice' : 'documents.receipt', {
                      number: i.documentNumber,
                      orderNumber: i.orderNumber,
                      total: money(i.total, { locale: tenant.locale, currency: i.currency }),
                    })}
                  </span>{' '}
                  <a
                    className="button"
                    href={invoiceHref(tenant.id, i.id)}
                    download
                    aria-label={`${t('documents.download')} ${i.documentNumber}`}
                  >
                    {t('documents.download')}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('documents.noInvoices')}</p>
          )}
        </>
      ) : null}
    </section>
  );
}
