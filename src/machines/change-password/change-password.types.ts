// spec §2, §5, §7: change password with the old password; the new one must differ (spec §5) and pass the tenant policy.
import type { PasswordPolicy } from '../../rules/password';
import type { AccountKind } from '../../rules/account-kind';

export const CHANGE_PASSWORD_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'PASSWORD_REUSE_ERROR',
  'PASSWORD_CHANGE_ERROR',
  'ACCOUNT_REMAINS_LOCKED',
  'GENERIC_ERROR',
] as const;
export type ChangePasswordErrorCode = (typeof CHANGE_PASSWORD_ERROR_CODES)[number];

export interface ChangePasswordInput {
  email: string;
  policy: PasswordPolicy;
  mode?: AccountKind;
}

export interface ChangePasswordContext {
  email: string;
  policy: PasswordPolicy;
  mode: AccountKind;
  oldPassword: string;
  newPassword: string;
  error: ChangePasswordErrorCode | null;
  showFieldErrors: boolean;
}

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  mode: AccountKind;
}

export type ChangePasswordEvent =
  | { type: 'field.change'; field: 'oldPassword' | 'newPassword'; value: string }
  | { type: 'form.submit' }
  | { type: 'form.reset' };

export type ChangePasswordActorName = 'changePassword';
