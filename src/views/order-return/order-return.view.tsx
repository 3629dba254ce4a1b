// spec §9 (issue 31 item 5) returns and exchanges: the lines and their units -> exchange or return, reason, pickup or store
// -> a summary with the refund method and its expected date -> the request number. Server refusals show their reason.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectOrderReturn } from '../../machines/order-return/order-return.connect';
import type { orderReturnMachine } from '../../machines/order-return/order-return.machine';
import { pagePath } from '../app/routes';
import { day } from '../orders/order-format';
import { useFocusOnStep } from '../shared/use-focus-on-step';
import {
  BackButton,
  GroupError,
  OrderLineChecklist,
  OrderStepDone,
  OrderStepForm,
  OrderStepStatus,
  OrderStepsFrame,
  OrderStepSummary,
  RadioOption,
} from '../shared/order-steps';
import { RefundLines } from './refund-lines';

export interface OrderReturnViewProps {
  actorRef: ActorRefFrom<typeof orderReturnMachine>;
}

export function OrderReturnView({ actorRef }: OrderReturnViewProps) {
  const { t } = useTranslation(['returns', 'common']);
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectOrderReturn(snapshot, actorRef.send);
  // issue 30: each step change moves focus to the new step's heading (the page's h1 where the step has none)
  const stepHeading = useFocusOnStep(api.state === 'loading' ? null : api.state);
  let ownHeading = true;
  const locale = api.tenant.locale;
  const orderHref = pagePath('orderDetails', api.tenant.id, { orderNumber: api.orderNumber });
  const back = <BackButton label={t('returns:back')} onClick={api.back} />;
  const groupError = (g: { errorId: string; errorKey: string | null }) => (
    <GroupError id={g.errorId} text={g.errorKey ? t(`returns:errors.${g.errorKey as 'selectRequired'}`) : null} />
  );
  const groupProps = (g: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ({
    id: g.id,
    'aria-invalid': g['aria-invalid'],
    'aria-describedby': g['aria-describedby'],
  });
  const reload = { reloadLabel: t('returns:reload'), onReload: api.reload };

  let body: React.ReactNode = null;
  switch (api.state) {
    case 'loading':
      ownHeading = false;
      body = <OrderStepStatus kind="loading" text={t('returns:loading')} />;
      break;
    case 'notFound':
      ownHeading = false;
      body = <OrderStepStatus kind="alert" text={t('returns:notFound')} />;
      break;
    case 'failed':
      ownHeading = false;
      body = <OrderStepStatus kind="reload" text={t('returns:failed')} {...reload} />;
      break;
    case 'unavailable':
      ownHeading = false;
      body = <OrderStepStatus kind="alert" text={t(`returns:${api.unavailableKey}`)} />;
      break;
    case 'selecting':
      body = (
        <OrderStepForm
          key="selecting"
          onSubmit={api.next}
          titleId={api.labelIds.lines}
          title={t('returns:linesTitle')}
          headingRef={stepHeading}
          submitLabel={t('returns:next')}
        >
          <fieldset aria-labelledby={api.labelIds.lines} {...groupProps(api.groups.lines)}>
            <p>{t('returns:linesHelp')}</p>
            <OrderLineChecklist
              className="return__lines"
              lines={api.lines}
              refusalText={(refusal) => t(`returns:lineRefusal.${refusal}`)}
              extra={(l) => (
                <>
                  {l.selected && l.units ? (
                    <div className="field">
                      <label htmlFor={l.units.id}>{t('returns:quantity', { name: l.name })}</label>
                      <select
                        id={l.units.id}
                        name={l.units.name}
                        value={l.units.value}
                        onChange={(e) => l.units!.onChange(e.currentTarget.value)}
                      >
                        {l.units.options.map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </div>
                  ) : null}
                </>
              )}
            />
            {groupError(api.groups.lines)}
          </fieldset>
        </OrderStepForm>
      );
      break;
    case 'options':
      body = (
        <OrderStepForm
          key="options"
          onSubmit={api.next}
          titleId="return-options"
          title={t('returns:optionsTitle')}
          headingRef={stepHeading}
          back={back}
          submitLabel={t('returns:next')}
        >
          <fieldset role="radiogroup" aria-labelledby={api.labelIds.kind} {...groupProps(api.groups.kind)}>
            <legend id={api.labelIds.kind}>{t('returns:kindLegend')}</legend>
            {api.kinds.map((k) => (
              <RadioOption
                key={k.kind}
                id={k.id}
                name="kind"
                value={k.kind}
                checked={k.checked}
                disabled={k.disabled}
                onChange={k.onChange}
                describedBy={k.untilId}
                label={t(`returns:kinds.${k.kind}`)}
              >
                <span id={k.untilId} className="field-hint">
                  {' '}
                  {k.until === null
                    ? t('returns:kindNone')
                    : t(k.disabled ? 'returns:kindClosed' : 'returns:kindUntil', { date: day(k.until, locale) })}
                </span>
              </RadioOption>
            ))}
            {groupError(api.groups.kind)}
          </fieldset>
          <fieldset role="radiogroup" aria-labelledby={api.labelIds.reason} {...groupProps(api.groups.reason)}>
            <legend id={api.labelIds.reason}>{t('returns:reasonLegend')}</legend>
            {api.reasons.map((r) => (
              <RadioOption
                key={r.reason}
                id={r.id}
                name="reason"
                value={r.reason}
                checked={r.checked}
                onChange={r.onChange}
                label={t(`returns:reasons.${r.reason}`)}
              />
            ))}
            {groupError(api.groups.reason)}
          </fieldset>
          <fieldset role="radiogroup" aria-labelledby={api.labelIds.method} {...groupProps(api.groups.method)}>
            <legend id={api.labelIds.method}>{t('returns:methodLegend')}</legend>
            {api.methods.map((m) => (
              <RadioOption
                key={m.method}
                id={m.id}
                name="method"
                value={m.method}
                checked={m.checked}
                onChange={m.onChange}
                label={t(`returns:methods.${m.method}`)}
              />
            ))}
            {groupError(api.groups.method)}
          </fieldset>
          {api.showStores ? (
            <div className="field">
              <label htmlFor={api.storeSelect.id}>{t('returns:store')} *</label>
              <select
                id={api.storeSelect.id}
                name={api.storeSelect.name}
                value={api.storeSelect.value}
                aria-invalid={api.storeSelect['aria-invalid']}
                aria-describedby={api.storeSelect['aria-describedby']}
                onChange={(e) => api.storeSelect.onChange(e.currentTarget.value)}
              >
                <option value="">{t('returns:storeChoose')}</option>
                {api.stores.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name} – {s.address}
                  </option>
                ))}
              </select>
              {groupError(api.groups.store)}
            </div>
          ) : null}
        </OrderStepForm>
      );
      break;
    case 'summary':
    case 'submitting':
    case 'submitFailed':
      body = (
        <OrderStepSummary
          state={api.state}
          titleId="return-summary"
          title={t('returns:summaryTitle')}
          headingRef={stepHeading}
          back={back}
          texts={{
            submitting: t('returns:submitting'),
            submitFailed: t('returns:submitFailed'),
            retry: t('returns:confirm'),
            confirm: t('returns:confirm'),
          }}
          onRetry={api.retry}
          onConfirm={api.confirm}
        >
          <ul>
            {api.chosenLines.map((l) => (
              <li key={l.id}>
                {l.name} × {l.chosenQuantity}
              </li>
            ))}
          </ul>
          {api.kind ? <p>{t('returns:summaryKind', { kind: t(`returns:kinds.${api.kind}`) })}</p> : null}
          {api.reason ? <p>{t('returns:summaryReason', { reason: t(`returns:reasons.${api.reason}`) })}</p> : null}
          {api.store ? (
            <p>{t('returns:summaryStore', { store: api.store.name, address: api.store.address })}</p>
          ) : api.method ? (
            <p>{t('returns:summaryMethod', { method: t(`returns:methods.${api.method}`) })}</p>
          ) : null}
          <h3>{t('returns:refundTitle')}</h3>
          <RefundLines refund={api.refund} locale={locale} />
        </OrderStepSummary>
      );
      break;
    case 'refused':
      ownHeading = false;
      body = (
        <OrderStepStatus
          kind="reload"
          text={t('returns:refusal.stateChanged')}
          detail={<p>{api.refusalKey ? t(`returns:${api.refusalKey as 'refusal.alreadyReturned'}`) : null}</p>}
          {...reload}
        />
      );
      break;
    case 'submitted':
      body = (
        <OrderStepDone
          title={t('returns:submittedTitle')}
          headingRef={stepHeading}
          orderHref={orderHref}
          orderLabel={t('returns:backToOrder')}
        >
          <p data-testid="request-number">
            {t('returns:requestNumber', { requestNumber: api.request?.requestNumber })}
          </p>
          <RefundLines refund={api.refund} locale={locale} />
        </OrderStepDone>
      );
      break;
  }
  return (
    <OrderStepsFrame
      className="order-return"
      title={t('returns:title', { orderNumber: api.orderNumber })}
      stepText={api.step ? t('returns:steps', { step: api.step, total: api.totalSteps }) : null}
      headingRef={stepHeading}
      ownHeading={ownHeading}
      showOrderLink={api.state !== 'submitted'}
      orderHref={orderHref}
      orderLabel={t('returns:backToOrder')}
    >
      {body}
    </OrderStepsFrame>
  );
}
