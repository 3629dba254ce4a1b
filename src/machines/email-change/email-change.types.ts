// Issue 31 item 2 (Ley 1581 de 2012, LGPD: the right to correct one's data): change the account's email. The person types
// the new address and their password; a code (spec §9 length) goes to the NEW address; entering it changes the address.
// The server tells the old address and ends the other sessions (src/contracts/account-rights.contract.ts).
import type { OtpRange } from '../../rules/otp';
import type { AccountKind } from '../../rules/account-kind';

export const EMAIL_CHANGE_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  // spec §8 'Ya existe una cuenta asociada a este correo'
  'emailAlreadyExists',
  'VALIDATION_ERROR',
  'ACCOUNT_REMAINS_LOCKED',
  'OTP_INVALID_ERROR',
  'OTP_EXPIRED_ERROR',
  'OTP_LOCKED_ERROR',
  'RATE_LIMITED',
  'GENERIC_ERROR',
] as const;
export type EmailChangeErrorCode = (typeof EMAIL_CHANGE_ERROR_CODES)[number];

export interface EmailChangeInput {
  /** the account's address now */
  currentEmail: string;
  /** spec §9: consumer 4 (CL, PE, MX) or 4-6 (CO, BR); business 6 */
  otpLength: { consumer: OtpRange; business: OtpRange };
  mode?: AccountKind;
}

export interface EmailChangeContext {
  currentEmail: string;
  otpLength: EmailChangeInput['otpLength'];
  mode: AccountKind;
  newEmail: string;
  password: string;
  code: string;
  error: EmailChangeErrorCode | null;
  /** true after a resend succeeded, for the 'code sent again' notice */
  resent: boolean;
  showFieldErrors: boolean;
}

export interface EmailChangeCodeRequest {
  newEmail: string;
  password: string;
}

export interface EmailChangeConfirmRequest {
  newEmail: string;
  code: string;
}

export type EmailChangeField = 'newEmail' | 'password' | 'code';

export type EmailChangeEvent =
  | { type: 'field.change'; field: EmailChangeField; value: string }
  | { type: 'form.submit' }
  | { type: 'code.resend' }
  | { type: 'flow.restart' };

export type EmailChangeActorName = 'requestCode' | 'confirmChange';
