// spec §2 order help FAQ with spec §9's windows (exchange 30 days, returns 120 days since 19 November 2020, refunds, delivery
// hours, dispatch); the numbers come from src/rules/order-status.ts, the words from the orders namespace.
import { useTranslation } from 'react-i18next';
import { POST_SALE_WINDOWS as W } from '../../rules/order-status';
import { formatDate } from '../../i18n/format';
import './order-area.css';

export function OrderHelp({ locale }: { locale: string }) {
  const { t } = useTranslation('orders');
  const items = [
    ['help.exchangeQ', t('help.exchangeA', { days: W.exchangeDays })],
    [
      'help.returnQ',
      t('help.returnA', {
        days: W.returnDays,
        since: formatDate(`${W.returnWindowSince}T12:00:00Z`, locale, { timeZone: 'UTC' }),
      }),
    ],
    [
      'help.refundQ',
      t('help.refundA', {
        storeCredit: W.refunds.storeCreditBusinessDays,
        purchaseOrder: W.refunds.purchaseOrderBusinessDays,
        cardHours: W.refunds.cardReversalHours,
        transferDays: W.refunds.transferBusinessDaysAfterCreditNote,
        dataDays: W.refunds.bankDataDeadlineDays,
        voucherDays: W.refunds.bankDraftValidDays,
      }),
    ],
    ['help.deliveryQ', t('help.deliveryA', { from: W.deliveryHours.from, to: W.deliveryHours.to })],
    ['help.dispatchQ', t('help.dispatchA', { hours: W.dispatchHoursAfterTillPayment })],
    ['help.cancelQ', t('help.cancelA')],
  ] as const;
  return (
    <section className="order-help" aria-labelledby="order-help-title">
      <h2 id="order-help-title">{t('help.title')}</h2>
      {items.map(([q, a]) => (
        <details key={q}>
          <summary>{t(q)}</summary>
          <p>{a}</p>
        </details>
      ))}
    </section>
  );
}
