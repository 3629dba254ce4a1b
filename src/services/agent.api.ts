// spec §6, §7: the agent journey's calls (endpoint objects of src/contracts/agent.contract.ts). Errors come out typed
// (ApiError with the spec §8 code); nothing here redirects or retries.
import { AgentLogin, AgentLogout, GetAnalyticsHash, ImpersonationLogin } from '../contracts/agent.contract';
import { callEndpoint, type ServiceClient } from './http';

export interface AgentLoginCall {
  email: string;
  password: string;
  botCheck?: string;
}

export function createAgentApi(storefront: ServiceClient) {
  return {
    async login(call: AgentLoginCall, signal?: AbortSignal) {
      const botCheck = call.botCheck ? { botCheck: call.botCheck } : {};
      return (
        await callEndpoint(storefront, AgentLogin, {
          body: { email: call.email, password: call.password, ...botCheck },
          signal,
        })
      ).agent;
    },
    /** the session then acts as the customer, with agentId set (spec §6) */
    async impersonate(email: string, signal?: AbortSignal) {
      return (await callEndpoint(storefront, ImpersonationLogin, { body: { email }, signal })).user;
    },
    /** spec §7: the signed-in account's analytics hash, and whether an agent is acting */
    analyticsHash: (signal?: AbortSignal) => callEndpoint(storefront, GetAnalyticsHash, { signal }),
    logout: async (signal?: AbortSignal): Promise<void> => {
      await callEndpoint(storefront, AgentLogout, { body: {}, signal });
    },
  };
}

export type AgentApi = ReturnType<typeof createAgentApi>;
