// Pure props for the password field view (STYLE.md rule 7, issue 9): the connect decides which error shows (the form's own
// error wins over the field's spec §4 message), chains the form's value listener, and returns complete props from one id.
// The rules themselves arrive as functions (`strengthOf`, `rulesOf`), so the login's field loads none of them (issue 17).
import type { SnapshotFrom } from 'xstate';
import type { PasswordStrength } from '../../rules/password';
import type { PasswordChecklistItem } from '../../rules/password-checklist';
import { describedBy, errorIdOf, fieldId } from '../shared/field-props';
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
  /** tells the form's machine the field was left (a form marks the field touched and shows its own error) */
  onBlur?: () => void;
  /** a new password's strength (password-field.machine.ts `passwordStrength`); none is shown without it */
  strengthOf?: (value: string, context: PasswordFieldContext) => PasswordStrength;
  /** spec §5: a new password's live rule list (password-field.machine.ts `passwordRules`); none is shown without it */
  rulesOf?: (value: string, context: PasswordFieldContext) => PasswordChecklistItem[];
  /** the input says it is required (default true) */
  required?: boolean;
  /** the form is busy (submitting): the input takes no typing */
  disabled?: boolean;
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
  /** spec §5: the rules the new password must meet, each met or not for the current value; null on a current password */
  rules: PasswordChecklistItem[] | null;
  /** the id of the rule list (the input's aria-describedby points at it) */
  rulesId: string;
  /** the id of the list's heading (the list's aria-labelledby) */
  rulesTitleId: string;
  toggleLabelKey: 'passwordField.show' | 'passwordField.hide';
  getInputProps(): {
    id: string;
    name: string;
    type: 'password' | 'text';
    value: string;
    required: boolean;
    disabled: boolean;
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
    onBlur,
    strengthOf,
    rulesOf,
    required = true,
    disabled = false,
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
  const errorId = errorIdOf(id);
  const rulesId = `${id}-rules`;
  const rules = showValidity && rulesOf ? rulesOf(value, snapshot.context) : null;
  return {
    value,
    validity,
    isMasked,
    isValid: showValidity && validity === 'valid',
    errorKey,
    externalError,
    errorId,
    strength: !showValidity || value === '' || !strengthOf ? null : strengthOf(value, snapshot.context),
    rules,
    rulesId,
    rulesTitleId: `${rulesId}-title`,
    toggleLabelKey: isMasked ? 'passwordField.show' : 'passwordField.hide',
    getInputProps: () => ({
      id,
      name,
      type: isMasked ? 'password' : 'text',
      value,
      required,
      disabled,
      'aria-invalid': hasError,
      // the error first: a summary of invalid fields reads the error it points at (validated-form.tsx)
      'aria-describedby': describedBy(hasError && errorId, rules && rulesId),
      onFocus: () => send({ type: 'field.focus' }),
      onBlur: () => {
        send({ type: 'field.blur' });
        onBlur?.();
      },
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
