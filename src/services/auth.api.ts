// spec §7: authentication calls in both back-end styles; the tenant's backendStyle chooses the paths (docs/auth.md).
// Errors come out typed (ApiError with the spec §8 code, SessionExpiredError); nothing here redirects or retries.
import {
  AUTH_SERVICE_ORGANIZATION_PASSWORD_RESET_PATH, AUTH_SERVICE_PASSWORD_RESET_PATH, LEGACY_CORPORATE_LOGIN_PATH, LEGACY_LOGIN_PATH,
  LEGACY_LOGOUT_PATH, LEGACY_RECOVERY_SEARCH_PATH, LEGACY_REST_RECOVERY_PASSWORD_PATH, LEGACY_SESSION_INFO_PATH, LOGIN_PATH,
  LOGOUT_PATH, LegacyLoginResponse, LegacySessionInfoResponse, LoginResponse, ORGANIZATION_LOGIN_PATH, ORGANIZATION_OTP_EMAIL_PATH,
  ORGANIZATION_OTP_RECOVERY_PATH, OTP_EMAIL_PATH, OTP_RECOVERY_PATH, OkResponse, OtpEmailResponse, PasswordResetResponse,
  SOCIAL_PROVIDERS_PATH, SocialProvidersResponse, VALIDATE_PATH, ValidateResponse,
} from '../contracts/auth.contract';
import type { ServiceClient } from './http';
import { getJson, postJson } from './http';

export type BackendStyle = 'legacy' | 'newer';
export type AccountKind = 'personal' | 'company';

export interface AuthClients {
  /** the storefront root ('' prefix): /s/auth/v1/..., /s/actors/... */
  storefront: ServiceClient;
}

export interface LoginCall {
  email: string;
  password: string;
  mode: AccountKind;
  botCheck?: string;
}

export interface SignedInUser {
  id: string;
  email: string;
  firstName: string;
  accountType: string;
}

export function createAuthApi(clients: AuthClients, style: BackendStyle) {
  const sf = clients.storefront;
  const tenantQuery = { tenant: sf.tenant };
  return {
    style,
    async login(call: LoginCall, signal?: AbortSignal): Promise<SignedInUser> {
      const botCheck = call.botCheck ? { botCheck: call.botCheck } : {};
      if (style === 'legacy') {
        const path = call.mode === 'company' ? LEGACY_CORPORATE_LOGIN_PATH : LEGACY_LOGIN_PATH;
        const answer = await postJson(sf, path, { login: call.email, password: call.password, ...botCheck }, LegacyLoginResponse, { signal });
        return { id: answer.profileId, email: answer.email, firstName: answer.firstName, accountType: answer.accountType };
      }
      const path = call.mode === 'company' ? ORGANIZATION_LOGIN_PATH : LOGIN_PATH;
      const answer = await postJson(sf, path, { email: call.email, password: call.password, ...botCheck }, LoginResponse, { signal });
      return answer.user;
    },
    logout: (signal?: AbortSignal) => postJson(sf, style === 'legacy' ? LEGACY_LOGOUT_PATH : LOGOUT_PATH, {}, OkResponse, { signal }),
    /** legacy fetchSessionInfo; the newer style asks session-management (the shell's session guard) */
    sessionInfo: (signal?: AbortSignal) => getJson(sf, LEGACY_SESSION_INFO_PATH, LegacySessionInfoResponse, { signal }),
    requestRecoveryCode(email: string, mode: AccountKind, signal?: AbortSignal) {
      if (style === 'legacy' && mode === 'personal') {
        return getJson(sf, LEGACY_RECOVERY_SEARCH_PATH, OtpEmailResponse, { searchParams: { login: email, ...tenantQuery }, signal });
      }
      return postJson(sf, mode === 'company' ? ORGANIZATION_OTP_EMAIL_PATH : OTP_EMAIL_PATH, { email }, OtpEmailResponse, { signal });
    },
    saveRecoveredPassword(input: { email: string; code: string; password: string; mode: AccountKind }, signal?: AbortSignal) {
      if (style === 'legacy' && input.mode === 'personal') {
        return postJson(sf, LEGACY_REST_RECOVERY_PASSWORD_PATH, { login: input.email, code: input.code, password: input.password }, OkResponse, { signal });
      }
      const path = input.mode === 'company' ? ORGANIZATION_OTP_RECOVERY_PATH : OTP_RECOVERY_PATH;
      return postJson(sf, path, { email: input.email, code: input.code, password: input.password }, OkResponse, { signal });
    },
    changePassword(input: { oldPassword: string; newPassword: string; mode: AccountKind }, signal?: AbortSignal) {
      const path = input.mode === 'company' ? AUTH_SERVICE_ORGANIZATION_PASSWORD_RESET_PATH : AUTH_SERVICE_PASSWORD_RESET_PATH;
      return postJson(sf, path, { oldPassword: input.oldPassword, newPassword: input.newPassword }, PasswordResetResponse, { signal });
    },
    /** social login providers configured for the tenant (issue 4 item 9) */
    socialProviders: async (signal?: AbortSignal) =>
      (await getJson(sf, SOCIAL_PROVIDERS_PATH, SocialProvidersResponse, { searchParams: tenantQuery, signal })).providers,
    /** spec §4, §7: /v1/validate refreshes the session; a dead one throws SessionExpiredError */
    validate: (signal?: AbortSignal) => postJson(sf, VALIDATE_PATH, {}, ValidateResponse, { signal }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
