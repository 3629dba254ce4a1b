// Pure: snapshot in, step, progress, message keys and prop getters out.
import type { SnapshotFrom } from 'xstate';
import type { liteRegistrationMachine } from './lite-registration.machine';
import { LITE_STEPS, type LiteField, type LiteRegistrationEvent, type LiteStep, type LiteTextField } from './lite-registration.types';
import { stepFields } from './lite-registration.validation';
import { textFieldProps } from '../shared/field-props';

type Snapshot = SnapshotFrom<typeof liteRegistrationMachine>;
type Send = (event: LiteRegistrationEvent) => void;

export function connectLiteRegistration(snapshot: Snapshot, send: Send) {
  const { context } = snapshot;
  const step: LiteStep = snapshot.matches('account') ? 'account' : snapshot.matches('contact') ? 'contact' : 'company';
  const busy = snapshot.matches('loadingStates') || snapshot.matches('loadingCities') || snapshot.matches('submitting');
  const errorOf = (field: LiteField) => (context.touched[field] ? context.errors[field] : undefined);
  return {
    step,
    /** spec §2: a progress indicator, 1-based */
    stepNumber: LITE_STEPS.indexOf(step) + 1,
    stepCount: LITE_STEPS.length,
    fields: stepFields(step, context.config),
    isBusy: busy,
    isRegistered: snapshot.matches('registered'),
    isPending: snapshot.matches('pending'),
    submitErrorKey: context.submitError ? `errors.${context.submitError}` : null,
    errorOf,
    canGoBack: snapshot.can({ type: 'step.back' }),
    back: () => send({ type: 'step.back' }),
    next: () => send({ type: 'step.next' }),
    getTextProps: (field: LiteTextField) => textFieldProps(field, context.values[field], { disabled: busy, error: errorOf(field) }, send),
    getTermsProps: () => ({
      name: 'acceptTermsAndConditions',
      type: 'checkbox' as const,
      checked: context.values.acceptTermsAndConditions,
      onChange: (event: { target: { checked: boolean } }) =>
        send({ type: 'field.toggle', field: 'acceptTermsAndConditions', value: event.target.checked }),
    }),
    getLocationProps: (level: 'state' | 'city') => {
      const options = level === 'state' ? context.states : context.cities;
      return {
        name: level,
        options: options.map((option) => ({ value: option.id, label: option.name })),
        value: context.values[level] || null,
        loading: level === 'city' && snapshot.matches('loadingCities'),
        disabled: busy || options.length === 0,
        invalid: Boolean(errorOf(level)),
        onSelect: (id: string) => send({ type: 'location.select', level, id }),
      };
    },
    onSubmit: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      send(step === 'company' ? { type: 'form.submit' } : { type: 'step.next' });
    },
  };
}
