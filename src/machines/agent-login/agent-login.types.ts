// spec §6, §8: the agent journey. The agent signs in (agent login, with the customer login's bot check and lockout), names a
// customer of the tenant by email, and the session then acts as that customer. Context, events, input, actor and delay names.

/** spec §8: codes of the agent login the flow has a message for (anything else is GENERIC_ERROR) */
export const AGENT_LOGIN_ERROR_CODES = [
  'AGENT_LOGIN_ERROR',
  'RECAPTCHA_ERROR',
  'ACCOUNT_BLOCKED',
  'ACCOUNT_REMAINS_LOCKED',
  'RATE_LIMITED',
  'GENERIC_ERROR',
] as const;
/** codes of the impersonation and the agent logout */
export const IMPERSONATION_ERROR_CODES = [
  'NOT_FOUND',
  'INVALID_AGENT_SESSION_ERROR',
  'AGENT_LOGOUT_ERROR',
  'GENERIC_ERROR',
] as const;

export type AgentLoginErrorCode = (typeof AGENT_LOGIN_ERROR_CODES)[number];
export type ImpersonationErrorCode = (typeof IMPERSONATION_ERROR_CODES)[number];
export type AgentErrorCode = AgentLoginErrorCode | ImpersonationErrorCode;

/** spec §8: the lock codes; the agent can still retry, the server decides */
export const AGENT_LOCKED_CODES: readonly AgentErrorCode[] = ['ACCOUNT_BLOCKED', 'ACCOUNT_REMAINS_LOCKED'];

export interface SignedInAgent {
  id: string;
  name: string;
}

export interface ImpersonatedCustomer {
  id: string;
  firstName: string;
}

/** What a failed actor rejects with: a code and, for the agent login, whether the next try needs the bot check. */
/** What a failed call rejects with (the shared ActorFailure shape of src/views/shared/service-actor.ts). */
export interface AgentFailure {
  code: string;
  status?: number;
  details?: { botCheckRequired?: boolean };
}

export interface AgentLoginInput {
  /** true when the bot check is asked on every login (BOT_CHECK_MODE=always) */
  botCheckAlways: boolean;
}

export interface AgentLoginContext {
  email: string;
  password: string;
  customerEmail: string;
  agent: SignedInAgent | null;
  customer: ImpersonatedCustomer | null;
  botCheckRequired: boolean;
  botCheck: string | null;
  error: AgentErrorCode | null;
  /** set after a submit with missing or malformed fields, so the view shows the field errors */
  showFieldErrors: boolean;
  showCustomerError: boolean;
}

export type AgentLoginEvent =
  | { type: 'field.change'; field: 'email' | 'password' | 'customerEmail'; value: string }
  | { type: 'form.submit' }
  | { type: 'login.retry' }
  | { type: 'customer.submit' }
  | { type: 'impersonation.retry' }
  | { type: 'agent.logout' };

/** Named side effects, supplied by the view with provide(). */
export type AgentLoginActorName = 'solveBotCheck' | 'submitAgentLogin' | 'impersonateCustomer' | 'logoutAgent';
