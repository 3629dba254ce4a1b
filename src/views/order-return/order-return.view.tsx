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
import { ValidatedForm } from '../shared/validated-form';
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
  const back = (
    <button type="button" className="button button--secondary" onClick={api.back}>
      {t('returns:back')}
    </button>
  );
  const groupError = (g: { errorId: string; errorKey: string | null }) =>
    g.errorKey ? (
      <p role="alert" className="field-error" id={g.errorId}>
        {t(`returns:errors.${g.errorKey as 'selectRequired'}`)}
      </p>
    ) : null;
  const groupProps = (g: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ({
    id: g.id,
    'aria-invalid': g['aria-invalid'],
    'aria-describedby': g['aria-describedby'],
  });

  let body: React.ReactNode = null;
  switch (api.state) {
    case 'loading':
      ownHeading = false;
      body = <p role="status">{t('returns:loading')}</p>;
      break;
    case 'notFound':
      ownHeading = false;
      body = <p role="alert">{t('returns:notFound')}</p>;
      break;
    case 'failed':
      ownHeading = false;
      body = (
        <div role="alert">
          <p>{t('returns:failed')}</p>
          <button type="button" className="button" onClick={api.reload}>
            {t('returns:reload')}
          </button>
        </div>
      );
      break;
    case 'unavailable':
      ownHeading = false;
      body = <p role="alert">{t(`returns:${api.unavailableKey}`)}</p>;
      break;
    case 'selecting':
      body = (
        <ValidatedForm key="selecting" onSubmit={api.next} noValidate aria-labelledby="return-lines">
          <h2 id="return-lines" ref={stepHeading} tabIndex={-1}>
            {t('returns:linesTitle')}
          </h2>
          <fieldset aria-labelledby="return-lines" {...groupProps(api.groups.lines)}>
            <p>{t('returns:linesHelp')}</p>
            <ul className="return__lines">
              {api.lines.map((l) => (
                <li key={l.id}>
                  <input type="checkbox" {...l.checkbox} />
                  <label htmlFor={l.checkbox.id}>
                    {l.name} × {l.quantity}
                  </label>
                  {l.refusal ? <p className="field-hint">{t(`returns:lineRefusal.${l.refusal}`)}</p> : null}
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
                </li>
              ))}
            </ul>
            {groupError(api.groups.lines)}
          </fieldset>
          <button type="submit" className="button">
            {t('returns:next')}
          </button>
        </ValidatedForm>
      );
      break;
    case 'options':
      body = (
        <ValidatedForm key="options" onSubmit={api.next} noValidate aria-labelledby="return-options">
          <h2 id="return-options" ref={stepHeading} tabIndex={-1}>
            {t('returns:optionsTitle')}
          </h2>
          <fieldset role="radiogroup" aria-labelledby="return-kind-legend" {...groupProps(api.groups.kind)}>
            <legend id="return-kind-legend">{t('returns:kindLegend')}</legend>
            {api.kinds.map((k) => (
              <div key={k.kind} className="radio">
                <input
                  type="radio"
                  id={`orderReturn-kind-${k.kind}`}
                  name="kind"
                  value={k.kind}
                  checked={k.checked}
                  disabled={k.disabled}
                  onChange={k.onChange}
                  aria-describedby={`orderReturn-kind-${k.kind}-until`}
                />
                <label htmlFor={`orderReturn-kind-${k.kind}`}>{t(`returns:kinds.${k.kind}`)}</label>
                <span id={`orderReturn-kind-${k.kind}-until`} className="field-hint">
                  {' '}
                  {k.until === null
                    ? t('returns:kindNone')
                    : t(k.disabled ? 'returns:kindClosed' : 'returns:kindUntil', { date: day(k.until, locale) })}
                </span>
              </div>
            ))}
            {groupError(api.groups.kind)}
          </fieldset>
          <fieldset role="radiogroup" aria-labelledby="return-reason-legend" {...groupProps(api.groups.reason)}>
            <legend id="return-reason-legend">{t('returns:reasonLegend')}</legend>
            {api.reasons.map((r) => (
              <div key={r.reason} className="radio">
                <input
                  type="radio"
                  id={`orderReturn-reason-${r.reason}`}
                  name="reason"
                  value={r.reason}
                  checked={r.checked}
                  onChange={r.onChange}
                />
                <label htmlFor={`orderReturn-reason-${r.reason}`}>{t(`returns:reasons.${r.reason}`)}</label>
              </div>
            ))}
            {groupError(api.groups.reason)}
          </fieldset>
          <fieldset role="radiogroup" aria-labelledby="return-method-legend" {...groupProps(api.groups.method)}>
            <legend id="return-method-legend">{t('returns:methodLegend')}</legend>
            {api.methods.map((m) => (
              <div key={m.method} className="radio">
                <input
                  type="radio"
                  id={`orderReturn-method-${m.method}`}
                  name="method"
                  value={m.method}
                  checked={m.checked}
                  onChange={m.onChange}
                />
                <label htmlFor={`orderReturn-method-${m.method}`}>{t(`returns:methods.${m.method}`)}</label>
              </div>
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
          {back}
          <button type="submit" className="button">
            {t('returns:next')}
          </button>
        </ValidatedForm>
      );
      break;
    case 'summary':
    case 'submitting':
    case 'submitFailed':
      body = (
        <section aria-labelledby="return-summary">
          <h2 id="return-summary" ref={stepHeading} tabIndex={-1}>
            {t('returns:summaryTitle')}
          </h2>
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
          {api.state === 'submitting' ? <p role="status">{t('returns:submitting')}</p> : null}
          {api.state === 'submitFailed' ? (
            <div role="alert">
              <p>{t('returns:submitFailed')}</p>
              <button type="button" className="button" onClick={api.retry}>
                {t('returns:confirm')}
              </button>
            </div>
          ) : null}
          {back}
          {api.state === 'summary' ? (
            <button type="button" className="button" data-action="confirm" onClick={api.confirm}>
              {t('returns:confirm')}
            </button>
          ) : null}
        </section>
      );
      break;
    case 'refused':
      ownHeading = false;
      body = (
        <div role="alert">
          <p>{t('returns:refusal.stateChanged')}</p>
          <p>{api.refusalKey ? t(`returns:${api.refusalKey as 'refusal.alreadyReturned'}`) : null}</p>
          <button type="button" className="button" onClick={api.reload}>
            {t('returns:reload')}
          </button>
        </div>
      );
      break;
    case 'submitted':
      body = (
        <section role="status" aria-live="polite">
          <h2 ref={stepHeading} tabIndex={-1}>
            {t('returns:submittedTitle')}
          </h2>
          <p data-testid="request-number">
            {t('returns:requestNumber', { requestNumber: api.request?.requestNumber })}
          </p>
          <RefundLines refund={api.refund} locale={locale} />
          <a href={orderHref}>{t('returns:backToOrder')}</a>
        </section>
      );
      break;
  }
  return (
    <section className="order-return">
      <h1 ref={ownHeading ? undefined : stepHeading} tabIndex={ownHeading ? undefined : -1}>
        {t('returns:title', { orderNumber: api.orderNumber })}
      </h1>
      {api.step ? <p>{t('returns:steps', { step: api.step, total: api.totalSteps })}</p> : null}
      {body}
      {api.state !== 'submitted' ? (
        <p>
          <a href={orderHref}>{t('returns:backToOrder')}</a>
        </p>
      ) : null}
    </section>
  );
}
