// spec §6, §7, §8: the agent journey. An agent signs in through the agent login, impersonates a customer of the same
// tenant (named by email) and signs out. Newer-style paths at the storefront root (docs/architecture.md, docs/auth.md "Agents").
import { literal, object, optional, string, type Infer } from 'superstruct';

export const AGENT_LOGIN_PATH = '/s/auth/v1/agent/login';
export const AGENT_LOGOUT_PATH = '/s/auth/v1/agent/logout';
export const IMPERSONATION_LOGIN_PATH = '/s/auth/v1/impersonation/login';

/** botCheck: the ALTCHA payload (base64 JSON) when the bot check is asked, as on the customer login. */
export const AgentLoginRequest = object({
  email: string(),
  password: string(),
  botCheck: optional(string()),
});
export type AgentLoginRequest = Infer<typeof AgentLoginRequest>;

export const AgentProfile = object({
  id: string(),
  email: string(),
  name: string(),
});
export type AgentProfile = Infer<typeof AgentProfile>;

export const AgentLoginResponse = object({
  agent: AgentProfile,
  /** MOBILE channel only: the session id to send in `authorization` (WEB gets the HttpOnly cookie) */
  sessionId: optional(string()),
  sessionTimeOut: literal(false),
});
export type AgentLoginResponse = Infer<typeof AgentLoginResponse>;

/** The customer to act as: an email of a customer of the agent's own tenant. */
export const ImpersonationLoginRequest = object({
  email: string(),
});
export type ImpersonationLoginRequest = Infer<typeof ImpersonationLoginRequest>;

export const ImpersonatedCustomer = object({
  id: string(),
  email: string(),
  firstName: string(),
  accountType: string(),
});
export type ImpersonatedCustomer = Infer<typeof ImpersonatedCustomer>;

export const ImpersonationLoginResponse = object({
  user: ImpersonatedCustomer,
  agentId: string(),
  /** MOBILE only: the new session's id (the impersonation opens a new session; the agent's is ended) */
  sessionId: optional(string()),
  sessionTimeOut: literal(false),
});
export type ImpersonationLoginResponse = Infer<typeof ImpersonationLoginResponse>;

export const AgentLogoutResponse = object({ ok: literal(true) });
export type AgentLogoutResponse = Infer<typeof AgentLogoutResponse>;
