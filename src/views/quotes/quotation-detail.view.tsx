// spec §2 "detail with barcode, and a download success page", §3, §4, §8: one quotation with its barcode (drawn by the
// server), products and total; the PDF, quote to cart, and for an expired one 'La cotización que buscas ya expiró' with a
// re-quote action.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectQuotationDetail } from '../../machines/quotation-detail/quotation-detail.connect';
import type { quotationDetailMachine } from '../../machines/quotation-detail/quotation-detail.machine';
import { day, money } from '../lists/money';
import '../lists/lists.css';
import { BackLink, DetailLoadState } from '../shared/detail-load-state';

export interface QuotationDetailViewProps {
  actorRef: ActorRefFrom<typeof quotationDetailMachine>;
  listHref?: string;
  pdfHref?: (id: string) => string;
  barcodeSrc?: (number: string) => string;
  /** issue 30: the buyer's maximum purchase amount and what remains of it, shown beside the buy action */
  allowance?: ReactNode;
}

export function QuotationDetailView({
  actorRef,
  listHref = '#',
  pdfHref = () => '#',
  barcodeSrc = (n) => `/s/barcode?msg=${encodeURIComponent(n)}&image-format=png`,
  allowance = null,
}: QuotationDetailViewProps) {
  const { t, i18n } = useTranslation('quotes');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectQuotationDetail(snapshot, actorRef.send);
  const back = <BackLink href={listHref} label={t('detail.back')} />;
  if (!api.detail || api.step === 'loading' || api.step === 'notFound' || api.step === 'failed') {
    return <DetailLoadState step={api.step} back={back} t={t} retryKey="detail.retry" onRetry={api.retry} />;
  }
  const { quotation: q, lines, validDays } = api.detail;
  if (api.step === 'downloaded') {
    return (
      <section className="quotation-downloaded">
        <h1>{t('download.title')}</h1>
        <p role="status">{t('download.text', { number: q.number })}</p>
        <button type="button" className="button button--primary" onClick={api.back}>
          {t('download.back')}
        </button>
      </section>
    );
  }
  const purchase = api.getPurchaseProps();
  const requote = api.getRequoteProps();
  const lng = i18n.language;
  return (
    <section
      className="quotation-detail"
      data-step={api.step}
      data-status={q.status}
      aria-busy={api.step === 'purchasing' || api.step === 'requoting'}
    >
      {back}
      <h1>{t('detail.title', { number: q.number })}</h1>
      {api.showsExpired ? (
        <div className="banner banner--error">
          <p role="alert">{t('detail.expired')}</p>
          <button className="button button--primary" {...requote}>
            {api.step === 'requoting' ? t('detail.requoting') : t('detail.requote')}
          </button>
        </div>
      ) : null}
      {api.error && api.error !== 'QUOTATION_EXPIRED' ? (
        <p role="alert" className="banner banner--error">
          {t(`errors.${api.error}`)}
        </p>
      ) : null}
      <p role="status" className="hint">
        {api.addedUnits !== null
          ? t('detail.purchased', { count: api.addedUnits })
          : api.requoted
            ? t('detail.requoted')
            : api.step === 'converted'
              ? t('detail.converted')
              : ''}
      </p>
      <p className="card__meta">
        <span className={`badge badge--${q.status}`}>{t(`status.${q.status}`)}</span>
        {t('detail.created', { date: day(q.createdAt, lng) })} ·{' '}
        {t('detail.expires', { date: day(q.expiresAt, lng), days: validDays })}
      </p>
      <p className="card__meta">
        {t('detail.store', { name: q.store.name, address: q.store.address, city: q.store.city })}
      </p>
      <img
        className="barcode"
        src={barcodeSrc(q.number)}
        alt={t('detail.barcode', { number: q.number })}
        width={360}
        height={126}
      />
      <h2>{t('detail.products')}</h2>
      <div className="table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('detail.product')}</th>
              <th scope="col">{t('detail.quantity')}</th>
              <th scope="col">{t('detail.unitPrice')}</th>
              <th scope="col">{t('detail.subtotal')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.sku} data-sku={l.sku}>
                <td>{l.name}</td>
                <td>{l.quantity}</td>
                <td>{money(l.unitPrice, q.currency, lng)}</td>
                <td>{money(l.unitPrice * l.quantity, q.currency, lng)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="total">
        {t('detail.total')}: {money(q.total, q.currency, lng)}
      </p>
      <div className="card__actions">
        {api.step === 'valid' || api.step === 'converted' ? (
          <a className="button" href={pdfHref(q.id)} download={`cotizacion-${q.number}.pdf`} onClick={api.onDownload}>
            {t('detail.download')}
          </a>
        ) : null}
        {(api.step === 'valid' || api.step === 'purchasing') && api.mayPurchase ? allowance : null}
        {(api.step === 'valid' || api.step === 'purchasing') && api.mayPurchase ? (
          <button className="button button--primary" {...purchase}>
            {api.step === 'purchasing' ? t('detail.purchasing') : t('detail.purchase')}
          </button>
        ) : null}
        {api.step === 'valid' && !api.mayPurchase ? (
          // spec §6: a quoter presents the quotation at the store (or its PDF) instead of putting it in the cart
          <p className="hint" data-reason="quote-only">
            {t('detail.quoteOnly')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
