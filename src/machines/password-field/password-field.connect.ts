// Pure props for the password field view (STYLE.md rule 7).
import type { SnapshotFrom } from 'xstate';
import { checkPassword, type PasswordStrength } from '../../rules/password';
import type { passwordFieldMachine } from './password-field.machine';
import type { PasswordFieldEvent, PasswordFieldValidity } from './password-field.types';

type Snapshot = SnapshotFrom<typeof passwordFieldMachine>;

export interface PasswordFieldApi {
  value: string;
  validity: PasswordFieldValidity;
  isMasked: boolean;
  isValid: boolean;
  /** i18n key under login:, or null */
  errorKey: 'passwordField.passwordEmptyFieldError' | 'passwordField.passwordPartialValidation' | null;
  strength: PasswordStrength | null;
  toggleLabelKey: 'passwordField.show' | 'passwordField.hide';
  getInputProps(): {
    type: 'password' | 'text';
    value: string;
    'aria-invalid': boolean;
    onFocus(): void;
    onBlur(): void;
    onChange(event: { target: { value: string } }): void;
  };
  getToggleProps(): { type: 'button'; 'aria-pressed': boolean; onClick(): void };
}

const VALIDITIES: PasswordFieldValidity[] = ['pristine', 'editing', 'empty', 'partial', 'valid'];

export function connectPasswordField(snapshot: Snapshot, send: (event: PasswordFieldEvent) => void): PasswordFieldApi {
  const validity = VALIDITIES.find((v) => snapshot.matches({ validity: v })) ?? 'pristine';
  const isMasked = snapshot.matches({ visibility: 'masked' });
  const value = snapshot.context.value;
  const errorKey =
    validity === 'empty'
      ? 'passwordField.passwordEmptyFieldError'
      : validity === 'partial'
        ? 'passwordField.passwordPartialValidation'
        : null;
  return {
    value,
    validity,
    isMasked,
    isValid: validity === 'valid',
    errorKey,
    strength:
      value === ''
        ? null
        : checkPassword(value, { email: snapshot.context.email, tenant: snapshot.context.policy, accountType: snapshot.context.accountType })
            .strength,
    toggleLabelKey: isMasked ? 'passwordField.show' : 'passwordField.hide',
    getInputProps: () => ({
      type: isMasked ? 'password' : 'text',
      value,
      'aria-invalid': errorKey !== null,
      onFocus: () => send({ type: 'field.focus' }),
      onBlur: () => send({ type: 'field.blur' }),
      onChange: (event) => send({ type: 'field.change', value: event.target.value }),
    }),
    getToggleProps: () => ({
      type: 'button',
      'aria-pressed': !isMasked,
      onClick: () => send({ type: 'visibility.toggle' }),
    }),
  };
}
