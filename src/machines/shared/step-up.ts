// Issue 31 items 2-3: the step-up that data export and account closure share (server: POST /s/account/v1/step-up/code
// mails a code to the account's address; POST /s/account/v1/step-up with password + code gives the session a grant of a
// few minutes). The types, rules, actions and guards of that step are written once here; each flow's machine
// (src/machines/data-export, src/machines/account-closure) names them in its setup and adds what it does with the grant;
// their views share src/views/shared/step-up-form.tsx and their connects connectStepUp (step-up.connect.ts).
import { validateOtp, type OtpRange } from '../../rules/otp';
import type { AccountKind } from '../../rules/account-kind';
import { failureFrom, knownCodeOf } from './failure';

export const STEP_UP_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'OTP_INVALID_ERROR',
  'OTP_EXPIRED_ERROR',
  'OTP_LOCKED_ERROR',
  'ACCOUNT_REMAINS_LOCKED',
  'RATE_LIMITED',
  // 403 FORBIDDEN, told apart by details.reason: the grant lapsed, or a collaborator tried to close the company account
  'STEP_UP_REQUIRED',
  'COMPANY_OWNER_ONLY',
  'FORBIDDEN',
  'GENERIC_ERROR',
] as const;
export type StepUpErrorCode = (typeof STEP_UP_ERROR_CODES)[number];

/** How long the server's grant lasts (server/src/account/account-rights.repository.ts STEP_UP_MINUTES). */
export const STEP_UP_WINDOW_MS = 5 * 60_000;

export interface StepUpInput {
  /** spec §9: consumer 4 (CL, PE, MX) or 4-6 (CO, BR); business 6 */
  otpLength: { consumer: OtpRange; business: OtpRange };
  mode?: AccountKind;
}

export interface StepUpContext {
  otpLength: StepUpInput['otpLength'];
  mode: AccountKind;
  password: string;
  code: string;
  error: StepUpErrorCode | null;
  /** true after a resend succeeded, for the 'code sent again' notice */
  resent: boolean;
  /** true when the grant lapsed and the person is asked again */
  expired: boolean;
  showFieldErrors: boolean;
}

export interface StepUpVerifyRequest {
  password: string;
  code: string;
}

export type StepUpField = 'password' | 'code';

export type StepUpEvent =
  | { type: 'code.request' }
  | { type: 'field.change'; field: StepUpField; value: string }
  | { type: 'form.submit' }
  | { type: 'code.resend' }
  | { type: 'flow.restart' };

export function stepUpContext(input: StepUpInput): StepUpContext {
  return {
    otpLength: input.otpLength,
    mode: input.mode ?? 'personal',
    password: '',
    code: '',
    error: null,
    resent: false,
    expired: false,
    showFieldErrors: false,
  };
}

export function toStepUpCode(error: unknown): StepUpErrorCode {
  const failure = failureFrom(error);
  const reason = failure.details?.reason;
  if (failure.code === 'FORBIDDEN' && (reason === 'STEP_UP_REQUIRED' || reason === 'COMPANY_OWNER_ONLY')) return reason;
  return knownCodeOf(error, STEP_UP_ERROR_CODES, 'GENERIC_ERROR');
}

export function stepUpCodeLength(context: Pick<StepUpContext, 'mode' | 'otpLength'>): OtpRange {
  return context.mode === 'company' ? context.otpLength.business : context.otpLength.consumer;
}

export function isStepUpCodeWellFormed(context: Pick<StepUpContext, 'mode' | 'otpLength' | 'code'>): boolean {
  const result = validateOtp(context.code, stepUpCodeLength(context));
  return result.ok && result.value === context.code;
}

/** The step's form may go to the server: a password and a well-formed code. */
export function isStepUpFormValid(context: Pick<StepUpContext, 'mode' | 'otpLength' | 'code' | 'password'>): boolean {
  return context.password !== '' && isStepUpCodeWellFormed(context);
}
