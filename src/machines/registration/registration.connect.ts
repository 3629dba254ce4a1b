// Pure: snapshot in, flags, message keys and prop getters out.
import type { SnapshotFrom } from 'xstate';
import type { registrationMachine } from './registration.machine';
import type { CheckField, RegistrationEvent, RegistrationField, TextField } from './registration.types';
import { visibleFields } from './registration.validation';
import { textFieldProps } from '../shared/field-props';

type Snapshot = SnapshotFrom<typeof registrationMachine>;
type Send = (event: RegistrationEvent) => void;

export function connectRegistration(snapshot: Snapshot, send: Send) {
  const { context } = snapshot;
  const fields = visibleFields(context.config, context.values);
  const isSubmitting = snapshot.matches('submitting');
  const errorOf = (field: RegistrationField) => (context.touched[field] || context.submitError ? context.errors[field] : undefined);

  return {
    fields,
    isVisible: (field: RegistrationField) => fields.includes(field),
    isSubmitting,
    isRegistered: snapshot.matches('registered'),
    isLoading: snapshot.matches('loadingConsents'),
    consentsFailed: snapshot.matches('consentsFailed'),
    retryConsents: () => send({ type: 'consents.retry' }),
    consentTemplates: context.consentTemplates,
    consentError: context.consentError,
    getConsentProps: (templateId: string) => ({
      name: `consent-${templateId}`,
      type: 'checkbox' as const,
      checked: context.consentAnswers[templateId] === true,
      disabled: isSubmitting,
      onChange: (event: { target: { checked: boolean } }) => send({ type: 'consent.toggle', templateId, accepted: event.target.checked }),
    }),
    firstName: context.firstName,
    /** spec §8 key of the banner shown after a failed submit */
    submitErrorKey: context.submitError ? `errors.${context.submitError}` : null,
    documentTypes: context.config.documentTypes,
    errorOf,
    getTextProps: (field: TextField) => textFieldProps(field, context.values[field], { disabled: isSubmitting, error: errorOf(field) }, send),
    getCheckProps: (field: CheckField) => ({
      name: field,
      type: 'checkbox' as const,
      checked: context.values[field],
      disabled: isSubmitting,
      'aria-invalid': errorOf(field) ? true : undefined,
      onChange: (event: { target: { checked: boolean } }) => send({ type: 'field.toggle', field, value: event.target.checked }),
      onBlur: () => send({ type: 'field.blur', field }),
    }),
    getSubmitProps: () => ({
      type: 'submit' as const,
      disabled: !snapshot.can({ type: 'form.submit' }),
      'aria-busy': isSubmitting || undefined,
    }),
    onSubmit: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      send({ type: 'form.submit' });
    },
  };
}
