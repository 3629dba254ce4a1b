// Pure: snapshot in, flags, message keys and prop getters out.
import type { SnapshotFrom } from 'xstate';
import type { collaboratorOnboardingMachine } from './collaborator-onboarding.machine';
import type { CollaboratorOnboardingEvent, OnboardingField, OnboardingTextField } from './collaborator-onboarding.types';
import { textFieldProps } from '../shared/field-props';

type Snapshot = SnapshotFrom<typeof collaboratorOnboardingMachine>;
type Send = (event: CollaboratorOnboardingEvent) => void;

export function connectCollaboratorOnboarding(snapshot: Snapshot, send: Send) {
  const { context } = snapshot;
  const busy = ['sendingCode', 'resending', 'registering', 'savingConsents'].some((state) => snapshot.matches(state as 'identify'));
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
  const errorOf = (field: OnboardingField) => (context.touched[field] ? context.errors[field] : undefined);
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
    getTextProps: (field: OnboardingTextField) => textFieldProps(field, context.values[field], { disabled: busy, error: errorOf(field) }, send),
    getTermsProps: () => ({
      name: 'acceptTermsAndConditions',
      type: 'checkbox' as const,
      checked: context.values.acceptTermsAndConditions,
      disabled: busy,
      onChange: (event: { target: { checked: boolean } }) =>
        send({ type: 'field.toggle', field: 'acceptTermsAndConditions', value: event.target.checked }),
    }),
    getSubmitProps: () => ({ type: 'submit' as const, disabled: !snapshot.can({ type: 'form.submit' }), 'aria-busy': busy || undefined }),
    onSubmit: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      send({ type: 'form.submit' });
    },
    resend: () => send({ type: 'code.resend' }),
    acceptConsent: () => send({ type: 'consent.accept' }),
    restart: () => send({ type: 'flow.restart' }),
  };
}
