// spec §2 quotationsLanding (issue 15): how in-store quotations work (valid 3 days, spec §9), the user's latest quotations,
// the stores where one quotes, and the ways to each quotation page. Renders and sends only.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectQuotationsLanding } from '../../machines/quotations-landing/quotations-landing.connect';
import type { quotationsLandingMachine } from '../../machines/quotations-landing/quotations-landing.machine';
import { money } from '../lists/money';
import '../lists/lists.css';
import { ListStatus } from '../shared/list-status';
import { QuotationStatusLine } from './quotation-list.view';

/** spec §9; the detail shows the server's own figure (validDays) */
const VALID_DAYS = 3;

export interface QuotationsLandingViewProps {
  actorRef: ActorRefFrom<typeof quotationsLandingMachine>;
  /** the pages it leads to: the quotations list, one quotation, the orders from quotations, the lists */
  links?: { inStores: string; quotation: (id: string) => string; orders: string; lists: string };
}

const NO_LINKS = { inStores: '#', quotation: () => '#', orders: '#', lists: '#' };

export function QuotationsLandingView({ actorRef, links = NO_LINKS }: QuotationsLandingViewProps) {
  const { t, i18n } = useTranslation('quotes');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectQuotationsLanding(snapshot, actorRef.send);
  return (
    <section className="quotations-landing" data-step={api.step} aria-busy={api.step === 'loading'}>
      <h1>{t('landing.title')}</h1>
      <p>{t('landing.intro', { days: VALID_DAYS })}</p>
      <section aria-labelledby="landing-latest">
        <h2 id="landing-latest">{t('landing.latest')}</h2>
        <ListStatus step={api.step} t={t} prefix="landing" onRetry={api.retry} />
        <ul className="cards">
          {api.latest.map((q) => (
            <li key={q.id} className="card" data-quotation={q.number}>
              <p className="card__title">
                <a href={links.quotation(q.id)}>
                  {t('list.number')} {q.number}
                </a>
              </p>
              <QuotationStatusLine quotation={q} />
              <p className="card__meta">
                {q.store.name} · <strong>{money(q.total, q.currency, i18n.language)}</strong>
              </p>
            </li>
          ))}
        </ul>
        {api.step === 'ready' ? <a href={links.inStores}>{t('landing.seeAll')}</a> : null}
      </section>
      <section aria-labelledby="landing-how">
        <h2 id="landing-how">{t('landing.howTo')}</h2>
        <p>{t('landing.steps')}</p>
        <ul>
          <li>
            <a href={links.inStores}>{t('landing.inStores')}</a>
          </li>
          <li>
            <a href={links.orders}>{t('landing.orders')}</a>
          </li>
          <li>
            <a href={links.lists}>{t('landing.lists')}</a>
          </li>
        </ul>
      </section>
      {api.showStores ? (
        <section aria-labelledby="landing-stores">
          <h2 id="landing-stores">{t('landing.stores')}</h2>
          <ul className="landing-stores">
            {api.stores.map((s) => (
              <li key={s.id} data-store={s.code}>
                <strong>{s.name}</strong> — {s.address}, {s.city}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
