// spec §2, §3, §8: the personal (full) registration form. Renders the machine through connectRegistration: the connect says
// which fields show, which are required, their ids and errors; the view translates and lays out.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { registrationMachine } from '../../machines/registration/registration.machine';
import { connectRegistration } from '../../machines/registration/registration.connect';
import type { CheckField, TextField } from '../../machines/registration/registration.types';
import { CheckFieldView, DateFieldView, FieldError, FieldView } from '../shared/form-field';
import { FieldGroup } from '../shared/field-group';
import { DoneScreen, registrationLoadGate } from '../shared/registration-screens';
import { ConsentCheckbox } from '../shared/consent-checkbox';
import { PasswordField } from '../password-field/new-password-field.view';
import { TitledForm } from '../shared/titled-form';
import { registrationTexts } from '../shared/registration-texts';

export interface RegistrationViewProps {
  actorRef: ActorRefFrom<typeof registrationMachine>;
  /** where the success screen's button leads (the account home) */
  accountHref?: string;
}

const INPUT_TYPES: Partial<Record<TextField, string>> = {
  email: 'email',
  phoneNumber: 'tel',
  alternatePhone: 'tel',
};

export function RegistrationView({ actorRef, accountHref }: RegistrationViewProps) {
  const { t } = useTranslation('registration');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectRegistration(snapshot, actorRef.send);

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

  const gate = registrationLoadGate({
    loading: api.isLoading,
    failed: api.consentsFailed,
    loadingLabel: t('personal.loading'),
    failedMessage: t('errors.thereWasAnErrorLoading'),
    retryLabel: t('personal.retry'),
    onRetry: api.retryConsents,
  });
  if (gate) return gate;

  const { errorText, labelText } = registrationTexts(t);

  const text = (field: TextField) => {
    if (!api.isVisible(field)) return null;
    const props = api.getFieldProps(field);
    const View = field === 'dateOfBirth' ? DateFieldView : FieldView;
    return (
      <View
        key={field}
        field={props}
        label={t(props.label.key)}
        error={errorText(props.error.key)}
        type={INPUT_TYPES[field] ?? 'text'}
      />
    );
  };

  const check = (field: CheckField) => {
    if (!api.isVisible(field)) return null;
    const { label, input, error } = api.getCheckProps(field);
    return (
      <CheckFieldView
        key={field}
        field={{ label, input, error }}
        label={labelText(label)}
        error={errorText(error.key)}
      />
    );
  };

  // spec §4, §5: the password field (toggle, strength, live rule list); the form owns the value and its error wins
  const password = () => {
    if (!api.isVisible('password')) return null;
    const { labelKey, errorKey, ...props } = api.getPasswordProps();
    return <PasswordField key="password" {...props} label={t(labelKey)} errorText={errorText(errorKey)} />;
  };

  const gender = api.getFieldProps('gender');
  const documentType = api.getFieldProps('documentType');

  return (
    <TitledForm
      className="registration form--wide"
      onSubmit={api.onSubmit}
      titleId={api.titleId}
      title={t('personal.title')}
    >
      <p className="hint">{t('personal.requiredHint')}</p>
      {api.submitErrorKey ? (
        <p className="banner banner--error" role="alert">
          {t(api.submitErrorKey as 'errors.registrationFailed')}
        </p>
      ) : null}
      <FieldGroup name="account">
        {text('email')}
        {password()}
      </FieldGroup>
      <FieldGroup name="personal">
        {text('firstName')}
        {text('middleName')}
        {text('lastName')}
        {text('motherLastName')}
        {text('dateOfBirth')}
        <fieldset className="field">
          <legend>{labelText(gender.label)}</legend>
          {(['MALE', 'FEMALE'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={gender.input.name}
                value={value}
                checked={gender.input.value === value}
                disabled={gender.input.disabled}
                onChange={gender.input.onChange}
              />
              {t(`gender.${value}`)}
            </label>
          ))}
        </fieldset>
      </FieldGroup>
      <FieldGroup name="contact" narrowFirst={api.isVisible('directDialing')}>
        {text('directDialing')}
        {text('phoneNumber')}
        {text('alternatePhone')}
      </FieldGroup>
      <FieldGroup name="document" narrowFirst>
        <div className="field">
          <label htmlFor={documentType.label.htmlFor}>{labelText(documentType.label)}</label>
          <select {...documentType.input}>
            {api.documentTypes.map((type) => (
              <option key={type} value={type}>
                {t(`documentTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        {text('document')}
        {text('documentDniDv')}
      </FieldGroup>
      {check('offerSms')}
      {check('addCMR')}
      {check('acceptTermsAndConditions')}
      {check('personalDataTreatmentPolicy')}
      {api.consentTemplates.length ? (
        <fieldset className="consents">
          <legend>{t('personal.consentsTitle')}</legend>
          {api.consentTemplates.map((template) => {
            const props = api.getConsentProps(template.id);
            return (
              <ConsentCheckbox
                key={template.id}
                id={props.id}
                template={template}
                inputProps={props}
                readMoreLabel={t('personal.readMore')}
              />
            );
          })}
          <FieldError text={api.consentError ? t('personal.consentRequired') : null} />
        </fieldset>
      ) : null}
      <button className="button button--primary" {...api.getSubmitProps()}>
        {api.isSubmitting ? t('personal.submitting') : t('personal.submit')}
      </button>
    </TitledForm>
  );
}
