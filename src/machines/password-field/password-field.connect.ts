// Pure props for the password field view (STYLE.md rule 7, issue 9): the connect decides which error shows (the form's own
// error wins over the field's spec §4 message), chains the form's value listener, and returns complete props from one id.
import type { SnapshotFrom } from 'xstate';
import type { PasswordStrength } from '../../rules/password';
import { fieldId } from '../shared/field-props';
import type { passwordFieldBaseMachine } from './password-field.base';
import type { PasswordFieldContext, PasswordFieldEvent, PasswordFieldValidity } from './password-field.types';

type Snapshot = SnapshotFrom<typeof passwordFieldBaseMachine>;
type OwnErrorKey = 'passwordField.passwordEmptyFieldError' | 'passwordField.passwordPartialValidation';

export interface PasswordFieldOptions {
  /** the input's name (default `password`); the ids derive from it */
  name?: string;
  /** id prefix (default `passwordField`) */
  prefix?: string;
  /** false on login: an existing password is not judged by today's rules, only masked or shown */
  showValidity?: boolean;
  /** an error decided by the form's machine (already in the user's language); it wins over the field's own */
  externalErrorKey?: string | null;
  /** tells the form's machine about each new value */
  onValueChange?: (value: string) => void;
  /** a new password's strength (password-field.machine.ts `passwordStrength`); none is shown without it */
  strengthOf?: (value: string, context: PasswordFieldContext) => PasswordStrength;
}

export interface PasswordFieldApi {
  value: string;
  validity: PasswordFieldValidity;
  isMasked: boolean;
  /** the valid mark is shown */
  isValid: boolean;
  /** i18n key under login: of the field's own message (null when the form's error wins or there is none) */
  errorKey: OwnErrorKey | null;
  /** the form's message, shown instead of the field's own */
  externalError: string | null;
  errorId: string;
  strength: PasswordStrength | null;
  toggleLabelKey: 'passwordField.show' | 'passwordField.hide';
  getInputProps(): {
    id: string;
    name: string;
    type: 'password' | 'text';
    value: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    onFocus(): void;
    onBlur(): void;
    onChange(event: { target: { value: string } }): void;
  };
  getToggleProps(): {
    type: 'button';
    'aria-pressed': boolean;
    'aria-controls': string;
    onMouseDown(event: { preventDefault(): void }): void;
    onClick(): void;
  };
}

const VALIDITIES: PasswordFieldValidity[] = ['pristine', 'editing', 'empty', 'partial', 'valid'];

export function connectPasswordField(
  snapshot: Snapshot,
  send: (event: PasswordFieldEvent) => void,
  options: PasswordFieldOptions = {},
): PasswordFieldApi {
  const {
    name = 'password',
    prefix = 'passwordField',
    showValidity = true,
    externalErrorKey = null,
    onValueChange,
    strengthOf,
  } = options;
  const validity = VALIDITIES.find((v) => snapshot.matches({ validity: v })) ?? 'pristine';
  const isMasked = snapshot.matches({ visibility: 'masked' });
  const value = snapshot.context.value;
  const own: OwnErrorKey | null = !showValidity
    ? null
    : validity === 'empty'
      ? 'passwordField.passwordEmptyFieldError'
      : validity === 'partial'
        ? 'passwordField.passwordPartialValidation'
        : null;
  const externalError = externalErrorKey || null;
  const errorKey = externalError ? null : own;
  const hasError = externalError !== null || errorKey !== null;
  const id = fieldId(prefix, name);
  const errorId = `${id}-error`;
  return {
    value,
    validity,
    isMasked,
    isValid: showValidity && validity === 'valid',
    errorKey,
    externalError,
    errorId,
    strength: !showValidity || value === '' || !strengthOf ? null : strengthOf(value, snapshot.context),
    toggleLabelKey: isMasked ? 'passwordField.show' : 'passwordField.hide',
    getInputProps: () => ({
      id,
      name,
      type: isMasked ? 'password' : 'text',
      value,
      'aria-invalid': hasError,
      'aria-describedby': hasError ? errorId : undefined,
      onFocus: () => send({ type: 'field.focus' }),
      onBlur: () => send({ type: 'field.blur' }),
      onChange: (event) => {
        send({ type: 'field.change', value: event.target.value });
        onValueChange?.(event.target.value);
      },
    }),
    getToggleProps: () => ({
      type: 'button',
      'aria-pressed': !isMasked,
      'aria-controls': id,
      // a click on the toggle keeps the focus (and the editing state) in the field, as zag's password input does
      onMouseDown: (event) => event.preventDefault(),
      onClick: () => send({ type: 'visibility.toggle' }),
    }),
  };
}
