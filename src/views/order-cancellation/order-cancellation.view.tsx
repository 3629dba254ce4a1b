// spec §2 cancellation flow: select products -> reason -> summary (with spec §9's refund timing for the payment method) ->
// refund bank form when needed -> the ticket number. Server refusals show spec §8's texts.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectOrderCancellation } from '../../machines/order-cancellation/order-cancellation.connect';
import type { orderCancellationMachine } from '../../machines/order-cancellation/order-cancellation.machine';
import type { CompleteFieldProps } from '../../machines/shared/field-props';
import { pagePath } from '../app/routes';
import { FieldError, FieldView } from '../shared/form-field';
import { useFocusOnStep } from '../shared/use-focus-on-step';
import { ValidatedForm } from '../shared/validated-form';
import { money } from '../orders/order-format';

export interface OrderCancellationViewProps {
  actorRef: ActorRefFrom<typeof orderCancellationMachine>;
}

function SelectField({
  field,
  label,
  error,
  children,
}: {
  field: CompleteFieldProps;
  label: string;
  error: string | null;
  children: React.ReactNode;
}) {
  const { onBlur: _b, onFocus: _f, ...input } = field.input;
  return (
    <div className="field">
      <label htmlFor={field.label.htmlFor}>
        {label}
        {field.label.required ? ' *' : ''}
      </label>
      <select {...input}>{children}</select>
      <FieldError id={field.error.id} text={error} />
    </div>
  );
}

