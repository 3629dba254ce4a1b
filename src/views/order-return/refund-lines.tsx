// spec §9 (issue 31 item 5): a return's refund as the shopper reads it: how (the method's timing), when (the expected date,
// in the tenant's locale), and for a transfer the deadline for the bank data and the bank-draft voucher otherwise. An
// exchange has no refund. Shared by the return flow and the order detail.
import { useTranslation } from 'react-i18next';
import type { RefundSchedule } from '../../contracts/returns.contract';
import { day } from '../orders/order-format';

export function RefundLines({ refund, locale }: { refund: RefundSchedule | null; locale: string }) {
  const { t } = useTranslation('returns');
  if (!refund) return <p data-testid="refund-none">{t('exchangeNoRefund')}</p>;
  return (
    <>
      <p data-testid="refund-method">{t(`refundMethod.${refund.method}`)}</p>
      <p data-testid="refund-date">{t('refundDate', { date: day(refund.expectedDate, locale) })}</p>
      {refund.bankDataDeadline && refund.voucherValidUntil ? (
        <p>
          {t('bankData', {
            deadline: day(refund.bankDataDeadline, locale),
            validUntil: day(refund.voucherValidUntil, locale),
          })}
        </p>
      ) : null}
    </>
  );
}
