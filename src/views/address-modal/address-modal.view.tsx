// spec §2 address modal, three pages: add/edit, 'know your zip code', choose street. Renders addressModalMachine; decides nothing.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectAddressModal, type FieldProps } from '../../machines/address-modal/address-modal.connect';
import type { addressModalMachine } from '../../machines/address-modal/address-modal.machine';
import type { postcodeWidgetMachine } from '../../machines/postcode-widget/postcode-widget.machine';
import { FieldError } from '../shared/form-field';
import { PostcodeWidget } from '../postcode-widget/postcode-widget.view';
import { usePostcodeWidgetMachine } from '../postcode-widget/postcode-widget-context';
import { ValidatedForm } from '../shared/validated-form';
import { useDialog } from '../shared/use-dialog';
import { useFocusOnStep } from '../shared/use-focus-on-step';
import { RetryBanner } from '../shared/banners';

export interface AddressModalViewProps {
  actorRef: ActorRefFrom<typeof addressModalMachine>;
  /** the postal-code widget with its look-up supplied; default: the one the page provides (postcode-widget-context.ts) */
  widgetMachine?: typeof postcodeWidgetMachine;
}

function TextField({ field, label, errorText }: { field: FieldProps; label: string; errorText: string | null }) {
  const { errorId, errorKey: _errorKey, labelKey: _labelKey, ...input } = field;
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input type="text" {...input} />
      <FieldError id={errorId} text={errorText} />
    </div>
  );
}

