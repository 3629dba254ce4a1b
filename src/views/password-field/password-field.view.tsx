// spec §4: the password field. Renders the password-field machine through connectPasswordField; the machine decides
// validity and the connect decides which error shows, the ids and the handlers. This file does not import the password
// rules: the login's CurrentPasswordField needs none (issue 17); a new password's field is new-password-field.view.tsx.
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectPasswordField, type PasswordFieldOptions } from '../../machines/password-field/password-field.connect';
import { passwordFieldBaseMachine } from '../../machines/password-field/password-field.base';
import type { PasswordFieldInput } from '../../machines/password-field/password-field.types';
import { FieldError } from '../shared/form-field';

export interface PasswordFieldViewProps extends Omit<PasswordFieldOptions, 'externalErrorKey'> {
  actorRef: ActorRefFrom<typeof passwordFieldBaseMachine>;
  /** visible label (already translated); default: login:form.password */
  label?: string;
  autoComplete?: 'current-password' | 'new-password';
  /** an error decided elsewhere (the form's machine, already translated), shown under the field instead of its own */
  errorText?: string | null;
  required?: boolean;
}

const STRENGTHS = ['weak', 'acceptable', 'strong', 'extraStrong'];

export function PasswordFieldView({
  actorRef,
  label,
  autoComplete = 'new-password',
  errorText,
  required = true,
  ...options
}: PasswordFieldViewProps) {
  const { t } = useTranslation('login');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectPasswordField(snapshot, actorRef.send, { ...options, required, externalErrorKey: errorText });
  const input = api.getInputProps();
  return (
    <div className="field field--password" data-validity={api.validity}>
      <label htmlFor={input.id}>
        {label ?? t('form.password')}
        {required ? ' *' : ''}
      </label>
      <div className="field__row">
        <input autoComplete={autoComplete} {...input} />
        <button className="field__toggle" {...api.getToggleProps()}>
          {t(api.toggleLabelKey)}
        </button>
        {api.isValid ? (
          <span className="field__valid" role="img" aria-label={t('passwordField.valid')}>
            ✓
          </span>
        ) : null}
      </div>
      <FieldError id={api.errorId} text={api.externalError ?? (api.errorKey ? t(api.errorKey) : null)} />
      {api.strength ? (
        <p className="field__strength" data-strength={api.strength}>
          {t('passwordField.strengthLabel')}: <strong>{t(`passwordField.strength.${api.strength}`)}</strong>
          <meter min={0} max={4} value={STRENGTHS.indexOf(api.strength) + 1} aria-hidden="true" />
        </p>
      ) : null}
      {api.rules ? (
        // spec §5: the live rule list; each line says in words whether it is met, for those who do not see the mark
        <div className="field__rules">
          <p id={api.rulesTitleId} className="field__rules-title">
            {t('passwordField.rules.title')}
          </p>
          <ul id={api.rulesId} aria-labelledby={api.rulesTitleId}>
            {api.rules.map((rule) => (
              <li key={rule.key} data-rule={rule.key} data-met={rule.met}>
                <span aria-hidden="true">{rule.met ? '✓' : '○'} </span>
                {t(`passwordField.rules.${rule.key}`)}
                <span className="visually-hidden">
                  {' '}
                  ({t(rule.met ? 'passwordField.rules.met' : 'passwordField.rules.pending')})
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export interface PasswordFieldProps extends Omit<PasswordFieldViewProps, 'actorRef'> {
  input: PasswordFieldInput;
}

/** The login's field: an existing password, masked or shown, never judged by today's rules (no validity, no strength). */
export function CurrentPasswordField({ input, ...props }: Omit<PasswordFieldProps, 'showValidity' | 'strengthOf'>) {
  const actorRef = useActorRef(passwordFieldBaseMachine, { input });
  return <PasswordFieldView actorRef={actorRef} autoComplete="current-password" {...props} showValidity={false} />;
}
