// spec §2: the lite registration wizard (Account, Contact, Company) with a progress indicator. Renders the machine only.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { liteRegistrationMachine } from '../../machines/lite-registration/lite-registration.machine';
import { connectLiteRegistration } from '../../machines/lite-registration/lite-registration.connect';
import type { LiteField, LiteTextField } from '../../machines/lite-registration/lite-registration.types';
import { BUSINESS_TYPES } from '../../rules/company-types';
import { Dropdown } from '../dropdown/dropdown.view';
import { CheckFieldView, FieldError, FieldView } from '../shared/form-field';
import { registrationLoadGate, type SupportPhone } from '../shared/registration-screens';
import { CompanyDoneScreen } from '../shared/company-done-screen';
import { ConsentFieldset } from '../shared/consent-checkbox';
import { FieldGroup, type FieldGroupName } from '../shared/field-group';
import { PasswordField } from '../password-field/new-password-field.view';
import { TitledForm } from '../shared/titled-form';
import { registrationTexts } from '../shared/registration-texts';

export interface LiteRegistrationViewProps {
  actorRef: ActorRefFrom<typeof liteRegistrationMachine>;
  homeHref?: string;
  /** the consent block is sure to come (the tenant asks for consent in every environment): its room is kept while it loads */
  consentsExpected?: boolean;
  /** spec §9: the tenant's support line, given on the pending screen where the tenant has one (Mexico) */
  supportPhone?: SupportPhone;
}

const TYPES: Partial<Record<LiteTextField, string>> = {
  email: 'email',
  phoneNumber: 'tel',
  companyPhone: 'tel',
};
/** the checkbox of the account step sits below the two-column grid */
const CHECK_FIELD: LiteField = 'acceptTermsAndConditions';
/** issue 16: the company step's fields in the groups they read in (the machine says which fields the tenant asks) */
const COMPANY_GROUPS: readonly (readonly [FieldGroupName, readonly LiteField[]])[] = [
  [
    'company',
    ['companyDocument', 'businessName', 'fantasyName', 'businessType', 'economicActivityText', 'companyPhone'],
  ],
  ['place', ['state', 'city', 'addressLine1', 'addressLine2']],
];

export function LiteRegistrationView({
  actorRef,
  homeHref,
  consentsExpected = false,
  supportPhone,
}: LiteRegistrationViewProps) {
  const { t } = useTranslation('registration');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectLiteRegistration(snapshot, actorRef.send);

  if (api.isRegistered || api.isPending) {
    return <CompanyDoneScreen pending={api.isPending} homeHref={homeHref} supportPhone={supportPhone} />;
  }

  const gate = registrationLoadGate({
    loading: api.isLoading,
    failed: api.consentsFailed,
    loadingLabel: t('company.loading'),
    size: consentsExpected ? 'step-consents' : 'step',
    failedMessage: t('errors.thereWasAnErrorLoading'),
    retryLabel: t('personal.retry'),
    onRetry: api.retryConsents,
  });
  if (gate) return gate;

  const { errorText, labelText } = registrationTexts(t);
  const render = (field: LiteField) => {
    if (field === 'acceptTermsAndConditions') {
      const terms = api.getTermsProps();
      return (
        <CheckFieldView key={field} field={terms} label={labelText(terms.label)} error={errorText(terms.error.key)} />
      );
    }
    if (field === 'password') {
      // spec §4, §5: the password field (toggle, strength, live rule list); the wizard owns the value and its error wins
      const { labelKey, errorKey, ...props } = api.getPasswordProps();
      return <PasswordField key={field} {...props} label={t(labelKey)} errorText={errorText(errorKey)} />;
    }
    if (field === 'state' || field === 'city') {
      const { errorKey, ...props } = api.getLocationProps(field);
      return (
        <Dropdown
          key={field}
          label={t(`companyFields.${field}`)}
          required
          searchable
          errorText={errorText(errorKey)}
          {...props}
        />
      );
    }
    const props = api.getFieldProps(field);
    if (field === 'businessType') {
      return (
        <div className="field" key={field}>
          <label htmlFor={props.label.htmlFor}>{labelText(props.label)}</label>
          <select {...props.input}>
            <option value="">{t('dropdown.placeholder')}</option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`businessTypes.${type}`)}
              </option>
            ))}
          </select>
          <FieldError id={props.error.id} text={errorText(props.error.key)} />
        </div>
      );
    }
    return (
      <FieldView
        key={field}
        field={props}
        label={t(props.label.key as 'fields.email')}
        error={errorText(props.error.key)}
        type={TYPES[field] ?? 'text'}
      />
    );
  };

  return (
    <TitledForm
      className="registration registration--lite form--wide"
      onSubmit={api.onSubmit}
      titleId={api.titleId}
      title={t('lite.title')}
    >
      <ol
        className="wizard-progress"
        aria-label={t('lite.progress', { current: api.stepNumber, total: api.stepCount })}
      >
        {(['account', 'contact', 'company'] as const).map((step, index) => (
          <li
            key={step}
            aria-current={step === api.step ? 'step' : undefined}
            data-done={index + 1 < api.stepNumber || undefined}
          >
            {t(`lite.steps.${step}`)}
          </li>
        ))}
      </ol>
      <p role="status" className="visually-hidden">
        {t('lite.progress', { current: api.stepNumber, total: api.stepCount })}
      </p>
      <h2>{t(`lite.steps.${api.step}`)}</h2>
      {api.submitErrorKey ? (
        <p className="banner banner--error" role="alert">
          {t(api.submitErrorKey as 'errors.registrationFailed')}
        </p>
      ) : null}
      {api.step === 'company' ? (
        // issue 16: the company step's two natural groups, two columns from 720 px
        <>
          {COMPANY_GROUPS.map(([name, fields]) => (
            <FieldGroup key={name} name={name}>
              {api.fields.filter((field) => fields.includes(field)).map(render)}
            </FieldGroup>
          ))}
          {api.fields.filter((field) => !COMPANY_GROUPS.some(([, fields]) => fields.includes(field))).map(render)}
        </>
      ) : (
        <>
          <div className="form-grid">{api.fields.filter((field) => field !== CHECK_FIELD).map(render)}</div>
          {api.fields.filter((field) => field === CHECK_FIELD).map(render)}
        </>
      )}
      <ConsentFieldset
        legend={t('personal.consentsTitle')}
        templates={api.consentTemplates}
        getProps={api.getConsentProps}
        readMoreLabel={t('personal.readMore')}
        error={api.consentError ? t('personal.consentRequired') : null}
      />
      <div className="wizard-actions">
        {api.canGoBack ? (
          <button type="button" className="button" onClick={api.back}>
            {t('lite.back')}
          </button>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={api.isBusy}
          aria-busy={api.isBusy || undefined}
        >
          {api.step === 'company' ? (api.isBusy ? t('lite.submitting') : t('lite.submit')) : t('lite.next')}
        </button>
      </div>
    </TitledForm>
  );
}
