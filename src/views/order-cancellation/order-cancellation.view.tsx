// spec §2 cancellation flow: select products -> reason -> summary (with spec §9's refund timing for the payment method) ->
// refund bank form when needed -> the ticket number. Server refusals show spec §8's texts.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectOrderCancellation } from '../../machines/order-cancellation/order-cancellation.connect';
import type { orderCancellationMachine } from '../../machines/order-cancellation/order-cancellation.machine';
import type { CompleteFieldProps } from '../../machines/shared/field-props';
import { pagePath } from '../app/routes';
import { FieldView, LabelledField } from '../shared/form-field';
import {
  BackButton,
  GroupError,
  OrderLineChecklist,
  OrderStepForm,
  OrderStepsPage,
  RadioOption,
} from '../shared/order-steps';
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
    <LabelledField field={field} label={label} error={error}>
      <select {...input}>{children}</select>
    </LabelledField>
  );
}

export function OrderCancellationView({ actorRef }: OrderCancellationViewProps) {
  const { t } = useTranslation(['orders', 'common']);
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectOrderCancellation(snapshot, actorRef.send);
  const cur = { locale: api.tenant.locale, currency: api.currency };
  const err = (key: string | null) => (key ? t(`orders:${key}` as 'orders:refund.bankRequired') : null);
  const back = <BackButton label={t('orders:cancel.back')} onClick={api.back} />;
  const stepError = (
    <GroupError id={api.stepErrorId} text={api.stepErrorKey ? t(`orders:cancel.${api.stepErrorKey}`) : null} />
  );

  return (
    <OrderStepsPage
      state={api.state}
      className="order-cancellation"
      title={t('orders:cancel.title', { orderNumber: api.orderNumber })}
      stepText={api.step ? t('orders:cancel.steps', { step: api.step, total: api.totalSteps }) : null}
      orderHref={pagePath('orderDetails', api.tenant.id, { orderNumber: api.orderNumber })}
      orderLabel={t('orders:cancel.backToOrder')}
      status={{
        loading: t('orders:cancel.loading'),
        notFound: t('orders:detail.notFound'),
        failed: t('orders:cancel.failed'),
        unavailable: t(`common:${api.unavailableKey}`),
        refused: t('orders:cancel.stateChanged'),
        refusedDetail: api.refusalKey ? t(`common:${api.refusalKey}`) : null,
        reloadLabel: t('orders:cancel.reload'),
        onReload: api.reload,
      }}
      back={back}
      summary={{
        titleId: 'cancel-summary',
        title: t('orders:cancel.summaryTitle'),
        texts: {
          submitting: t('orders:cancel.submitting'),
          submitFailed: t('orders:cancel.submitFailed'),
          retry: t('orders:cancel.confirm'),
          confirm: t(api.needsBank ? 'orders:cancel.toBankForm' : 'orders:cancel.confirm'),
        },
        onRetry: api.retry,
        onConfirm: api.confirm,
        content: () => (
          <>
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
          </>
        ),
      }}
      done={{
        title: t('orders:cancel.submittedTitle'),
        content: () => (
          <p data-testid="ticket-number">{t('orders:cancel.ticketNumber', { ticketNumber: api.ticketNumber })}</p>
        ),
      }}
      step={(state, stepHeading) => {
        switch (state) {
          case 'selecting':
            // steps 1 and 2 are forms: a failed "Siguiente" moves focus to the group marked invalid (validated-form.tsx)
            return (
              <OrderStepForm
                key="selecting"
                onSubmit={api.next}
                titleId="cancel-select"
                title={t('orders:cancel.selectTitle')}
                headingRef={stepHeading}
                submitLabel={t('orders:cancel.next')}
              >
                <fieldset aria-labelledby="cancel-select" {...api.stepGroup}>
                  <p>{t('orders:cancel.selectHelp')}</p>
                  <OrderLineChecklist
                    className="cancel__lines"
                    lines={api.lines}
                    refusalText={(refusal) =>
                      t(
                        `common:errors.${refusal === 'alreadyShipped' ? 'ORDER_ALREADY_SHIPPED' : 'CANCELLATION_NOT_AVAILABLE'}`,
                      )
                    }
                  />
                  {stepError}
                </fieldset>
              </OrderStepForm>
            );
          case 'reason':
            return (
              <OrderStepForm
                key="reason"
                onSubmit={api.next}
                titleId="cancel-reason"
                title={t('orders:cancel.reasonTitle')}
                headingRef={stepHeading}
                back={back}
                submitLabel={t('orders:cancel.next')}
              >
                <fieldset role="radiogroup" aria-labelledby="cancel-reason" {...api.stepGroup}>
                  {api.reasons.map((r) => (
                    <RadioOption
                      key={r.reason}
                      id={`orderCancellation-reason-${r.reason}`}
                      name="reason"
                      value={r.reason}
                      checked={r.checked}
                      onChange={r.onChange}
                      label={t(`orders:cancel.reasons.${r.reason}`)}
                    />
                  ))}
                  {stepError}
                </fieldset>
              </OrderStepForm>
            );
          case 'bankForm': {
            const form = api.bankForm!;
            const f = form.fields;
            return (
              <OrderStepForm
                key="bankForm"
                onSubmit={api.submit}
                titleId="refund-title"
                title={t('orders:refund.title')}
                headingRef={stepHeading}
                back={back}
                submitLabel={t('orders:refund.submit')}
              >
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
              </OrderStepForm>
            );
          }
        }
      }}
    />
  );
}
