// Pure: snapshot in, flags, message keys and prop getters out.
import type { SnapshotFrom } from 'xstate';
import type { companyRegistrationMachine } from './company-registration.machine';
import type { CompanyField, CompanyRegistrationEvent, CompanyTextField, GeoLevel, Option } from './company-registration.types';
import { visibleCompanyFields } from './company-registration.validation';
import { textFieldProps } from '../shared/field-props';

type Snapshot = SnapshotFrom<typeof companyRegistrationMachine>;
type Send = (event: CompanyRegistrationEvent) => void;

export function connectCompanyRegistration(snapshot: Snapshot, send: Send) {
  const { context } = snapshot;
  const fields = visibleCompanyFields(context);
  const isBusy = snapshot.matches('checkingCompany') || snapshot.matches('submitting');
  const errorOf = (field: CompanyField) => (context.touched[field] || context.submitError ? context.errors[field] : undefined);
  const optionsOf: Record<GeoLevel, Option[]> = { state: context.states, city: context.cities, municipal: context.municipals };

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
    errorOf,
    retry: () => send({ type: 'options.retry' }),
    getTextProps: (field: CompanyTextField) => textFieldProps(field, context.values[field], { disabled: isBusy, error: errorOf(field) }, send),
    getTermsProps: () => ({
      name: 'acceptTermsAndConditions',
      type: 'checkbox' as const,
      checked: context.values.acceptTermsAndConditions,
      disabled: isBusy,
      'aria-invalid': errorOf('acceptTermsAndConditions') ? true : undefined,
      onChange: (event: { target: { checked: boolean } }) =>
        send({ type: 'field.toggle', field: 'acceptTermsAndConditions', value: event.target.checked }),
    }),
    getLocationProps: (level: GeoLevel) => ({
      name: level,
      options: optionsOf[level].map((option) => ({ value: option.id, label: option.name })),
      value: context.values[level] || null,
      loading: context.loadingLevel === level && snapshot.matches('loadingLocations'),
      disabled: isBusy || snapshot.matches('loadingLocations') || optionsOf[level].length === 0,
      invalid: Boolean(errorOf(level)),
      onSelect: (id: string) => send({ type: 'location.select', level, id }),
    }),
    getActivityProps: () => ({
      name: 'economicActivityCode',
      options: context.activities.map((activity) => ({ value: activity.code, label: `${activity.code} ${activity.label}` })),
      value: context.values.economicActivityCode || null,
      loading: false,
      disabled: isBusy,
      invalid: Boolean(errorOf('economicActivityCode')),
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
