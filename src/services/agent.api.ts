// spec §6, §7: the agent journey's calls (newer-style paths at the storefront root). Errors come out typed (ApiError with
// the spec §8 code); nothing here redirects or retries.
import {
  AGENT_LOGIN_PATH, AGENT_LOGOUT_PATH, AgentLoginResponse, AgentLogoutResponse, IMPERSONATION_LOGIN_PATH, ImpersonationLoginResponse,
} from '../contracts/agent.contract';
import type { ServiceClient } from './http';
import { postJson } from './http';

export interface AgentLoginCall {
  email: string;
  password: string;
  botCheck?: string;
}

export function createAgentApi(storefront: ServiceClient) {
  return {
    async login(call: AgentLoginCall, signal?: AbortSignal) {
      const botCheck = call.botCheck ? { botCheck: call.botCheck } : {};
      return (await postJson(storefront, AGENT_LOGIN_PATH, { email: call.email, password: call.password, ...botCheck }, AgentLoginResponse, { signal })).agent;
    },
    /** the session then acts as the customer, with agentId set (spec §6) */
    async impersonate(email: string, signal?: AbortSignal) {
      return (await postJson(storefront, IMPERSONATION_LOGIN_PATH, { email }, ImpersonationLoginResponse, { signal })).user;
    },
    logout: async (signal?: AbortSignal): Promise<void> => {
      await postJson(storefront, AGENT_LOGOUT_PATH, {}, AgentLogoutResponse, { signal });
    },
  };
}

export type AgentApi = ReturnType<typeof createAgentApi>;
