// spec §2, §3, §4, §8: the company registration form, success page and Mexico's pending message. Renders the machine only.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { companyRegistrationMachine } from '../../machines/company-registration/company-registration.machine';
import { connectCompanyRegistration } from '../../machines/company-registration/company-registration.connect';
import type { CompanyTextField, GeoLevel } from '../../machines/company-registration/company-registration.types';
import { BUSINESS_TYPES, ORGANIZATION_TYPES, TAXPAYER_TYPES } from '../../rules/company-types';
import { Dropdown } from '../dropdown/dropdown.view';
import { PasswordField } from '../password-field/new-password-field.view';
import { CheckFieldView, FieldError, FieldView } from '../shared/form-field';
import { registrationLoadGate, type SupportPhone } from '../shared/registration-screens';
import { CompanyDoneScreen } from '../shared/company-done-screen';
import { ConsentFieldset } from '../shared/consent-checkbox';
import { FieldGroup } from '../shared/field-group';
import { TitledForm } from '../shared/titled-form';
import { registrationTexts } from '../shared/registration-texts';

export interface CompanyRegistrationViewProps {
  actorRef: ActorRefFrom<typeof companyRegistrationMachine>;
  homeHref?: string;
  /** spec §9: the tenant's support line, given on the pending screen where the tenant has one (Mexico) */
  supportPhone?: SupportPhone;
}

const INPUT_TYPES: Partial<Record<CompanyTextField, string>> = {
  email: 'email',
  phoneNumber: 'tel',
  companyPhone: 'tel',
};

export function CompanyRegistrationView({ actorRef, homeHref, supportPhone }: CompanyRegistrationViewProps) {
  // the address labels are the address modal's table, in the account namespace (issue 32 item 3)
  const { t } = useTranslation(['registration', 'account']);
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectCompanyRegistration(snapshot, actorRef.send);

  if (api.isRegistered || api.isPending) {
    return <CompanyDoneScreen pending={api.isPending} homeHref={homeHref} supportPhone={supportPhone} />;
  }
  const gate = registrationLoadGate({
    loading: api.isLoading,
    failed: api.loadFailed,
    loadingLabel: t('company.loading'),
    failedMessage: t('errors.thereWasAnErrorLoading'),
    retryLabel: t('company.retry'),
    onRetry: api.retry,
  });
  if (gate) return gate;

  const { errorText, labelText } = registrationTexts(t);
  const text = (field: CompanyTextField) => {
    if (!api.isVisible(field)) return null;
    const props = api.getFieldProps(field);
    return (
      <FieldView
        field={props}
        label={t(props.label.key as 'fields.email')}
        error={errorText(props.error.key)}
        type={INPUT_TYPES[field] ?? 'text'}
      />
    );
  };
  const select = (field: CompanyTextField, options: { value: string; label: string }[]) => {
    if (!api.isVisible(field)) return null;
    const props = api.getFieldProps(field);
    return (
      <div className="field">
        <label htmlFor={props.label.htmlFor}>{labelText(props.label)}</label>
        <select {...props.input}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError id={props.error.id} text={errorText(props.error.key)} />
      </div>
    );
  };
  const location = (level: GeoLevel) => {
    if (!api.isVisible(level)) return null;
    const { errorKey, labelKey, ...props } = api.getLocationProps(level);
    return (
      <Dropdown
        label={t(labelKey as 'companyFields.state')}
        required
        searchable
        errorText={errorText(errorKey)}
        {...props}
      />
    );
  };
  const activity = api.getActivityProps();
  const terms = api.getTermsProps();
  const password = api.getPasswordFieldProps();
  const choose = (
    prefix: 'businessTypes' | 'taxpayerTypes' | 'organizationTypes' | 'yesNo',
    values: readonly string[],
    blank: boolean,
  ) => [
    ...(blank ? [{ value: '', label: t('dropdown.placeholder') }] : []),
    ...values.map((value) => ({ value, label: t(`${prefix}.${value}` as 'yesNo.yes') })),
  ];

  // issue 16: each section's fields in two columns from 720 px (forms.css), one below
  return (
    <TitledForm
      className="registration registration--company form--wide"
      onSubmit={api.onSubmit}
      titleId={api.titleId}
      title={t('company.title')}
    >
      <p className="hint">{t('personal.requiredHint')}</p>
      {api.submitErrorKey ? (
        <p className="banner banner--error" role="alert">
          {t(api.submitErrorKey as 'errors.registrationFailed')}
        </p>
      ) : null}
      <FieldGroup name="account" legend={t('company.sectionUser')}>
        {text('email')}
        {api.isVisible('password') ? (
          <PasswordField
            disabled={password.disabled}
            {...password.field}
            label={t(password.labelKey)}
            errorText={errorText(password.errorKey)}
          />
        ) : null}
        {text('firstName')}
        {text('lastName')}
        {text('position')}
        {text('phoneNumber')}
      </FieldGroup>
      <FieldGroup name="company" legend={t('company.sectionCompany')}>
        {select(
          'companyDocumentType',
          api.documentTypes.map((type) => ({ value: type, label: t(`documentTypes.${type}`) })),
        )}
        {text('companyDocument')}
        {text('businessName')}
        {text('fantasyName')}
        {select('organizationType', choose('organizationTypes', ORGANIZATION_TYPES, false))}
        {select('businessType', choose('businessTypes', BUSINESS_TYPES, true))}
        {select('taxpayerType', choose('taxpayerTypes', TAXPAYER_TYPES, true))}
        {api.isVisible('economicActivityCode') && api.activityTyped ? text('economicActivityCode') : null}
        {api.isVisible('economicActivityCode') && !api.activityTyped ? (
          <Dropdown
            label={t('companyFields.economicActivityCode')}
            required
            searchable
            errorText={errorText(activity.errorKey)}
            name={activity.name}
            options={activity.options}
            value={activity.value}
            loading={activity.loading}
            disabled={activity.disabled}
            invalid={activity.invalid}
            onSelect={activity.onSelect}
          />
        ) : null}
        {text('economicActivityText')}
        {text('companyPhone')}
        {select('haveCheckingAccount', choose('yesNo', ['yes', 'no'], false))}
      </FieldGroup>
      <FieldGroup name="place" legend={t('company.sectionAddress')}>
        {location('state')}
        {location('city')}
        {api.municipalTyped ? text('municipal') : location('municipal')}
        {text('addressLine1')}
        {text('addressLine2')}
        {text('addressLine3')}
        {text('postcode')}
      </FieldGroup>
      {api.isVisible('acceptTermsAndConditions') ? (
        <CheckFieldView field={terms} label={labelText(terms.label)} error={errorText(terms.error.key)} />
      ) : null}
      <ConsentFieldset
        legend={t('personal.consentsTitle')}
        templates={api.consentTemplates}
        getProps={api.getConsentProps}
        readMoreLabel={t('personal.readMore')}
        error={api.consentError ? t('personal.consentRequired') : null}
      />
      <button className="button button--primary" {...api.getSubmitProps()}>
        {api.isSubmitting ? t('company.submitting') : t('company.submit')}
      </button>
    </TitledForm>
  );
}
