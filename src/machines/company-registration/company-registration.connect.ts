// Pure: snapshot in, flags, message keys and complete field props out (issue 9: ids, label keys, required).
import type { SnapshotFrom } from 'xstate';
import type { companyRegistrationMachine } from './company-registration.machine';
import type {
  CompanyField,
  CompanyRegistrationEvent,
  CompanyTextField,
  GeoLevel,
  Option,
} from './company-registration.types';
import { COMPANY_PASSWORD_ACCOUNT, typesActivityCode, visibleCompanyFields } from './company-registration.validation';
import { completeCheckboxProps, completeFieldProps, fieldId } from '../shared/field-props';
import { isPersonField } from '../shared/registration-field-props';
import { addressLabelKey, isAddressLabelField } from '../../rules/address-levels';
import { consentInputProps } from '../shared/consent-template';
import { typesMunicipal } from '../../rules/company-details';

/** the id prefix of the form's fields */
export const COMPANY_PREFIX = 'companyRegistration';
/** spec §3: every shown field is required but the third address line and the postcode */
const OPTIONAL = new Set<CompanyField>(['addressLine3', 'postcode']);
/**
 * issue 32 item 3: the company's address reads the address modal's labels of the tenant's country (one table,
 * src/rules/address-levels.ts; the account namespace), e.g. Mexico's Estado, Municipio, Colonia, Número exterior
 */
const labelKeyOf = (field: CompanyField, country: string) =>
  isPersonField(field)
    ? `fields.${field}`
    : isAddressLabelField(field)
      ? `account:${addressLabelKey(country, field)}`
      : `companyFields.${field}`;

type Snapshot = SnapshotFrom<typeof companyRegistrationMachine>;
type Send = (event: CompanyRegistrationEvent) => void;

export function connectCompanyRegistration(snapshot: Snapshot, send: Send) {
  const { context } = snapshot;
  const fields = visibleCompanyFields(context);
  // issue 32 item 2: Chile's SII code typed (optional, 6 digits) where no list was imported
  const activityTyped = typesActivityCode(context);
  const isBusy = snapshot.matches('checkingCompany') || snapshot.matches('submitting');
  const errorOf = (field: CompanyField) =>
    context.touched[field] || context.submitError ? (context.errors[field] ?? null) : null;
  const optionsOf: Record<GeoLevel, Option[]> = {
    state: context.states,
    city: context.cities,
    municipal: context.municipals,
  };

  return {
    fields,
    isVisible: (field: CompanyField) => fields.includes(field),
    isLoading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    isSubmitting: isBusy,
    isRegistered: snapshot.matches('registered'),
    isPending: snapshot.matches('pending'),
    submitErrorKey: context.submitError ? `errors.${context.submitError}` : null,
    documentTypes: context.config.documentTypes,
    activities: context.activities,
    /** the activity code is a typed input (Chile without an imported list), not the dropdown */
    activityTyped,
    /** issue 32 item 3: two geo levels (Mexico, Colombia, Brazil): the colony / barrio / bairro is a typed input */
    municipalTyped: typesMunicipal(context.config.geoLevels),
    errorOf,
    retry: () => send({ type: 'options.retry' }),
    /** spec §9: one checkbox per consent template; the error once a submit found a required one unaccepted */
    consentTemplates: context.consentTemplates,
    consentError: context.consentError,
    getConsentProps: (templateId: string) =>
      consentInputProps(COMPANY_PREFIX, templateId, context.consentAnswers, isBusy, send),
    titleId: fieldId(COMPANY_PREFIX, 'title'),
    /** complete props of a text field or a select */
    getFieldProps: (field: CompanyTextField) =>
      completeFieldProps({
        prefix: COMPANY_PREFIX,
        name: field,
        value: context.values[field],
        labelKey:
          field === 'economicActivityCode' && activityTyped
            ? 'companyFields.economicActivityCodeTyped'
            : labelKeyOf(field, context.config.country),
        required: !OPTIONAL.has(field) && !(field === 'economicActivityCode' && activityTyped),
        errorKey: errorOf(field),
        disabled: isBusy,
        onChange: (value) => send({ type: 'field.change', field, value }),
        onBlur: () => send({ type: 'field.blur', field }),
      }),
    /**
     * spec §4, §5: the props of the password field (PasswordField), which judges its value on blur by the company rules
     * and the email typed above, with its own actor. This machine keeps the value (onValueChange) and its own error,
     * shown instead of the field's once the field counts as touched (a submit). Busy, the field takes no input, like the
     * other fields (`disabled`).
     */
    getPasswordFieldProps: () => ({
      disabled: isBusy,
      labelKey: 'fields.password' as const,
      errorKey: errorOf('password'),
      field: {
        name: 'password',
        prefix: COMPANY_PREFIX,
        required: true,
        input: {
          email: context.values.email.trim(),
          policy: context.config.passwordPolicy,
          accountType: COMPANY_PASSWORD_ACCOUNT,
        },
        onValueChange: (value: string) => send({ type: 'field.change', field: 'password', value }),
      },
    }),
    getTermsProps: () => {
      return completeCheckboxProps({
        prefix: COMPANY_PREFIX,
        name: 'acceptTermsAndConditions',
        checked: context.values.acceptTermsAndConditions,
        labelKey: labelKeyOf('acceptTermsAndConditions', context.config.country),
        required: true,
        errorKey: errorOf('acceptTermsAndConditions'),
        disabled: isBusy,
        onChange: (checked) => send({ type: 'field.toggle', field: 'acceptTermsAndConditions', value: checked }),
      });
    },
    getLocationProps: (level: GeoLevel) => ({
      name: level,
      labelKey: labelKeyOf(level, context.config.country),
      options: optionsOf[level].map((option) => ({ value: option.id, label: option.name })),
      value: context.values[level] || null,
      loading: context.loadingLevel === level && snapshot.matches('loadingLocations'),
      disabled: isBusy || snapshot.matches('loadingLocations') || optionsOf[level].length === 0,
      invalid: errorOf(level) !== null,
      errorKey: errorOf(level),
      onSelect: (id: string) => send({ type: 'location.select', level, id }),
    }),
    getActivityProps: () => ({
      name: 'economicActivityCode',
      options: context.activities.map((activity) => ({
        value: activity.code,
        label: `${activity.code} ${activity.label}`,
      })),
      value: context.values.economicActivityCode || null,
      loading: false,
      disabled: isBusy,
      invalid: errorOf('economicActivityCode') !== null,
      errorKey: errorOf('economicActivityCode'),
      onSelect: (code: string) => send({ type: 'field.change', field: 'economicActivityCode', value: code }),
    }),
    getSubmitProps: () => ({
      type: 'submit' as const,
      disabled: !snapshot.can({ type: 'form.submit' }),
      'aria-busy': isBusy || undefined,
    }),
    onSubmit: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      send({ type: 'form.submit' });
    },
  };
}