export function OrderCancellationView({ actorRef }: OrderCancellationViewProps) {
  const { t } = useTranslation(['orders', 'common']);
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectOrderCancellation(snapshot, actorRef.send);
  // issue 30: each step change moves focus to the new step's heading (the page's h1 where the step has none)
  const stepHeading = useFocusOnStep(api.state === 'loading' ? null : api.state);
  let ownHeading = true;
  const orderHref = pagePath('orderDetails', api.tenant.id, { orderNumber: api.orderNumber });
  const cur = { locale: api.tenant.locale, currency: api.currency };
  const err = (key: string | null) => (key ? t(`orders:${key}` as 'orders:refund.bankRequired') : null);
  const back = (
    <button type="button" className="button button--secondary" onClick={api.back}>
      {t('orders:cancel.back')}
    </button>
  );
  const stepError = api.stepErrorKey ? (
    <p role="alert" className="field-error" id={api.stepErrorId}>
      {t(`orders:cancel.${api.stepErrorKey}`)}
    </p>
  ) : null;

  let body: React.ReactNode = null;
  switch (api.state) {
    case 'loading':
      ownHeading = false;
      body = <p role="status">{t('orders:cancel.loading')}</p>;
      break;
    case 'notFound':
      ownHeading = false;
      body = <p role="alert">{t('orders:detail.notFound')}</p>;
      break;
    case 'failed':
      ownHeading = false;
      body = (
        <div role="alert">
          <p>{t('orders:cancel.failed')}</p>
          <button type="button" className="button" onClick={api.reload}>
            {t('orders:cancel.reload')}
          </button>
        </div>
      );
      break;
    case 'unavailable':
      ownHeading = false;
      body = <p role="alert">{t(`common:${api.unavailableKey}`)}</p>;
      break;
    case 'selecting':
      // steps 1 and 2 are forms: a failed "Siguiente" moves focus to the group marked invalid (validated-form.tsx)
      body = (
        <ValidatedForm key="selecting" onSubmit={api.next} noValidate aria-labelledby="cancel-select">
          <h2 id="cancel-select" ref={stepHeading} tabIndex={-1}>
            {t('orders:cancel.selectTitle')}
          </h2>
          <fieldset aria-labelledby="cancel-select" {...api.stepGroup}>
            <p>{t('orders:cancel.selectHelp')}</p>
            <ul className="cancel__lines">
              {api.lines.map((l) => (
                <li key={l.id}>
                  <input type="checkbox" {...l.checkbox} />
                  <label htmlFor={l.checkbox.id}>
                    {l.name} × {l.quantity}
                  </label>
                  {l.refusal ? (
                    <p className="field-hint">
                      {t(
                        `common:errors.${l.refusal === 'alreadyShipped' ? 'ORDER_ALREADY_SHIPPED' : 'CANCELLATION_NOT_AVAILABLE'}`,
                      )}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            {stepError}
          </fieldset>
          <button type="submit" className="button">
            {t('orders:cancel.next')}
          </button>
        </ValidatedForm>
      );
      break;
    case 'reason':
      body = (
        <ValidatedForm key="reason" onSubmit={api.next} noValidate aria-labelledby="cancel-reason">
          <h2 id="cancel-reason" ref={stepHeading} tabIndex={-1}>
            {t('orders:cancel.reasonTitle')}
          </h2>
          <fieldset role="radiogroup" aria-labelledby="cancel-reason" {...api.stepGroup}>
            {api.reasons.map((r) => (
              <div key={r.reason} className="radio">
                <input
                  type="radio"
                  id={`orderCancellation-reason-${r.reason}`}
                  name="reason"
                  value={r.reason}
                  checked={r.checked}
                  onChange={r.onChange}
                />
                <label htmlFor={`orderCancellation-reason-${r.reason}`}>{t(`orders:cancel.reasons.${r.reason}`)}</label>
              </div>
            ))}
            {stepError}
          </fieldset>
          {back}
          <button type="submit" className="button">
            {t('orders:cancel.next')}
          </button>
        </ValidatedForm>
      );
      break;
    case 'summary':
    case 'submitting':
    case 'submitFailed':
      body = (
        <section aria-labelledby="cancel-summary">
          <h2 id="cancel-summary" ref={stepHeading} tabIndex={-1}>
            {t('orders:cancel.summaryTitle')}
          </h2>
          <ul>
            {api.selectedLines.map((l) => (
              <li key={l.id}>
                {l.name} × {l.quantity} – {money(l.unitPrice * l.quantity, cur)}
              </li>
            ))}
          </ul>
          {api.reason ? (
            <p>{t('orders:cancel.summaryReason', { reason: t(`orders:cancel.reasons.${api.reason}`) })}</p>
          ) : null}
          <h3>{t('orders:cancel.refundTitle')}</h3>
          {api.refundMethod ? (
            <p data-testid="refund-timing">{t(`orders:cancel.refundMethod.${api.refundMethod}`)}</p>
          ) : null}
          {api.state === 'submitting' ? <p role="status">{t('orders:cancel.submitting')}</p> : null}
          {api.state === 'submitFailed' ? (
            <div role="alert">
              <p>{t('orders:cancel.submitFailed')}</p>
              <button type="button" className="button" onClick={api.retry}>
                {t('orders:cancel.confirm')}
              </button>
            </div>
          ) : null}
          {back}
          {api.state === 'summary' ? (
            <button type="button" className="button" data-action="confirm" onClick={api.confirm}>
              {t(api.needsBank ? 'orders:cancel.toBankForm' : 'orders:cancel.confirm')}
            </button>
          ) : null}
        </section>
      );
      break;
    case 'bankForm': {
      const form = api.bankForm!;
      const f = form.fields;
      body = (
        <ValidatedForm key="bankForm" onSubmit={api.submit} noValidate aria-labelledby="refund-title">
          <h2 id="refund-title" ref={stepHeading} tabIndex={-1}>
            {t('orders:refund.title')}
          </h2>
          <p>{t('orders:refund.intro')}</p>
          <p>{t(`orders:cancel.refundMethod.bankTransfer`)}</p>
          {form.hasBankList ? (
            <SelectField field={f.bankCode} label={t('orders:refund.bankName')} error={err(f.bankCode.error.key)}>
              <option value="">{t('orders:refund.bankChoose')}</option>
              {form.banks.map((b) => (
                <option key={b.code} value={b.code}>
                  {b.name}
                </option>
              ))}
            </SelectField>
          ) : (
            <FieldView
              field={f.bankName}
              label={t('orders:refund.bankOther')}
              error={err(f.bankName.error.key)}
              autoComplete="off"
            />
          )}
          <SelectField
            field={f.accountType}
            label={t('orders:refund.accountType')}
            error={err(f.accountType.error.key)}
          >
            <option value="">{t('orders:refund.accountTypeChoose')}</option>
            {form.accountTypes.map((type) => (
              <option key={type} value={type}>
                {t(`orders:refund.accountTypes.${type}` as 'orders:refund.accountTypes.checking')}
              </option>
            ))}
          </SelectField>
          <FieldView
            field={f.accountNumber}
            label={t(`orders:refund.accountNumberKind.${form.accountNumberKind}`)}
            error={err(f.accountNumber.error.key)}
            inputMode="numeric"
            autoComplete="off"
          />
          <FieldView
            field={f.holderName}
            label={t('orders:refund.holderName')}
            error={err(f.holderName.error.key)}
            autoComplete="name"
          />
          <SelectField
            field={f.holderDocumentType}
            label={t('orders:refund.holderDocumentType')}
            error={err(f.holderDocumentType.error.key)}
          >
            <option value="">{t('orders:refund.holderDocumentType')}</option>
            {form.holderDocumentTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <FieldView
            field={f.holderDocument}
            label={t('orders:refund.holderDocument')}
            error={err(f.holderDocument.error.key)}
            autoComplete="off"
          />
          {back}
          <button type="submit" className="button">
            {t('orders:refund.submit')}
          </button>
        </ValidatedForm>
      );
      break;
    }
    case 'refused':
      ownHeading = false;
      body = (
        <div role="alert">
          <p>{t('orders:cancel.stateChanged')}</p>
          <p>{api.refusalKey ? t(`common:${api.refusalKey}`) : null}</p>
          <button type="button" className="button" onClick={api.reload}>
            {t('orders:cancel.reload')}
          </button>
        </div>
      );
      break;
    case 'submitted':
      body = (
        <section role="status" aria-live="polite">
          <h2 ref={stepHeading} tabIndex={-1}>
            {t('orders:cancel.submittedTitle')}
          </h2>
          <p data-testid="ticket-number">{t('orders:cancel.ticketNumber', { ticketNumber: api.ticketNumber })}</p>
          <a href={orderHref}>{t('orders:cancel.backToOrder')}</a>
        </section>
      );
      break;
  }
  return (
    <section className="order-cancellation">
      <h1 ref={ownHeading ? undefined : stepHeading} tabIndex={ownHeading ? undefined : -1}>
        {t('orders:cancel.title', { orderNumber: api.orderNumber })}
      </h1>
      {api.step ? <p>{t('orders:cancel.steps', { step: api.step, total: api.totalSteps })}</p> : null}
      {body}
      {/* a line of its own: the link's target does not crowd the step's buttons (WCAG 2.2 target size) */}
      {api.state !== 'submitted' ? (
        <p>
          <a href={orderHref}>{t('orders:cancel.backToOrder')}</a>
        </p>
      ) : null}
    </section>
  );
}
