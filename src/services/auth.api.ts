// spec §7: authentication calls in both back-end styles; the tenant's backendStyle chooses the endpoints (docs/auth.md).
// Each call is one endpoint object of src/contracts/auth.contract.ts (STYLE.md §19), so its body is typed by the request
// struct the server validates. Errors come out typed (ApiError with the spec §8 code, SessionExpiredError); nothing here
// redirects or retries.
import * as Auth from '../contracts/auth.contract';
import { SERVICE_PREFIXES } from '../contracts/services';
import type { AccountKind } from '../rules/account-kind';
import { callEndpoint, type ServiceClient } from './http';

export type BackendStyle = 'legacy' | 'newer';

export interface AuthClients {
  /** the storefront root ('' prefix): /s/auth/v1/..., /s/actors/... */
  storefront: ServiceClient;
  /**
   * the authentication service (change password, session refresh). Default: the storefront's base URL plus the prefix our
   * server mounts it under (/api/auth); pass it where its base URL is configured on its own.
   */
  authentication?: ServiceClient;
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

function authenticationClient(clients: AuthClients): ServiceClient {
  const sf = clients.storefront;
  return (
    clients.authentication ?? {
      ...sf,
      service: 'authentication',
      baseUrl: `${sf.baseUrl}${SERVICE_PREFIXES.authentication}`,
    }
  );
}

export function createAuthApi(clients: AuthClients, style: BackendStyle) {
  const sf = clients.storefront;
  const authentication = authenticationClient(clients);
  const tenantQuery = { tenant: sf.tenant };
  return {
    style,
    async login(call: LoginCall, signal?: AbortSignal): Promise<SignedInUser> {
      const botCheck = call.botCheck ? { botCheck: call.botCheck } : {};
      if (style === 'legacy') {
        const endpoint = call.mode === 'company' ? Auth.LegacyCorporateLogin : Auth.LegacyLogin;
        const answer = await callEndpoint(sf, endpoint, {
          body: { login: call.email, password: call.password, ...botCheck },
          signal,
        });
        return {
          id: answer.profileId,
          email: answer.email,
          firstName: answer.firstName,
          accountType: answer.accountType,
        };
      }
      const endpoint = call.mode === 'company' ? Auth.OrganizationLogin : Auth.Login;
      const answer = await callEndpoint(sf, endpoint, {
        body: { email: call.email, password: call.password, ...botCheck },
        signal,
      });
      return answer.user;
    },
    logout: (signal?: AbortSignal) =>
      callEndpoint(sf, style === 'legacy' ? Auth.LegacyLogout : Auth.Logout, { body: {}, signal }),
    /** legacy fetchSessionInfo; the newer style asks session-management (the shell's session guard) */
    sessionInfo: (signal?: AbortSignal) => callEndpoint(sf, Auth.LegacySessionInfo, { signal }),
    requestRecoveryCode(email: string, mode: AccountKind, signal?: AbortSignal) {
      if (style === 'legacy' && mode === 'personal') {
        return callEndpoint(sf, Auth.LegacyRecoverySearch, { query: { login: email, ...tenantQuery }, signal });
      }
      return callEndpoint(sf, mode === 'company' ? Auth.OrganizationOtpEmail : Auth.OtpEmail, {
        body: { email },
        signal,
      });
    },
    saveRecoveredPassword(
      input: { email: string; code: string; password: string; mode: AccountKind },
      signal?: AbortSignal,
    ) {
      if (style === 'legacy' && input.mode === 'personal') {
        return callEndpoint(sf, Auth.LegacyRestRecoveryPassword, {
          body: { login: input.email, code: input.code, password: input.password },
          signal,
        });
      }
      const endpoint = input.mode === 'company' ? Auth.OrganizationOtpRecovery : Auth.OtpRecovery;
      return callEndpoint(sf, endpoint, {
        body: { email: input.email, code: input.code, password: input.password },
        signal,
      });
    },
    changePassword(input: { oldPassword: string; newPassword: string; mode: AccountKind }, signal?: AbortSignal) {
      const endpoint =
        input.mode === 'company' ? Auth.AuthServiceOrganizationPasswordReset : Auth.AuthServicePasswordReset;
      return callEndpoint(authentication, endpoint, {
        body: { oldPassword: input.oldPassword, newPassword: input.newPassword },
        signal,
      });
    },
    /** social login providers configured for the tenant (issue 4 item 9) */
    socialProviders: async (signal?: AbortSignal) =>
      (await callEndpoint(sf, Auth.SocialProviders, { query: tenantQuery, signal })).providers,
    /** spec §4, §7: /v1/validate refreshes the session; a dead one throws SessionExpiredError */
    validate: (signal?: AbortSignal) => callEndpoint(authentication, Auth.Validate, { body: {}, signal }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
