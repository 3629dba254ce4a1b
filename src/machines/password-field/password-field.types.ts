// spec §4: the password field. Context, events and input of passwordFieldMachine.
import type { AccountType, PasswordPolicy } from '../../rules/password';

export interface PasswordFieldInput {
  /** the email the password must not resemble (spec §5) */
  email?: string;
  policy: PasswordPolicy;
  accountType?: AccountType;
  /** optional value the new password must differ from (spec §5: change password) */
  previous?: string;
  /** the value the field starts with: a form that owns the value shows it again when the field mounts anew (a wizard step) */
  value?: string;
}

export interface PasswordFieldContext {
  value: string;
  email: string;
  policy: PasswordPolicy;
  accountType: AccountType;
  previous: string;
}

export type PasswordFieldEvent =
  | { type: 'field.focus' }
  | { type: 'field.change'; value: string }
  | { type: 'field.blur' }
  | { type: 'visibility.toggle' }
  /** the form's email field changed: the no-email-match rule (spec §5) follows what the person typed there */
  | { type: 'email.change'; email: string };

/** The validity states a view shows (spec §4); the visibility region is 'masked' | 'plain'. */
export type PasswordFieldValidity = 'pristine' | 'editing' | 'empty' | 'partial' | 'valid';
