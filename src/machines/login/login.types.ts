// spec §2, §8: the login flow. Context, events, input and the names of its actors, guards and delays.
import type { AccountKind } from '../../rules/account-kind';

/** spec §8: the login codes the flow has a state or message for */
export const LOGIN_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'RECAPTCHA_ERROR',
  'ACCOUNT_BLOCKED',
  'ACCOUNT_REMAINS_LOCKED',
  'PASSWORD_REMAINS_LOCKED_ERROR',
  'CONFLICT_ERROR',
  'EMAIL_NOT_EXISTS_IN_SIEBEL_ERROR',
  'COMPANY_EXISTS_ERROR',
  'GENERIC_ERROR',
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

/** spec §8: codes that put the flow in its locked state */
export const LOCKED_CODES: readonly LoginErrorCode[] = [
  'ACCOUNT_BLOCKED',
  'ACCOUNT_REMAINS_LOCKED',
  'PASSWORD_REMAINS_LOCKED_ERROR',
];

export interface LoginCredentials {
  email: string;
  password: string;
  mode: AccountKind;
  /** the bot-check payload (ALTCHA solution, or a reCAPTCHA token) when one was solved */
  botCheck?: string;
}

export interface LoginResult {
  /** the account the server opened a session for */
  userId: string;
}

/**
 * What a failed submitLogin rejects with (the shared ActorFailure shape of src/views/shared/service-actor.ts): the code of
 * spec §8 and the answer's details: whether the next try needs the bot check, and how long a lock lasts (the server owns it).
 */
export interface LoginFailure {
  code: string;
  status?: number;
  details?: { botCheckRequired?: boolean; lockMinutes?: number };
}

export interface LoginInput {
  /** where the user was going (spec §4: after login the user lands there) */
  returnTo?: string;
  /** true when the bot check is asked on every login (BOT_CHECK_MODE=always) */
  botCheckAlways: boolean;
  mode?: AccountKind;
}

export interface LoginContext {
  /** minutes the account stays locked, as the server said (ACCOUNT_BLOCKED / ACCOUNT_REMAINS_LOCKED); null before any lock */
  lockMinutes: number | null;
  email: string;
  password: string;
  mode: AccountKind;
  returnTo: string;
  botCheckRequired: boolean;
  botCheck: string | null;
  error: LoginErrorCode | null;
  /** set after a submit with empty fields, so the view shows the field errors */
  showFieldErrors: boolean;
}

export type LoginEvent =
  | { type: 'field.change'; field: 'email' | 'password'; value: string }
  | { type: 'mode.toggle' }
  | { type: 'form.submit' }
  | { type: 'error.dismiss' };

/** Named side effects, supplied by the view with provide(). */
export type LoginActorName = 'solveBotCheck' | 'submitLogin';
export type LoginDelayName = 'lockoutDuration';
