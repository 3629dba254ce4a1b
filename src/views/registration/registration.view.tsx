// spec §2, §3, §8: the personal (full) registration form. Renders the machine through connectRegistration; decides nothing.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { registrationMachine } from '../../machines/registration/registration.machine';
import { connectRegistration } from '../../machines/registration/registration.connect';
import type { CheckField, TextField } from '../../machines/registration/registration.types';
import { FieldError, TextInputField } from '../shared/form-field';
import { DoneScreen, LoadFailedScreen } from '../shared/registration-screens';
import { ConsentCheckbox } from '../shared/consent-checkbox';

export interface RegistrationViewProps {
  actorRef: ActorRefFrom<typeof registrationMachine>;
  /** where the success screen's button leads (the account home) */
  accountHref?: string;
}

const REQUIRED = new Set(['email', 'password', 'firstName', 'lastName', 'dateOfBirth', 'gender', 'phoneNumber', 'document', 'documentType', 'directDialing', 'documentDniDv', 'acceptTermsAndConditions']);
const INPUT_TYPES: Partial<Record<TextField, string>> = { email: 'email', password: 'password', dateOfBirth: 'date', phoneNumber: 'tel', alternatePhone: 'tel' };

export function RegistrationView({ actorRef, accountHref }: RegistrationViewProps) {
  const { t } = useTranslation('registration');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectRegistration(snapshot, actorRef.send);
  const idPrefix = useId();

  if (api.isRegistered) {
    return (
      <DoneScreen
        title={t('personal.yourAccountSuccessFullyCreated')}
        body={t('personal.welcome', { name: api.firstName ?? '' })}
        href={accountHref}
        linkLabel={t('personal.goToMyAccount')}
      />
    );
  }

  if (api.isLoading) return <p aria-busy="true">{t('personal.loading')}</p>;
  if (api.consentsFailed) {
    return <LoadFailedScreen message={t('errors.thereWasAnErrorLoading')} retryLabel={t('personal.retry')} onRetry={api.retryConsents} />;
  }

  const label = (field: string) => `${t(`fields.${field}` as 'fields.email')}${REQUIRED.has(field) ? ' *' : ''}`;
  const errorId = (field: string) => `${idPrefix}-${field}-error`;
  const errorOf = (field: TextField | CheckField) => {
    const key = api.errorOf(field);
    return key ? t(key as 'errors.required') : null;
  };
  const describedBy = (field: TextField | CheckField) => (api.errorOf(field) ? errorId(field) : undefined);

  const text = (field: TextField) =>
    api.isVisible(field) ? (
      <TextInputField
        key={field}
        id={`${idPrefix}-${field}`}
        label={label(field)}
        error={errorOf(field)}
        type={INPUT_TYPES[field] ?? 'text'}
        {...api.getTextProps(field)}
      />
    ) : null;

  const check = (field: CheckField) =>
    api.isVisible(field) ? (
      <div className="field field--check" key={field}>
        <input id={`${idPrefix}-${field}`} aria-describedby={describedBy(field)} {...api.getCheckProps(field)} />
        <label htmlFor={`${idPrefix}-${field}`}>{label(field)}</label>
        <FieldError id={errorId(field)} text={errorOf(field)} />
      </div>
    ) : null;

  const genderProps = api.getTextProps('gender');
  const documentTypeProps = api.getTextProps('documentType');

  return (
    <form className="registration" noValidate onSubmit={api.onSubmit} aria-labelledby={`${idPrefix}-title`}>
      <h1 id={`${idPrefix}-title`}>{t('personal.title')}</h1>
      <p className="hint">{t('personal.requiredHint')}</p>
      {api.submitErrorKey ? (
        <p className="banner banner--error" role="alert">
          {t(api.submitErrorKey as 'errors.registrationFailed')}
        </p>
      ) : null}
      {text('email')}
      {text('password')}
      {text('firstName')}
      {text('middleName')}
      {text('lastName')}
      {text('motherLastName')}
      {text('dateOfBirth')}
      <fieldset className="field">
        <legend>{label('gender')}</legend>
        {(['MALE', 'FEMALE'] as const).map((gender) => (
          <label key={gender}>
            <input
              type="radio"
              name="gender"
              value={gender}
              checked={genderProps.value === gender}
              disabled={genderProps.disabled}
              onChange={genderProps.onChange}
            />
            {t(`gender.${gender}`)}
          </label>
        ))}
      </fieldset>
      {text('directDialing')}
      {text('phoneNumber')}
      {text('alternatePhone')}
      <div className="field">
        <label htmlFor={`${idPrefix}-documentType`}>{label('documentType')}</label>
        <select id={`${idPrefix}-documentType`} {...documentTypeProps}>
          {api.documentTypes.map((type) => (
            <option key={type} value={type}>
              {t(`documentTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      {text('document')}
      {text('documentDniDv')}
      {check('offerSms')}
      {check('addCMR')}
      {check('acceptTermsAndConditions')}
      {check('personalDataTreatmentPolicy')}
      {api.consentTemplates.length ? (
        <fieldset className="consents">
          <legend>{t('personal.consentsTitle')}</legend>
          {api.consentTemplates.map((template) => (
            <ConsentCheckbox
              key={template.id}
              id={`${idPrefix}-${template.id}`}
              template={template}
              inputProps={api.getConsentProps(template.id)}
              readMoreLabel={t('personal.readMore')}
            />
          ))}
          <FieldError text={api.consentError ? t('personal.consentRequired') : null} />
        </fieldset>
      ) : null}
      <button className="button button--primary" {...api.getSubmitProps()}>
        {api.isSubmitting ? t('personal.submitting') : t('personal.submit')}
      </button>
    </form>
  );
}
