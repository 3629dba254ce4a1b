// spec §2: the lite registration wizard (Account, Contact, Company) with a progress indicator. Renders the machine only.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { liteRegistrationMachine } from '../../machines/lite-registration/lite-registration.machine';
import { connectLiteRegistration } from '../../machines/lite-registration/lite-registration.connect';
import type { LiteField, LiteTextField } from '../../machines/lite-registration/lite-registration.types';
import { Dropdown } from '../dropdown/dropdown.view';
import { FieldError, TextInputField } from '../shared/form-field';
import { DoneScreen } from '../shared/registration-screens';

export interface LiteRegistrationViewProps {
  actorRef: ActorRefFrom<typeof liteRegistrationMachine>;
  homeHref?: string;
}

const PERSON_LABELS = new Set(['email', 'password', 'firstName', 'lastName', 'phoneNumber']);
const TYPES: Partial<Record<LiteTextField, string>> = { email: 'email', password: 'password', phoneNumber: 'tel', companyPhone: 'tel' };
const BUSINESS_TYPES = ['industrial', 'merchant', 'contractor', 'constructor', 'other'] as const;

export function LiteRegistrationView({ actorRef, homeHref }: LiteRegistrationViewProps) {
  const { t } = useTranslation('registration');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectLiteRegistration(snapshot, actorRef.send);
  const id = useId();

  if (api.isRegistered || api.isPending) {
    return (
      <DoneScreen
        title={api.isPending ? t('company.pendingTitle') : t('company.successTitle')}
        body={api.isPending ? t('company.pendingBody') : t('company.successBody')}
        href={homeHref}
        linkLabel={t('company.goToHome')}
      />
    );
  }

  const labelOf = (field: LiteField) =>
    `${PERSON_LABELS.has(field) ? t(`fields.${field}` as 'fields.email') : t(`companyFields.${field}` as 'companyFields.position')} *`;
  const errorOf = (field: LiteField) => {
    const key = api.errorOf(field);
    return key ? t(key as 'errors.required') : null;
  };
  const errorNode = (field: LiteField) => <FieldError id={`${id}-${field}-error`} text={errorOf(field)} />;
  const render = (field: LiteField) => {
    if (field === 'acceptTermsAndConditions') {
      return (
        <div className="field field--check" key={field}>
          <input id={`${id}-${field}`} {...api.getTermsProps()} />
          <label htmlFor={`${id}-${field}`}>{t('fields.acceptTermsAndConditions')} *</label>
          {errorNode(field)}
        </div>
      );
    }
    if (field === 'state' || field === 'city') {
      return <Dropdown key={field} label={t(`companyFields.${field}`)} required searchable errorText={api.errorOf(field) ? t('errors.required') : null} {...api.getLocationProps(field)} />;
    }
    if (field === 'businessType') {
      return (
        <div className="field" key={field}>
          <label htmlFor={`${id}-${field}`}>{labelOf(field)}</label>
          <select id={`${id}-${field}`} {...api.getTextProps(field)}>
            <option value="">{t('dropdown.placeholder')}</option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`businessTypes.${type}`)}
              </option>
            ))}
          </select>
          {errorNode(field)}
        </div>
      );
    }
    return (
      <TextInputField
        key={field}
        id={`${id}-${field}`}
        label={labelOf(field)}
        error={errorOf(field)}
        type={TYPES[field] ?? 'text'}
        {...api.getTextProps(field)}
      />
    );
  };

  return (
    <form className="registration registration--lite" noValidate onSubmit={api.onSubmit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('lite.title')}</h1>
      <ol className="wizard-progress" aria-label={t('lite.progress', { current: api.stepNumber, total: api.stepCount })}>
        {(['account', 'contact', 'company'] as const).map((step, index) => (
          <li key={step} aria-current={step === api.step ? 'step' : undefined} data-done={index + 1 < api.stepNumber || undefined}>
            {t(`lite.steps.${step}`)}
          </li>
        ))}
      </ol>
      <p role="status">{t('lite.progress', { current: api.stepNumber, total: api.stepCount })}</p>
      <h2>{t(`lite.steps.${api.step}`)}</h2>
      {api.submitErrorKey ? (
        <p className="banner banner--error" role="alert">
          {t(api.submitErrorKey as 'errors.registrationFailed')}
        </p>
      ) : null}
      {api.fields.map(render)}
      <div className="wizard-actions">
        {api.canGoBack ? (
          <button type="button" className="button" onClick={api.back}>
            {t('lite.back')}
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={api.isBusy} aria-busy={api.isBusy || undefined}>
          {api.step === 'company' ? (api.isBusy ? t('lite.submitting') : t('lite.submit')) : t('lite.next')}
        </button>
      </div>
    </form>
  );
}
