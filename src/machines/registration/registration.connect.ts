// Pure: snapshot in, flags, message keys and complete field props out (issue 9, STYLE.md §17): the view spreads them and
// keeps no list of required fields, mints no ids.
import type { SnapshotFrom } from 'xstate';
import type { registrationMachine } from './registration.machine';
import type { CheckField, RegistrationEvent, RegistrationField, TextField } from './registration.types';
import { isRequiredField, visibleFields } from './registration.validation';
import { completeCheckboxProps, completeFieldProps, fieldId } from '../shared/field-props';
import { formPasswordProps } from '../shared/registration-field-props';

type Snapshot = SnapshotFrom<typeof registrationMachine>;
type Send = (event: RegistrationEvent) => void;

/** the id prefix of the form's fields */
export const REGISTRATION_PREFIX = 'registration';

export function connectRegistration(snapshot: Snapshot, send: Send) {
  const { context } = snapshot;
  const fields = visibleFields(context.config, context.values);
  const isSubmitting = snapshot.matches('submitting');
  const errorOf = (field: RegistrationField) =>
    context.touched[field] || context.submitError ? (context.errors[field] ?? null) : null;
  const labelKey = (field: RegistrationField) => `fields.${field}` as const;

  return {
    fields,
    isVisible: (field: RegistrationField) => fields.includes(field),
    isSubmitting,
    isRegistered: snapshot.matches('registered'),
    isLoading: snapshot.matches('loadingConsents'),
    consentsFailed: snapshot.matches('consentsFailed'),
    retryConsents: () => send({ type: 'consents.retry' }),
    titleId: fieldId(REGISTRATION_PREFIX, 'title'),
    consentTemplates: context.consentTemplates,
    consentError: context.consentError,
    getConsentProps: (templateId: string) => ({
      id: fieldId(REGISTRATION_PREFIX, `consent-${templateId}`),
      name: `consent-${templateId}`,
      type: 'checkbox' as const,
      checked: context.consentAnswers[templateId] === true,
      disabled: isSubmitting,
      onChange: (event: { target: { checked: boolean } }) =>
        send({ type: 'consent.toggle', templateId, accepted: event.target.checked }),
    }),
    firstName: context.firstName,
    /** spec §8 key of the banner shown after a failed submit */
    submitErrorKey: context.submitError ? `errors.${context.submitError}` : null,
    documentTypes: context.config.documentTypes,
    /** complete props of a text field, a select or the radio group (gender, documentType): id, label key, required, error */
    getFieldProps: (field: TextField) =>
      completeFieldProps({
        prefix: REGISTRATION_PREFIX,
        name: field,
        value: context.values[field],
        labelKey: labelKey(field),
        required: isRequiredField(field),
        errorKey: errorOf(field),
        disabled: isSubmitting,
        onChange: (value) => send({ type: 'field.change', field, value }),
        onBlur: () => send({ type: 'field.blur', field }),
      }),
    /**
     * spec §4, §5: the password field's props (src/views/password-field, a field with its own machine): the form keeps
     * owning the value (each change and blur comes back here) and its own error wins; the email typed above feeds the
     * rule list (an individual's list has the no-email-match rule), the value is shown again if the field mounts anew.
     */
    getPasswordProps: () =>
      formPasswordProps(
        REGISTRATION_PREFIX,
        context,
        {
          accountType: 'INDIVIDUAL' as const,
          labelKey: labelKey('password'),
          required: isRequiredField('password'),
          disabled: isSubmitting,
          errorKey: errorOf('password'),
        },
        send,
      ),
    getCheckProps: (field: CheckField) =>
      completeCheckboxProps({
        prefix: REGISTRATION_PREFIX,
        name: field,
        checked: context.values[field],
        labelKey: labelKey(field),
        required: isRequiredField(field),
        errorKey: errorOf(field),
        disabled: isSubmitting,
        onChange: (checked) => send({ type: 'field.toggle', field, value: checked }),
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
