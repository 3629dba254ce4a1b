// spec §2, §7, §8: login, logout, session validation, password recovery (OTP) and change password, in both back-end styles.
// One endpoint object per path (STYLE.md §19), at the end of this file: newer style at the storefront root under /s/, the
// authentication service (mounted under /api/auth), and the legacy storefront actors under /s/actors/ (docs/auth.md).
import { array, boolean, literal, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { defineEndpoint, EmptyBody, TenantQuery } from './endpoint';

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
/** `?tenant=` names the tenant where no x-tenant header does. */
export const SocialProvidersResponse = object({ providers: array(string()) });
export type SocialProvidersResponse = Infer<typeof SocialProvidersResponse>;

// ---- endpoints: newer style (spec §7 "Newer-style paths"), storefront root ----
/** Personal login. */
export const Login = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/auth/v1/login',
  body: LoginRequest,
  response: LoginResponse,
});
/** Organization-user (company) login: same body and answer, company rules. */
export const OrganizationLogin = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/auth/v1/organization-user/login',
  body: LoginRequest,
  response: LoginResponse,
});
export const Logout = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/auth/v1/logout',
  body: EmptyBody,
  response: OkResponse,
});
/** Recovery code by email: 202 with the same body whether or not the account exists. */
export const OtpEmail = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/auth/v1/otp/email',
  body: OtpEmailRequest,
  response: OtpEmailResponse,
});
export const OrganizationOtpEmail = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/auth/v1/organization-user/otp/email',
  body: OtpEmailRequest,
  response: OtpEmailResponse,
});
/** Save the new password with the recovery code. */
export const OtpRecovery = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/auth/v1/password/otp-recovery',
  body: OtpRecoveryRequest,
  response: OkResponse,
});
export const OrganizationOtpRecovery = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/auth/v1/organization-user/password/otp-recovery',
  body: OtpRecoveryRequest,
  response: OkResponse,
});
/** Change password of the signed-in user (ends the user's other sessions). */
export const PasswordReset = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/auth/v1/password/reset',
  body: PasswordResetRequest,
  response: PasswordResetResponse,
});
export const OrganizationPasswordReset = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/auth/v1/organization-user/password/reset',
  body: PasswordResetRequest,
  response: PasswordResetResponse,
});
/** Social login providers configured for the tenant (?tenant=). The start and callback redirects are not JSON endpoints. */
export const SocialProviders = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/auth/v1/social/providers',
  query: TenantQuery,
  response: SocialProvidersResponse,
});

// ---- endpoints: authentication service (spec §7 "Authentication service"), same handlers as above ----
export const AuthServicePasswordReset = defineEndpoint({
  method: 'POST',
  service: 'authentication',
  path: '/v1/password/reset',
  body: PasswordResetRequest,
  response: PasswordResetResponse,
});
export const AuthServiceOrganizationPasswordReset = defineEndpoint({
  method: 'POST',
  service: 'authentication',
  path: '/v1/organization-user/password/reset',
  body: PasswordResetRequest,
  response: PasswordResetResponse,
});
export const AuthServiceOtpRecovery = defineEndpoint({
  method: 'POST',
  service: 'authentication',
  path: '/v1/password/otp-recovery',
  body: OtpRecoveryRequest,
  response: OkResponse,
});
export const AuthServiceOrganizationOtpRecovery = defineEndpoint({
  method: 'POST',
  service: 'authentication',
  path: '/v1/organization-user/password/otp-recovery',
  body: OtpRecoveryRequest,
  response: OkResponse,
});
/** spec §4, §7: refreshes the session (pushes the idle timeout); a dead session is 401 SESSION_EXPIRED. */
export const Validate = defineEndpoint({
  method: 'POST',
  service: 'authentication',
  path: '/v1/validate',
  body: EmptyBody,
  response: ValidateResponse,
});

// ---- endpoints: legacy storefront actors (spec §7 "Legacy style"; our choice of paths, documented in docs/auth.md) ----
export const LegacyLogin = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/actors/login',
  body: LegacyLoginRequest,
  response: LegacyLoginResponse,
});
export const LegacyCorporateLogin = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/actors/corporate-login',
  body: LegacyLoginRequest,
  response: LegacyLoginResponse,
});
export const LegacyLogout = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/actors/logout',
  body: EmptyBody,
  response: OkResponse,
});
/** fetchSessionInfo: never fails; a presented but dead session is reported with sessionTimeOut. */
export const LegacySessionInfo = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/actors/session-info',
  response: LegacySessionInfoResponse,
});
/** Recovery search by login: sends the code, 202 (same answer as OtpEmail). */
export const LegacyRecoverySearch = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/actors/recovery-search',
  query: LegacyRecoverySearchQuery,
  response: OtpEmailResponse,
});
export const LegacyRestRecoveryPassword = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/actors/rest-recovery-password',
  body: LegacyRestRecoveryPasswordRequest,
  response: OkResponse,
});
