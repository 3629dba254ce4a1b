// spec §2, §7, §8: login, logout, session validation, password recovery (OTP) and change password, in both back-end styles.
// Paths are given as mounted by our server (docs/architecture.md): newer style at the storefront root under /s/, the
// authentication service under /api/auth, and the legacy storefront actors under /s/actors/ (docs/auth.md lists them).
import { array, boolean, literal, nullable, number, object, optional, string, type Infer } from 'superstruct';

// ---- newer style (spec §7 "Newer-style paths") ----
export const LOGIN_PATH = '/s/auth/v1/login';
export const ORGANIZATION_LOGIN_PATH = '/s/auth/v1/organization-user/login';
export const LOGOUT_PATH = '/s/auth/v1/logout';
export const OTP_EMAIL_PATH = '/s/auth/v1/otp/email';
export const ORGANIZATION_OTP_EMAIL_PATH = '/s/auth/v1/organization-user/otp/email';
export const OTP_RECOVERY_PATH = '/s/auth/v1/password/otp-recovery';
export const ORGANIZATION_OTP_RECOVERY_PATH = '/s/auth/v1/organization-user/password/otp-recovery';
export const PASSWORD_RESET_PATH = '/s/auth/v1/password/reset';
export const ORGANIZATION_PASSWORD_RESET_PATH = '/s/auth/v1/organization-user/password/reset';
// ---- authentication service (spec §7 "Authentication service"): same handlers under /api/auth ----
export const VALIDATE_PATH = '/api/auth/v1/validate';
export const AUTH_SERVICE_PASSWORD_RESET_PATH = '/api/auth/v1/password/reset';
export const AUTH_SERVICE_ORGANIZATION_PASSWORD_RESET_PATH = '/api/auth/v1/organization-user/password/reset';
export const AUTH_SERVICE_ORGANIZATION_OTP_RECOVERY_PATH = '/api/auth/v1/organization-user/password/otp-recovery';
// ---- legacy storefront actors (spec §7 "Legacy style"; our choice of paths, documented in docs/auth.md) ----
export const LEGACY_LOGIN_PATH = '/s/actors/login';
export const LEGACY_CORPORATE_LOGIN_PATH = '/s/actors/corporate-login';
export const LEGACY_LOGOUT_PATH = '/s/actors/logout';
export const LEGACY_SESSION_INFO_PATH = '/s/actors/session-info';
export const LEGACY_RECOVERY_SEARCH_PATH = '/s/actors/recovery-search';
export const LEGACY_REST_RECOVERY_PASSWORD_PATH = '/s/actors/rest-recovery-password';

/** Newer-style login body (personal and organization). botCheck: the ALTCHA payload (base64 JSON) or a reCAPTCHA token. */
export const LoginRequest = object({
  email: string(),
  password: string(),
  botCheck: optional(string()),
});
export type LoginRequest = Infer<typeof LoginRequest>;

export const AuthUser = object({
  id: string(),
  email: string(),
  firstName: string(),
  accountType: string(),
});
export type AuthUser = Infer<typeof AuthUser>;

export const LoginResponse = object({
  user: AuthUser,
  /** MOBILE channel only: the session id to send in `authorization` (WEB gets the HttpOnly cookie) */
  sessionId: optional(string()),
  sessionTimeOut: literal(false),
});
export type LoginResponse = Infer<typeof LoginResponse>;

/** Legacy actor body: `login` is the email (spec §7 legacy "recovery search by login (query login)"). */
export const LegacyLoginRequest = object({
  login: string(),
  password: string(),
  botCheck: optional(string()),
});
export type LegacyLoginRequest = Infer<typeof LegacyLoginRequest>;

export const LegacyLoginResponse = object({
  success: literal(true),
  profileId: string(),
  firstName: string(),
  email: string(),
  accountType: string(),
  sessionId: optional(string()),
});
export type LegacyLoginResponse = Infer<typeof LegacyLoginResponse>;

export const LegacySessionInfoResponse = object({
  loggedIn: boolean(),
  profileId: nullable(string()),
  firstName: nullable(string()),
  email: nullable(string()),
  accountType: nullable(string()),
  sessionTimeOut: boolean(),
});
export type LegacySessionInfoResponse = Infer<typeof LegacySessionInfoResponse>;

export const OkResponse = object({ ok: literal(true) });
export type OkResponse = Infer<typeof OkResponse>;

export const ValidateResponse = object({
  valid: literal(true),
  /** ISO time at which the session ends if idle */
  idleExpiresAt: string(),
});
export type ValidateResponse = Infer<typeof ValidateResponse>;

/** spec §7: request a recovery code by email. Always answered 202 with the same body (no enumeration: docs/auth.md). */
export const OtpEmailRequest = object({ email: string(), botCheck: optional(string()) });
export type OtpEmailRequest = Infer<typeof OtpEmailRequest>;

export const OtpEmailResponse = object({
  sent: literal(true),
  /** code length the user should expect (spec §9), so the form can size its input */
  codeLength: object({ min: number(), max: number() }),
  /** minutes the code stays valid */
  validMinutes: number(),
});
export type OtpEmailResponse = Infer<typeof OtpEmailResponse>;

export const OtpRecoveryRequest = object({ email: string(), code: string(), password: string() });
export type OtpRecoveryRequest = Infer<typeof OtpRecoveryRequest>;

export const LegacyRecoverySearchQuery = object({ login: string(), tenant: optional(string()) });
export type LegacyRecoverySearchQuery = Infer<typeof LegacyRecoverySearchQuery>;

export const LegacyRestRecoveryPasswordRequest = object({ login: string(), code: string(), password: string() });
export type LegacyRestRecoveryPasswordRequest = Infer<typeof LegacyRestRecoveryPasswordRequest>;

export const PasswordResetRequest = object({ oldPassword: string(), newPassword: string() });
export type PasswordResetRequest = Infer<typeof PasswordResetRequest>;

export const PasswordResetResponse = object({
  ok: literal(true),
  /** how many other sessions were ended */
  revokedSessions: number(),
});
export type PasswordResetResponse = Infer<typeof PasswordResetResponse>;

// ---- social login (issue 4 item 9; docs/auth.md) ----
export const SOCIAL_PROVIDERS_PATH = '/s/auth/v1/social/providers';
export const SocialProvidersResponse = object({ providers: array(string()) });
export type SocialProvidersResponse = Infer<typeof SocialProvidersResponse>;
