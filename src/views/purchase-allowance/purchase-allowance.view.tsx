// spec §6, issue 30: "Tu monto máximo de compra: S/ 5,000.00 · Disponible: S/ 3,749.50", money per locale. Renders
// purchaseAllowanceMachine; nothing at all for a role without a maximum.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../i18n/format';
import { connectPurchaseAllowance } from '../../machines/purchase-allowance/purchase-allowance.connect';
import type { purchaseAllowanceMachine } from '../../machines/purchase-allowance/purchase-allowance.machine';
import { LoadingBlock } from '../shared/block-status';

export function PurchaseAllowanceView({ actorRef }: { actorRef: ActorRefFrom<typeof purchaseAllowanceMachine> }) {
  const { t, i18n } = useTranslation('common');
  const api = connectPurchaseAllowance(
    useSelector(actorRef, (s) => s),
    actorRef.send,
  );
  if (api.isHidden) return null;
  const a = api.allowance;
  const money = (amount: number) =>
    formatMoney(amount, { locale: i18n.language as never, currency: (a?.currency ?? '') as never });
  return (
    <LoadingBlock
      className="purchase-allowance"
      testId="purchase-allowance"
      state={api}
      texts={{
        loading: t('purchaseAllowance.loading'),
        failed: t('purchaseAllowance.loadFailed'),
        retry: t('purchaseAllowance.retry'),
      }}
    >
      {a ? (
        <p className={api.isExhausted ? 'banner banner--error' : 'hint'}>
          {t('purchaseAllowance.maximum', { amount: money(a.maximum) })}
          {' · '}
          {t('purchaseAllowance.remaining', { amount: money(a.remaining) })}
          {api.isExhausted ? ` ${t('purchaseAllowance.exhausted')}` : ''}
        </p>
      ) : null}
    </LoadingBlock>
  );
}
