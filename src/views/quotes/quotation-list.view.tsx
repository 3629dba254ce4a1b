// spec §2 "Quotations by store: list", §3 (number, expiration date, store, total price).
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { QuotationSummary } from '../../contracts/quotes.contract';
import { connectQuotationList } from '../../machines/quotation-list/quotation-list.connect';
import type { quotationListMachine } from '../../machines/quotation-list/quotation-list.machine';
import { day, money } from '../lists/money';
import '../lists/lists.css';
import { ListStatus } from '../shared/list-status';

export interface QuotationListViewProps {
  actorRef: ActorRefFrom<typeof quotationListMachine>;
  quotationHref?: (id: string) => string;
}

/** Issue 29: a quotation card's status badge and expiry date, as the list and the landing show them (spec §3). */
export function QuotationStatusLine({ quotation }: { quotation: Pick<QuotationSummary, 'status' | 'expiresAt'> }) {
  const { t, i18n } = useTranslation('quotes');
  return (
    <p className="card__meta">
      <span className={`badge badge--${quotation.status}`}>{t(`status.${quotation.status}`)}</span>
      {t('list.expires')}: {day(quotation.expiresAt, i18n.language)}
    </p>
  );
}

export function QuotationListView({ actorRef, quotationHref = () => '#' }: QuotationListViewProps) {
  const { t, i18n } = useTranslation('quotes');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectQuotationList(snapshot, actorRef.send);
  return (
    <section className="quotation-list" data-step={api.step} aria-busy={api.step === 'loading'}>
      <h1>{t('list.title')}</h1>
      <ListStatus step={api.step} t={t} prefix="list" onRetry={api.retry} />
      <ul className="cards">
        {api.quotations.map((q) => (
          <li key={q.id} className="card" data-quotation={q.number}>
            <p className="card__title">
              <a href={quotationHref(q.id)} aria-label={t('list.open', { number: q.number })}>
                {t('detail.title', { number: q.number })}
              </a>
            </p>
            <QuotationStatusLine quotation={q} />
            <p className="card__meta">
              {t('list.store')}: {q.store.name}
            </p>
            <p className="card__meta">
              {t('list.total')}: <strong>{money(q.total, q.currency, i18n.language)}</strong>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
