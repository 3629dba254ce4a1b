// spec §2, §3, §4, §8: the company registration form, success page and Mexico's pending message. Renders the machine only.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { companyRegistrationMachine } from '../../machines/company-registration/company-registration.machine';
import { connectCompanyRegistration } from '../../machines/company-registration/company-registration.connect';
import type { CompanyField, CompanyTextField, GeoLevel } from '../../machines/company-registration/company-registration.types';
import { Dropdown } from '../dropdown/dropdown.view';
import { FieldError, TextInputField } from '../shared/form-field';
import { DoneScreen, LoadFailedScreen } from '../shared/registration-screens';

export interface CompanyRegistrationViewProps {
  actorRef: ActorRefFrom<typeof companyRegistrationMachine>;
  homeHref?: string;
}

const PERSON_FIELDS = new Set(['email', 'password', 'firstName', 'lastName', 'phoneNumber']);
const INPUT_TYPES: Partial<Record<CompanyTextField, string>> = { email: 'email', password: 'password', phoneNumber: 'tel', companyPhone: 'tel' };
const OPTIONAL = new Set<CompanyField>(['addressLine3', 'postcode']);

export function CompanyRegistrationView({ actorRef, homeHref }: CompanyRegistrationViewProps) {
  const { t } = useTranslation('registration');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectCompanyRegistration(snapshot, actorRef.send);
  const idPrefix = useId();

  if (api.isRegistered || api.isPending) {
    const title = api.isPending ? t('company.pendingTitle') : t('company.successTitle');
    const body = api.isPending ? t('company.pendingBody') : t('company.successBody');
    return <DoneScreen title={title} body={body} href={homeHref} linkLabel={t('company.goToHome')} />;
  }
  if (api.isLoading) return <p aria-busy="true">{t('company.loading')}</p>;
  if (api.loadFailed) {
    return <LoadFailedScreen message={t('errors.thereWasAnErrorLoading')} retryLabel={t('company.retry')} onRetry={api.retry} />;
  }

  const labelOf = (field: CompanyField) =>
    `${PERSON_FIELDS.has(field) ? t(`fields.${field}` as 'fields.email') : t(`companyFields.${field}` as 'companyFields.position')}${OPTIONAL.has(field) ? '' : ' *'}`;
  const errorOf = (field: CompanyField) => {
    const key = api.errorOf(field);
    return key ? t(key as 'errors.required') : null;
  };
  const errorNode = (field: CompanyField) => <FieldError id={`${idPrefix}-${field}-error`} text={errorOf(field)} />;
  const text = (field: CompanyTextField) =>
    api.isVisible(field) ? (
      <TextInputField
        id={`${idPrefix}-${field}`}
        label={labelOf(field)}
        error={errorOf(field)}
        type={INPUT_TYPES[field] ?? 'text'}
        {...api.getTextProps(field)}
      />
    ) : null;
  const select = (field: CompanyTextField, options: { value: string; label: string }[]) =>
    api.isVisible(field) ? (
      <div className="field">
        <label htmlFor={`${idPrefix}-${field}`}>{labelOf(field)}</label>
        <select id={`${idPrefix}-${field}`} {...api.getTextProps(field)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {errorNode(field)}
      </div>
    ) : null;
  const location = (level: GeoLevel) => {
    if (!api.isVisible(level)) return null;
    const props = api.getLocationProps(level);
    return <Dropdown label={t(`companyFields.${level}`)} required searchable errorText={errorOf(level)} {...props} />;
  };
  const choose = (prefix: 'businessTypes' | 'taxpayerTypes' | 'organizationTypes' | 'yesNo', values: readonly string[], blank: boolean) => [
    ...(blank ? [{ value: '', label: t('dropdown.placeholder') }] : []),
    ...values.map((value) => ({ value, label: t(`${prefix}.${value}` as 'yesNo.yes') })),
  ];

  return (
    <form className="registration registration--company" noValidate onSubmit={api.onSubmit} aria-labelledby={`${idPrefix}-title`}>
      <h1 id={`${idPrefix}-title`}>{t('company.title')}</h1>
      <p className="hint">{t('personal.requiredHint')}</p>
      {api.submitErrorKey ? (
        <p className="banner banner--error" role="alert">
          {t(api.submitErrorKey as 'errors.registrationFailed')}
        </p>
      ) : null}
      <fieldset>
        <legend>{t('company.sectionUser')}</legend>
        {text('email')}
        {text('password')}
        {text('firstName')}
        {text('lastName')}
        {text('position')}
        {text('phoneNumber')}
      </fieldset>
      <fieldset>
        <legend>{t('company.sectionCompany')}</legend>
        {select('companyDocumentType', api.documentTypes.map((type) => ({ value: type, label: t(`documentTypes.${type}`) })))}
        {text('companyDocument')}
        {text('businessName')}
        {text('fantasyName')}
        {select('organizationType', choose('organizationTypes', ['national', 'foreign'], false))}
        {select('businessType', choose('businessTypes', ['industrial', 'merchant', 'contractor', 'constructor', 'other'], true))}
        {select('taxpayerType', choose('taxpayerTypes', ['common', 'none', 'simplified'], true))}
        {api.isVisible('economicActivityCode') ? (
          <Dropdown label={t('companyFields.economicActivityCode')} required searchable errorText={errorOf('economicActivityCode')} {...api.getActivityProps()} />
        ) : null}
        {text('economicActivityText')}
        {text('companyPhone')}
        {select('haveCheckingAccount', choose('yesNo', ['yes', 'no'], false))}
      </fieldset>
      <fieldset>
        <legend>{t('company.sectionAddress')}</legend>
        {location('state')}
        {location('city')}
        {location('municipal')}
        {text('addressLine1')}
        {text('addressLine2')}
        {text('addressLine3')}
        {text('postcode')}
      </fieldset>
      <div className="field field--check">
        <input id={`${idPrefix}-terms`} {...api.getTermsProps()} />
        <label htmlFor={`${idPrefix}-terms`}>{t('fields.acceptTermsAndConditions')} *</label>
        {errorNode('acceptTermsAndConditions')}
      </div>
      <button className="button button--primary" {...api.getSubmitProps()}>
        {api.isSubmitting ? t('company.submitting') : t('company.submit')}
      </button>
    </form>
  );
}
