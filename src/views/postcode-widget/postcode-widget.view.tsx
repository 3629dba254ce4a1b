// spec §4 postal-code widget. Renders postcodeWidgetMachine; decides nothing (postcode-widget.connect.ts decides what shows).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectPostcodeWidget } from '../../machines/postcode-widget/postcode-widget.connect';
import type { postcodeWidgetMachine } from '../../machines/postcode-widget/postcode-widget.machine';
import type { PostcodeWidgetEmitted, PostcodeWidgetInput } from '../../machines/postcode-widget/postcode-widget.types';
import { addressLabelCountry } from '../../rules/address-levels';
import { FieldError } from '../shared/form-field';

export interface PostcodeWidgetViewProps {
  actorRef: ActorRefFrom<typeof postcodeWidgetMachine>;
  /** the label of the country's postcode (default: the country's, spec §3 labels) */
  label?: string;
  /** a field error the form owns (the server's, or the spec §5 rule on submit) */
  formError?: string | null;
}

export function PostcodeWidgetView({ actorRef, label, formError }: PostcodeWidgetViewProps) {
  const { t } = useTranslation('account');
  const { t: tr } = useTranslation('rules');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectPostcodeWidget(snapshot, actorRef.send, useId());
  const errorText = api.errorKey
    ? api.errorKey === 'postcode.lookupFailed' || api.errorKey === 'postcode.serviceUnavailable'
      ? t(api.errorKey)
      : tr(api.errorKey)
    : (formError ?? null);
  const input = api.getInputProps();
  const country = addressLabelCountry(snapshot.context.country);
  const labelText = label ?? t(`labels.${country}.postcode`);
  return (
    <div
      className="postcode-widget"
      data-variant={snapshot.context.variant}
      data-operation={snapshot.context.operation}
    >
      {api.showsInput ? (
        <div className="field">
          <label htmlFor={input.id}>
            {labelText} <span aria-hidden="true">*</span>
          </label>
          <div className="postcode-widget__row">
            <input
              {...input}
              aria-invalid={input['aria-invalid'] || Boolean(formError)}
              aria-describedby={
                [input['aria-describedby'], formError && !api.errorKey ? api.errorId : null]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            />
            <button
              type="button"
              className="button"
              onClick={api.onSearch}
              disabled={api.isLooking}
              aria-busy={api.isLooking}
            >
              {api.isLooking ? t('postcode.searching') : t('postcode.search')}
            </button>
          </div>
          <FieldError id={api.errorId} text={errorText} />
          {api.showsChangeWarning ? (
            <p id={api.warningId} className="banner banner--warning" role="status">
              {t('postcode.changeWarning')}
            </p>
          ) : null}
          {!api.hasPostcodeTable ? <p className="field__hint">{t('postcode.noTable')}</p> : null}
        </div>
      ) : null}
      {api.address ? (
        <div className="postcode-widget__address" data-testid="postcode-widget-address">
          <span className="postcode-widget__caption">
            {api.showsEditLink ? t('postcode.chosen') : t('postcode.entered')}
          </span>
          <span>
            {api.address.postcode} · {api.address.label}
          </span>
          {api.showsEditLink ? (
            <button type="button" className="link-button" onClick={api.onEdit}>
              {t('postcode.edit')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export interface PostcodeWidgetProps extends Omit<PostcodeWidgetViewProps, 'actorRef'> {
  machine: typeof postcodeWidgetMachine;
  input: PostcodeWidgetInput;
  onChanged(postcode: string): void;
  onResolved(postcode: string, places: Extract<PostcodeWidgetEmitted, { type: 'postcode.resolved' }>['places']): void;
}

/** Runs a widget actor and forwards what it emits to the form that holds it. */
export function PostcodeWidget({ machine, input, onChanged, onResolved, ...view }: PostcodeWidgetProps) {
  const actorRef = useActorRef(machine, { input });
  useEffect(() => {
    const changed = actorRef.on('postcode.changed', (e) => onChanged(e.postcode));
    const resolved = actorRef.on('postcode.resolved', (e) => onResolved(e.postcode, e.places));
    return () => {
      changed.unsubscribe();
      resolved.unsubscribe();
    };
  }, [actorRef, onChanged, onResolved]);
  return <PostcodeWidgetView actorRef={actorRef} {...view} />;
}
