// Pure: snapshot in, step, progress, message keys and complete field props out (issue 9: ids, label keys, required).
import type { SnapshotFrom } from 'xstate';
import type { liteRegistrationMachine } from './lite-registration.machine';
import {
  LITE_STEPS,
  type LiteField,
  type LiteRegistrationEvent,
  type LiteStep,
  type LiteTextField,
} from './lite-registration.types';
import { stepFields } from './lite-registration.validation';
import { completeCheckboxProps, completeFieldProps, fieldId } from '../shared/field-props';
import { formPasswordProps, isPersonField } from '../shared/registration-field-props';
import { consentInputProps } from '../shared/consent-template';

/** the id prefix of the wizard's fields */
export const LITE_PREFIX = 'liteRegistration';
/** the person's fields take their labels from `fields.*`, the company's from `companyFields.*` */
const labelKeyOf = (field: LiteField) => (isPersonField(field) ? `fields.${field}` : `companyFields.${field}`);

type Snapshot = SnapshotFrom<typeof liteRegistrationMachine>;
type Send = (event: LiteRegistrationEvent) => void;

export function connectLiteRegistration(snapshot: Snapshot, send: Send) {
  const { context } = snapshot;
  const onCompany = ['loadingStates', 'company', 'loadingCities', 'submitting'].some((s) =>
    snapshot.matches(s as 'company'),
  );
  const step: LiteStep = snapshot.matches('contact') ? 'contact' : onCompany ? 'company' : 'account';
  const busy = snapshot.matches('loadingStates') || snapshot.matches('loadingCities') || snapshot.matches('submitting');
  const errorOf = (field: LiteField) => (context.touched[field] ? (context.errors[field] ?? null) : null);
  return {
    step,
    /** spec §2: a progress indicator, 1-based */
    stepNumber: LITE_STEPS.indexOf(step) + 1,
    stepCount: LITE_STEPS.length,
    fields: stepFields(step, context.config),
    isBusy: busy,
    isRegistered: snapshot.matches('registered'),
    /** spec §9: the consent templates load before the wizard shows */
    isLoading: snapshot.matches('loadingConsents'),
    consentsFailed: snapshot.matches('consentsFailed'),
    retryConsents: () => send({ type: 'consents.retry' }),
    /** shown on the Account step: one checkbox per template; the error once a next found a required one unaccepted */
    consentTemplates: step === 'account' ? context.consentTemplates : [],
    consentError: context.consentError,
    getConsentProps: (templateId: string) =>
      consentInputProps(LITE_PREFIX, templateId, context.consentAnswers, busy, send),
    isPending: snapshot.matches('pending'),
    submitErrorKey: context.submitError ? `errors.${context.submitError}` : null,
    errorOf,
    canGoBack: snapshot.can({ type: 'step.back' }),
    back: () => send({ type: 'step.back' }),
    next: () => send({ type: 'step.next' }),
    titleId: fieldId(LITE_PREFIX, 'title'),
    /** every field the wizard shows is required (spec §2) */
    getFieldProps: (field: LiteTextField) =>
      completeFieldProps({
        prefix: LITE_PREFIX,
        name: field,
        value: context.values[field],
        labelKey: labelKeyOf(field),
        required: true,
        errorKey: errorOf(field),
        disabled: busy,
        onChange: (value) => send({ type: 'field.change', field, value }),
        onBlur: () => send({ type: 'field.blur', field }),
      }),
    /**
     * spec §4, §5: the password field's props (src/views/password-field, a field with its own machine): the wizard keeps
     * owning the value (each change and blur comes back here, and a return to the Account step shows it again) and its
     * own error wins. The wizard registers a company (spec §7 company endpoint), so the rule list is a company's: the
     * special character instead of the no-email-match rule; the email typed beside it still judges the value.
     */
    getPasswordProps: () =>
      formPasswordProps(
        LITE_PREFIX,
        context,
        {
          accountType: 'ORGANIZATION' as const,
          labelKey: 'fields.password' as const,
          required: true,
          disabled: busy,
          errorKey: errorOf('password'),
        },
        send,
      ),
    getTermsProps: () =>
      completeCheckboxProps({
        prefix: LITE_PREFIX,
        name: 'acceptTermsAndConditions',
        checked: context.values.acceptTermsAndConditions,
        labelKey: labelKeyOf('acceptTermsAndConditions'),
        required: true,
        errorKey: errorOf('acceptTermsAndConditions'),
        onChange: (checked) => send({ type: 'field.toggle', field: 'acceptTermsAndConditions', value: checked }),
      }),
    getLocationProps: (level: 'state' | 'city') => {
      const options = level === 'state' ? context.states : context.cities;
      return {
        name: level,
        options: options.map((option) => ({ value: option.id, label: option.name })),
        value: context.values[level] || null,
        loading: level === 'city' && snapshot.matches('loadingCities'),
        disabled: busy || options.length === 0,
        invalid: errorOf(level) !== null,
        errorKey: errorOf(level) ? ('errors.required' as const) : null,
        onSelect: (id: string) => send({ type: 'location.select', level, id }),
      };
    },
    onSubmit: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      send(step === 'company' ? { type: 'form.submit' } : { type: 'step.next' });
    },
  };
}
