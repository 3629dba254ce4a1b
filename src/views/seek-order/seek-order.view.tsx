// spec §2/§6 guest order lookup: the status and estimated delivery of a number, and a prompt to log in for more.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectSeekOrder } from '../../machines/seek-order/seek-order.connect';
import type { seekOrderMachine } from '../../machines/seek-order/seek-order.machine';
import { pagePath } from '../app/routes';
import { FieldView } from '../shared/form-field';
import { ValidatedForm } from '../shared/validated-form';
import { day } from '../orders/order-format';

export interface SeekOrderViewProps {
  actorRef: ActorRefFrom<typeof seekOrderMachine>;
}

export function SeekOrderView({ actorRef }: SeekOrderViewProps) {
  const { t } = useTranslation(['orders', 'rules', 'common']);
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectSeekOrder(snapshot, actorRef.send);
  return (
    <section className="seek-order">
      <h1>{t('orders:seek.title')}</h1>
      <p>{t('orders:seek.intro')}</p>
      {/* issue 30: a failed lookup moves focus to the number and announces the summary, as every form does */}
      <ValidatedForm onSubmit={api.submit} noValidate>
        <FieldView
          field={api.field}
          label={t(`orders:${api.field.label.key}`)}
          error={
            api.field.error.key === 'notFound'
              ? t('orders:seek.notFound')
              : api.field.error.key
                ? t(`rules:${api.field.error.key}`)
                : null
          }
          inputMode="numeric"
        />
        <button type="submit" className="button" disabled={api.isSearching} aria-busy={api.isSearching}>
          {t(api.isSearching ? 'orders:seek.searching' : 'orders:seek.submit')}
        </button>
      </ValidatedForm>
      {api.failureKey ? (
        <p role="alert">{t(`common:${api.failureKey}`, { defaultValue: t('orders:seek.failed') })}</p>
      ) : null}
      {api.result ? (
        <section role="status" aria-live="polite" className="seek-order__result">
          <h2>{t('orders:seek.foundTitle', { orderNumber: api.result.orderNumber })}</h2>
          <p>{t('orders:seek.status', { status: t(`orders:status.${api.result.status}`) })}</p>
          {api.result.estimatedDelivery ? (
            <p>{t('orders:seek.estimatedDelivery', { date: day(api.result.estimatedDelivery, api.tenant.locale) })}</p>
          ) : null}
          <p>{t('orders:seek.loginPrompt')}</p>
          <a
            className="button"
            href={`${pagePath('login', api.tenant.id)}?returnTo=${encodeURIComponent(pagePath('orderDetails', api.tenant.id, { orderNumber: api.result.orderNumber }))}`}
          >
            {t('orders:seek.login')}
          </a>
        </section>
      ) : null}
    </section>
  );
}
