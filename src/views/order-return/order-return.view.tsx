// spec §9 (issue 31 item 5) returns and exchanges: the lines and their units -> exchange or return, reason, pickup or store
// -> a summary with the refund method and its expected date -> the request number. Server refusals show their reason.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectOrderReturn } from '../../machines/order-return/order-return.connect';
import type { orderReturnMachine } from '../../machines/order-return/order-return.machine';
import { pagePath } from '../app/routes';
import { day } from '../orders/order-format';
import {
  BackButton,
  GroupError,
  OrderLineChecklist,
  OrderStepForm,
  OrderStepsPage,
  RadioOption,
} from '../shared/order-steps';
import { RefundLines } from './refund-lines';

export interface OrderReturnViewProps {
  actorRef: ActorRefFrom<typeof orderReturnMachine>;
}

type GroupProps = {
  id: string;
  errorId: string;
  errorKey: string | null;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

export function OrderReturnView({ actorRef }: OrderReturnViewProps) {
  const { t } = useTranslation(['returns', 'common']);
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectOrderReturn(snapshot, actorRef.send);
  const locale = api.tenant.locale;
  const back = <BackButton label={t('returns:back')} onClick={api.back} />;
  const groupError = (g: GroupProps) => (
    <GroupError id={g.errorId} text={g.errorKey ? t(`returns:errors.${g.errorKey as 'selectRequired'}`) : null} />
  );
  const groupProps = (g: GroupProps) => ({
    id: g.id,
    'aria-invalid': g['aria-invalid'],
    'aria-describedby': g['aria-describedby'],
  });
  // issue 29: the kind, reason and method steps are one radio group each: legend, options, the group's error
  const radioGroup = (labelId: string, legend: string, group: GroupProps, options: ReactNode) => (
    <fieldset role="radiogroup" aria-labelledby={labelId} {...groupProps(group)}>
      <legend id={labelId}>{legend}</legend>
      {options}
      {groupError(group)}
    </fieldset>
  );
  const plainRadios = (
    name: string,
    options: { id: string; value: string; checked: boolean; onChange: () => void; label: string }[],
  ) =>
    options.map((o) => (
      <RadioOption
        key={o.value}
        id={o.id}
        name={name}
        value={o.value}
        checked={o.checked}
        onChange={o.onChange}
        label={o.label}
      />
    ));

  return (
    <OrderStepsPage
      state={api.state}
      className="order-return"
      title={t('returns:title', { orderNumber: api.orderNumber })}
      stepText={api.step ? t('returns:steps', { step: api.step, total: api.totalSteps }) : null}
      orderHref={pagePath('orderDetails', api.tenant.id, { orderNumber: api.orderNumber })}
      orderLabel={t('returns:backToOrder')}
      status={{
        loading: t('returns:loading'),
        notFound: t('returns:notFound'),
        failed: t('returns:failed'),
        unavailable: t(`returns:${api.unavailableKey}`),
        refused: t('returns:refusal.stateChanged'),
        refusedDetail: api.refusalKey ? t(`returns:${api.refusalKey as 'refusal.alreadyReturned'}`) : null,
        reloadLabel: t('returns:reload'),
        onReload: api.reload,
      }}
      back={back}
      summary={{
        titleId: 'return-summary',
        title: t('returns:summaryTitle'),
        texts: {
          submitting: t('returns:submitting'),
          submitFailed: t('returns:submitFailed'),
          retry: t('returns:confirm'),
          confirm: t('returns:confirm'),
        },
        onRetry: api.retry,
        onConfirm: api.confirm,
        content: () => (
          <>
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
          </>
        ),
      }}
      done={{
        title: t('returns:submittedTitle'),
        content: () => (
          <>
            <p data-testid="request-number">
              {t('returns:requestNumber', { requestNumber: api.request?.requestNumber })}
            </p>
            <RefundLines refund={api.refund} locale={locale} />
          </>
        ),
      }}
      step={(state, stepHeading) => {
        switch (state) {
          case 'selecting':
            return (
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
          case 'options':
            return (
              <OrderStepForm
                key="options"
                onSubmit={api.next}
                titleId="return-options"
                title={t('returns:optionsTitle')}
                headingRef={stepHeading}
                back={back}
                submitLabel={t('returns:next')}
              >
                {radioGroup(
                  api.labelIds.kind,
                  t('returns:kindLegend'),
                  api.groups.kind,
                  api.kinds.map((k) => (
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
                  )),
                )}
                {radioGroup(
                  api.labelIds.reason,
                  t('returns:reasonLegend'),
                  api.groups.reason,
                  plainRadios(
                    'reason',
                    api.reasons.map((r) => ({ ...r, value: r.reason, label: t(`returns:reasons.${r.reason}`) })),
                  ),
                )}
                {radioGroup(
                  api.labelIds.method,
                  t('returns:methodLegend'),
                  api.groups.method,
                  plainRadios(
                    'method',
                    api.methods.map((m) => ({ ...m, value: m.method, label: t(`returns:methods.${m.method}`) })),
                  ),
                )}
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
        }
      }}
    />
  );
}
