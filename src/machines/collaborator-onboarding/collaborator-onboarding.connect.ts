// Pure: snapshot in, flags, message keys and complete field props out (issue 9: ids, label keys, required).
import type { SnapshotFrom } from 'xstate';
import type { collaboratorOnboardingMachine } from './collaborator-onboarding.machine';
import type {
  CollaboratorOnboardingEvent,
  OnboardingField,
  OnboardingTextField,
} from './collaborator-onboarding.types';
import { COLLABORATOR_PASSWORD_ACCOUNT } from './collaborator-onboarding.validation';
import { completeCheckboxProps, completeFieldProps, fieldId } from '../shared/field-props';

/** the id prefix of the flow's fields */
export const ONBOARDING_PREFIX = 'collaboratorOnboarding';
const LABELS = {
  email: 'fields.email',
  companyDocument: 'collaborator.companyDocument',
  code: 'collaborator.code',
  password: 'collaborator.newPassword',
} as const satisfies Record<OnboardingTextField, string>;

type Snapshot = SnapshotFrom<typeof collaboratorOnboardingMachine>;
type Send = (event: CollaboratorOnboardingEvent) => void;

export function connectCollaboratorOnboarding(snapshot: Snapshot, send: Send) {
  const { context } = snapshot;
  const busy = ['sendingCode', 'resending', 'registering', 'savingConsents'].some((state) =>
    snapshot.matches(state as 'identify'),
  );
  const step: 'identify' | 'verify' | 'consent' | 'locked' | 'welcome' =
    snapshot.matches('identify') || snapshot.matches('sendingCode')
      ? 'identify'
      : snapshot.matches('welcome')
        ? 'welcome'
        : snapshot.matches('locked')
          ? 'locked'
          : snapshot.matches('consentModal') || snapshot.matches('savingConsents')
            ? 'consent'
            : 'verify';
  const errorOf = (field: OnboardingField) => (context.touched[field] ? (context.errors[field] ?? null) : null);
  return {
    step,
    isBusy: busy,
    consentModalOpen: snapshot.matches('consentModal'),
    errorKey: context.error ? `collaborator.errors.${context.error}` : null,
    /** spec §8: a wrong or expired code offers a new one */
    offersNewCode: context.error === 'wrongCode' || context.error === 'expiredCode',
    codeResent: context.codeResent,
    firstName: context.firstName,
    email: context.values.email,
    errorOf,
    titleId: fieldId(ONBOARDING_PREFIX, 'title'),
    consentTitleId: fieldId(ONBOARDING_PREFIX, 'consent-title'),
    /** every field of the flow is required */
    getFieldProps: (field: OnboardingTextField) =>
      completeFieldProps({
        prefix: ONBOARDING_PREFIX,
        name: field,
        value: context.values[field],
        labelKey: LABELS[field],
        required: true,
        errorKey: errorOf(field),
        disabled: busy,
        onChange: (value) => send({ type: 'field.change', field, value }),
        onBlur: () => send({ type: 'field.blur', field }),
      }),
    /**
     * spec §4, §5: the props of step 2's new password field (PasswordField), which judges its value on blur by the company
     * rules and step 1's email with its own actor. This machine keeps the value (onValueChange) and its own error, shown
     * instead of the field's once the field counts as touched (a submit). Busy, the field takes no input (`disabled`).
     */
    getPasswordFieldProps: () => ({
      disabled: busy,
      labelKey: LABELS.password,
      errorKey: errorOf('password'),
      field: {
        name: 'password',
        prefix: ONBOARDING_PREFIX,
        required: true,
        input: {
          email: context.values.email.trim(),
          policy: context.config.passwordPolicy,
          accountType: COLLABORATOR_PASSWORD_ACCOUNT,
        },
        onValueChange: (value: string) => send({ type: 'field.change', field: 'password', value }),
      },
    }),
    getTermsProps: () => {
      return completeCheckboxProps({
        prefix: ONBOARDING_PREFIX,
        name: 'acceptTermsAndConditions',
        checked: context.values.acceptTermsAndConditions,
        labelKey: 'fields.acceptTermsAndConditions' as const,
        required: true,
        errorKey: errorOf('acceptTermsAndConditions'),
        disabled: busy,
        onChange: (checked) => send({ type: 'field.toggle', field: 'acceptTermsAndConditions', value: checked }),
      });
    },
    getSubmitProps: () => ({
      type: 'submit' as const,
      disabled: !snapshot.can({ type: 'form.submit' }),
      'aria-busy': busy || undefined,
    }),
    onSubmit: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      send({ type: 'form.submit' });
    },
    resend: () => send({ type: 'code.resend' }),
    acceptConsent: () => send({ type: 'consent.accept' }),
    restart: () => send({ type: 'flow.restart' }),
  };
}