export function AddressModalView({ actorRef, widgetMachine }: AddressModalViewProps) {
  const providedWidget = usePostcodeWidgetMachine();
  const { t } = useTranslation('account');
  const { t: tr } = useTranslation('rules');
  const snapshot = useSelector(actorRef, (s) => s);
  const id = useId();
  const api = connectAddressModal(snapshot, actorRef.send, id);
  // Escape closes the address modal as its close button does (focus trapped inside, returned to the opener after)
  const { ref: dialogRef, onKeyDown: onDialogKeyDown } = useDialog<HTMLDivElement>({ onEscape: api.onClose });
  // issue 30: a page change moves focus to the new page's heading, inside the dialog (the form's is the dialog's title)
  // (a failed area load leaves focus where it is; its retry button leaves the page, so the retry focuses the heading)
  const pageHeading = useFocusOnStep(
    api.page === 'knowZip' && api.zip.loadFailed
      ? null
      : api.page === 'knowZip' || api.page === 'chooseStreet'
        ? api.page
        : 'form',
  );
  const titleId = api.ids.title;
  const ruleText = (key: string | null) => (key ? tr(key as 'address.required') : null);

  let body: React.ReactNode;
  if (api.page === 'knowZip') {
    body = (
      <section aria-labelledby={api.ids.zip} data-page="knowZip">
        <h3 id={api.ids.zip} ref={pageHeading} tabIndex={-1}>
          {t('zip.title')}
        </h3>
        <p>{api.hasPostcodeTable ? t('zip.intro') : t('zip.introNoTable')}</p>
        {api.zip.loadFailed ? (
          <RetryBanner text={t('zip.loadFailed')} retryLabel={t('zip.retry')} onRetry={api.onRetryAreas} />
        ) : null}
        {api.zip.selects.map((s) => (
          <div className="field" key={s.id}>
            <label htmlFor={s.id}>
              {t(s.labelKey)}
              <span aria-hidden="true"> *</span>
            </label>
            {s.kind === 'select' ? (
              <select id={s.id} name={`pick-${s.level}`} value={s.value} disabled={s.disabled} onChange={s.onChange}>
                <option value="">{t('zip.choose')}</option>
                {s.options.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={s.id}
                name={`pick-${s.level}`}
                type="text"
                value={s.value}
                disabled={s.disabled}
                onChange={s.onChange}
              />
            )}
          </div>
        ))}
        {api.zip.loading ? <p role="status">{t('zip.loading')}</p> : null}
        {api.zip.noPostcodeFound ? <p role="status">{t('zip.noPostcodeFound')}</p> : null}
        <div className="modal__actions">
          <button type="button" className="button-secondary" data-action="page-back" onClick={api.onBack}>
            {t('zip.back')}
          </button>
          {api.hasPostcodeTable ? (
            <button
              type="button"
              className="button"
              disabled={!api.zip.canSearch || api.zip.searching}
              aria-busy={api.zip.searching}
              onClick={api.onZipSearch}
            >
              {api.zip.searching ? t('zip.searching') : t('zip.search')}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            disabled={!api.zip.canUsePlace}
            onClick={api.onUsePlace}
          >
            {t('zip.usePlace')}
          </button>
        </div>
      </section>
    );
  } else if (api.page === 'chooseStreet') {
    body = (
      <section aria-labelledby={api.ids.street} data-page="chooseStreet">
        <h3 id={api.ids.street} ref={pageHeading} tabIndex={-1}>
          {t('street.title')}
        </h3>
        <p>{t('street.intro', { postcode: api.streets[0]?.postcode ?? '' })}</p>
        <ul className="street-list">
          {api.streets.map((s) => (
            <li key={s.key}>
              <button type="button" className="street-list__option" data-street-index={s.index} onClick={s.onChoose}>
                <strong>{s.street ?? t('street.noStreet')}</strong> <span>{s.area}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="button-secondary" data-action="page-back" onClick={api.onBack}>
          {t('street.back')}
        </button>
      </section>
    );
  } else {
    const f = api.fields;
    const text = (field: FieldProps) => (
      <TextField field={field} label={t(field.labelKey)} errorText={ruleText(field.errorKey)} />
    );
    body = (
      <ValidatedForm noValidate onSubmit={api.onSubmit} data-page="form" aria-busy={api.isSaving}>
        {api.errorKey ? (
          <p className="banner banner--error" role="alert">
            {t(api.errorKey)}
          </p>
        ) : null}
        {!api.hasPostcodeTable ? <p className="banner banner--info">{t('modal.noPostcodeTable')}</p> : null}
        {/* issue 16: pairs side by side from 720 px (forms.css), one column below; the place spans both */}
        <div className="form-grid">
          {text(f.addressName)}
          <PostcodeWidget
            key={`${api.postcodeWidget.variant}-${api.postcodeWidget.address?.label ?? ''}`}
            machine={widgetMachine ?? providedWidget}
            input={api.postcodeWidget}
            label={t(`labels.${api.country}.postcode`)}
            formError={ruleText(api.postcodeErrorKey)}
            onChanged={api.onPostcodeChanged}
            onResolved={api.onPostcodeResolved}
          />
          <div className="field form-grid__full" aria-live="polite">
            <span className="field__label">
              <span id={api.placeButton.labelId}>{t('modal.place')}</span>
              <span aria-hidden="true"> *</span>
            </span>
            <p data-testid="address-place">{api.placeLabel ?? t('modal.noPlace')}</p>
            <button
              type="button"
              className="link-button"
              data-action="place-search"
              id={api.placeButton.id}
              aria-labelledby={api.placeButton.labelledBy}
              aria-invalid={api.placeButton['aria-invalid']}
              aria-describedby={api.placeButton['aria-describedby']}
              onClick={api.onSearchPlace}
            >
              {api.placeLabel ? t('modal.changePlace') : t('modal.choosePlace')}
            </button>
            <FieldError id={api.placeButton.errorId} text={ruleText(api.placeErrorKey)} />
          </div>
          {text(f.addressLine1)}
          {text(f.addressLine2)}
          {text(f.addressLine3)}
          {text(f.addressReference)}
        </div>
        <label className="checkbox">
          <input type="checkbox" name="isDefaultAddress" checked={api.isPreferred} onChange={api.onTogglePreferred} />{' '}
          {t('modal.preferred')}
        </label>
        <div className="modal__actions">
          <button type="submit" className="button button--primary" disabled={api.isSaving} aria-busy={api.isSaving}>
            {api.isSaving ? t('modal.saving') : t('modal.save')}
          </button>
        </div>
      </ValidatedForm>
    );
  }

  return (
    <div className="modal-backdrop" data-closing={api.isClosing || undefined}>
      <div
        ref={dialogRef}
        className="modal modal--wide"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="address-modal"
        data-closing={api.isClosing || undefined}
        inert={api.isClosing || undefined}
        onKeyDown={onDialogKeyDown}
      >
        <header className="modal__header">
          <h2 id={titleId} ref={api.page === 'form' ? pageHeading : undefined} tabIndex={-1}>
            {t(api.titleKey)}
          </h2>
          <button type="button" className="modal__close" onClick={api.onClose} aria-label={t('modal.close')}>
            ×
          </button>
        </header>
        {body}
      </div>
    </div>
  );
}
