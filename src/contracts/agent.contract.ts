// spec §6, §7, §8: the agent journey. An agent signs in through the agent login, impersonates a customer of the same
// tenant (named by email) and signs out. Newer-style paths at the storefront root (docs/architecture.md, docs/auth.md "Agents").
import { boolean, literal, object, optional, string, type Infer } from 'superstruct';
import { defineEndpoint, EmptyBody } from './endpoint';

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

export const AgentLogin = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/auth/v1/agent/login',
  body: AgentLoginRequest,
  response: AgentLoginResponse,
});
/** Needs the agent's live session; replaces it with a session of the customer (agentId set). */
export const ImpersonationLogin = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/auth/v1/impersonation/login',
  body: ImpersonationLoginRequest,
  response: ImpersonationLoginResponse,
});
/** Ends the agent's whole session (impersonating or not). */
export const AgentLogout = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/auth/v1/agent/logout',
  body: EmptyBody,
  response: AgentLogoutResponse,
});

/**
 * spec §7 (Agent): the analytics hash. An id of the signed-in account for the tag manager that names no one: the same for
 * the account in every session, different in each tenant, not reversible to the account; `impersonated` says an agent is
 * acting, so that analytics can tell the customer's own visits from an agent's.
 */
export const AnalyticsHash = object({
  hash: string(),
  impersonated: boolean(),
});
export type AnalyticsHash = Infer<typeof AnalyticsHash>;

export const GetAnalyticsHash = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/account/v1/analytics-info/hash',
  response: AnalyticsHash,
});
