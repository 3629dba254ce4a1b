// spec §4: the password field. Renders passwordFieldMachine through connectPasswordField; the machine decides validity.
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectPasswordField } from '../../machines/password-field/password-field.connect';
import { passwordFieldMachine } from '../../machines/password-field/password-field.machine';
import type { PasswordFieldInput } from '../../machines/password-field/password-field.types';
import { FieldError } from '../shared/form-field';

export interface PasswordFieldViewProps {
  actorRef: ActorRefFrom<typeof passwordFieldMachine>;
  /** visible label (already translated); default: login:form.password */
  label?: string;
  name?: string;
  autoComplete?: 'current-password' | 'new-password';
  /** false on login: an existing password is not judged by today's rules, only masked or shown */
  showValidity?: boolean;
  /** an error decided elsewhere (the form's machine), shown under the field */
  errorText?: string | null;
  required?: boolean;
  /** tells the form's machine about each new value */
  onValueChange?: (value: string) => void;
}

export function PasswordFieldView({
  actorRef, label, name = 'password', autoComplete = 'new-password', showValidity = true, errorText, required = true, onValueChange,
}: PasswordFieldViewProps) {
  const { t } = useTranslation('login');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectPasswordField(snapshot, actorRef.send);
  const id = useId();
  const input = api.getInputProps();
  const ownError = showValidity && api.errorKey ? t(api.errorKey) : null;
  const error = errorText ?? ownError;
  return (
    <div className="field field--password" data-validity={api.validity}>
      <label htmlFor={id}>
        {label ?? t('form.password')}
        {required ? ' *' : ''}
      </label>
      <div className="field__row">
        <input
          id={id}
          name={name}
          autoComplete={autoComplete}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
          aria-invalid={error !== null && error !== undefined}
          onChange={(event) => {
            input.onChange(event);
            onValueChange?.(event.target.value);
          }}
        />
        <button className="field__toggle" aria-controls={id} {...api.getToggleProps()}>
          {t(api.toggleLabelKey)}
        </button>
        {showValidity && api.isValid ? (
          <span className="field__valid" role="img" aria-label={t('passwordField.valid')}>
            ✓
          </span>
        ) : null}
      </div>
      <FieldError id={`${id}-error`} text={error} />
      {showValidity && api.strength ? (
        <p className="field__strength" data-strength={api.strength}>
          {t('passwordField.strengthLabel')}: <strong>{t(`passwordField.strength.${api.strength}`)}</strong>
          <meter min={0} max={4} value={['weak', 'acceptable', 'strong', 'extraStrong'].indexOf(api.strength) + 1} aria-hidden="true" />
        </p>
      ) : null}
    </div>
  );
}

export interface PasswordFieldProps extends Omit<PasswordFieldViewProps, 'actorRef'> {
  input: PasswordFieldInput;
}

/** The field with its own actor, for forms whose machine only needs the value. */
export function PasswordField({ input, ...props }: PasswordFieldProps) {
  const actorRef = useActorRef(passwordFieldMachine, { input });
  return <PasswordFieldView actorRef={actorRef} {...props} />;
}
