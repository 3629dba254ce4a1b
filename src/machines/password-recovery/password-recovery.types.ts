// spec §2, §7, §8: password recovery by an emailed code (OTP), then a new password.
import type { PasswordPolicy } from '../../rules/password';
import type { AccountKind } from '../../rules/account-kind';

export const RECOVERY_ERROR_CODES = [
  'PASSWORD_CHANGE_ERROR',
  'EMAIL_NOT_FOUND_ERROR',
  'ATG_USER_DATA_VALIDATION_ERROR',
  'GENERIC_ERROR',
  'PASSWORD_REUSE_ERROR',
  'OTP_LOCKED_ERROR',
  'ACCOUNT_REMAINS_LOCKED',
  'OTP_INVALID_ERROR',
  'OTP_EXPIRED_ERROR',
] as const;
export type RecoveryErrorCode = (typeof RECOVERY_ERROR_CODES)[number];

export interface RecoveryInput {
  email?: string;
  mode?: AccountKind;
  /** spec §9: consumer 4 (CL, PE, MX) or 4-6 (CO, BR); business 6 */
  otpLength: { consumer: { min: number; max: number }; business: { min: number; max: number } };
  policy: PasswordPolicy;
}

export interface RecoveryContext {
  email: string;
  mode: AccountKind;
  code: string;
  password: string;
  otpLength: RecoveryInput['otpLength'];
  policy: PasswordPolicy;
  error: RecoveryErrorCode | null;
  /** true after a resend succeeded, for the 'code sent again' notice */
  resent: boolean;
  showFieldErrors: boolean;
}

export interface RequestCodeInput {
  email: string;
  mode: AccountKind;
}

export interface SavePasswordInput extends RequestCodeInput {
  code: string;
  password: string;
}

export type RecoveryEvent =
  | { type: 'field.change'; field: 'email' | 'code' | 'password'; value: string }
  | { type: 'mode.toggle' }
  | { type: 'form.submit' }
  | { type: 'code.resend' }
  | { type: 'flow.restart' };

export type RecoveryActorName = 'requestCode' | 'savePassword';
