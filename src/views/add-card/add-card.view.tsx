// spec §2: the add-card modal (choose card type -> add card -> close confirmation). Renders addCardMachine; decides nothing.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectAddCard, type AddCardFieldProps } from '../../machines/add-card/add-card.connect';
import type { addCardMachine } from '../../machines/add-card/add-card.machine';
import { cardLogo } from '../../rules/payment-method';
import { FieldError } from '../shared/form-field';
import { CardLogo } from '../payment/card-logo';
import { ModalPortal } from '../payment/modal-portal';
import '../payment/payment.css';
import { ValidatedForm } from '../shared/validated-form';
import { useDialog } from '../shared/use-dialog';
import { useFocusOnStep } from '../shared/use-focus-on-step';
import { ConfirmDialog } from '../shared/confirm-dialog';

export interface AddCardViewProps {
  actorRef: ActorRefFrom<typeof addCardMachine>;
}

function TextField({ field, label, required }: { field: AddCardFieldProps; label: string; required: string }) {
  const { t } = useTranslation('rules');
  const { errorId, errorKey, labelKey: _labelKey, ...input } = field;
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {label}
        {field.required ? <span aria-label={required}> *</span> : null}
      </label>
      <input type="text" {...input} />
      <FieldError id={errorId} text={errorKey ? t(errorKey as never) : null} />
    </div>
  );
}

export function AddCardView({ actorRef }: AddCardViewProps) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectAddCard(snapshot, actorRef.send);
  if (api.step === 'saved' || api.step === 'closed') return null;
  return <AddCardDialog api={api} />;
}

function AddCardDialog({ api }: { api: ReturnType<typeof connectAddCard> }) {
  const { t } = useTranslation('payment');
  const { t: tc } = useTranslation();
  const closing = api.step === 'closing';
  // Escape closes as the close button does, except on the close confirmation (it asks the user to choose) and while
  // closing; focus stays inside while open and returns to the opener after (issue 16)
  const { ref: dialogRef, onKeyDown: onDialogKeyDown } = useDialog<HTMLDivElement>({
    onEscape: api.step === 'closeConfirmation' || closing ? undefined : api.close,
  });
  // issue 30: a step change moves focus to the dialog's heading; the close confirmation (an alertdialog) focuses its
  // "keep adding" button (autoFocus) and a closing dialog is inert, so those leave it alone
  const stepHeading = useFocusOnStep(api.step === 'closeConfirmation' || closing ? null : api.step);
  const required = t('addCard.required');
  const doc = api.field('documentType');

  return (
    <ModalPortal>
      <div className="modal-backdrop" data-closing={closing || undefined}>
        <div
          ref={dialogRef}
          className="modal add-card"
          role="dialog"
          aria-modal="true"
          aria-labelledby="add-card-title"
          data-step={api.step}
          data-closing={closing || undefined}
          inert={closing || undefined}
          onKeyDown={onDialogKeyDown}
        >
          <div className="modal__header">
            <h2 id="add-card-title" ref={stepHeading} tabIndex={-1}>
              {api.step === 'chooseCardType' ? t('addCard.chooseType') : t('addCard.title')}
            </h2>
            {api.step !== 'closeConfirmation' ? (
              <button
                type="button"
                className="modal__close"
                onClick={api.close}
                aria-label={t('addCard.close')}
                disabled={api.isBusy}
              >
                ×
              </button>
            ) : null}
          </div>

          {api.step === 'chooseCardType' ? (
            <ul className="add-card__types">
              {api.cardTypes.map((type) => (
                <li key={type}>
                  <button
                    type="button"
                    className="add-card__type"
                    onClick={() => api.chooseType(type)}
                    data-card-type={type}
                    autoFocus={type === api.cardTypes[0]}
                  >
                    <CardLogo
                      logo={cardLogo(type === 'debitCard' ? 'debitNetwork' : '', type, '')}
                      size={32}
                      decorative
                    />
                    <span>{t(`cardTypes.${type}`)}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}

          {api.step === 'addCard' ? (
            <ValidatedForm className="add-card__form" noValidate onSubmit={api.onSubmit} aria-busy={api.isBusy}>
              <p className="add-card__chosen">
                <strong>{api.cardType ? t(`cardTypes.${api.cardType}`) : null}</strong>
                {api.canChangeType ? (
                  <button type="button" className="link-button" onClick={api.changeType} disabled={api.isBusy}>
                    {t('addCard.changeType')}
                  </button>
                ) : null}
              </p>
              {api.errorKey ? (
                <p className="banner banner--error" role="alert">
                  {tc(api.errorKey)}
                </p>
              ) : null}
              <TextField
                field={api.field('cardHolderName')}
                label={t('addCard.fields.cardHolderName')}
                required={required}
              />
              <TextField field={api.field('cardNumber')} label={t('addCard.fields.cardNumber')} required={required} />
              <div className="add-card__row">
                <TextField field={api.field('cardExpiry')} label={t('addCard.fields.cardExpiry')} required={required} />
                <TextField
                  field={api.field('securityCode')}
                  label={t('addCard.fields.securityCode')}
                  required={required}
                />
              </div>
              <div className="field">
                <label htmlFor={doc.id}>{t('addCard.fields.documentType')}</label>
                <select
                  id={doc.id}
                  name={doc.name}
                  value={doc.value}
                  disabled={doc.disabled}
                  onChange={doc.onChange}
                  onBlur={doc.onBlur}
                >
                  {api.documentTypes.map((type) => (
                    <option key={type} value={type}>
                      {t(`addCard.documentTypes.${type}` as never)}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                field={api.field('documentNumber')}
                label={t('addCard.fields.documentNumber')}
                required={required}
              />
              <TextField field={api.field('phoneNumber')} label={t('addCard.fields.phoneNumber')} required={required} />
              <TextField field={api.field('email')} label={t('addCard.fields.email')} required={required} />
              <div className="add-card__favourite">
                <input
                  id={api.favouriteId}
                  type="checkbox"
                  checked={api.favoriteCard}
                  onChange={api.toggleFavourite}
                  disabled={api.isBusy}
                />
                <label htmlFor={api.favouriteId}>{t('addCard.fields.favoriteCard')}</label>
              </div>
              <p className="add-card__note">{t('addCard.secureNote')}</p>
              <button className="button button--primary" type="submit" disabled={api.isBusy} aria-busy={api.isBusy}>
                {api.isBusy ? t('addCard.saving') : t('addCard.submit')}
              </button>
            </ValidatedForm>
          ) : null}

          {api.step === 'closeConfirmation' ? (
            <ConfirmDialog
              className="add-card__confirm"
              modal={false}
              heading="h3"
              titleId="add-card-confirm-title"
              bodyId="add-card-confirm-text"
              title={t('addCard.closeConfirm.title')}
              body={t('addCard.closeConfirm.text')}
            >
              <button type="button" className="button button--primary" onClick={api.confirmClose}>
                {t('addCard.closeConfirm.confirm')}
              </button>
              <button type="button" className="button" onClick={api.cancelClose} autoFocus>
                {t('addCard.closeConfirm.cancel')}
              </button>
            </ConfirmDialog>
          ) : null}
        </div>
      </div>
    </ModalPortal>
  );
}
