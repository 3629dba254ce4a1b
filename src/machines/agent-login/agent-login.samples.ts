// Sample events of agentLoginMachine, shared by the machine test, the model test and the flow tooling (pure data).
import type { AgentFailure, AgentLoginEvent, AgentLoginInput } from './agent-login.types';

export const agentLoginSampleInput: AgentLoginInput = { botCheckAlways: false };

export const agentSampleCredentials = { email: 'agent.cl@demo.example.com', password: 'Cuenta.Demo2026' } as const;
export const agentSampleCustomerEmail = 'shopper.cl@demo.example.com';

export const agentLoginSampleEvents: AgentLoginEvent[] = [
  { type: 'field.change', field: 'email', value: agentSampleCredentials.email },
  { type: 'field.change', field: 'password', value: agentSampleCredentials.password },
  { type: 'field.change', field: 'customerEmail', value: agentSampleCustomerEmail },
  { type: 'field.change', field: 'customerEmail', value: 'no-es-un-correo' },
  { type: 'form.submit' },
  { type: 'login.retry' },
  { type: 'customer.submit' },
  { type: 'impersonation.retry' },
  { type: 'agent.logout' },
];

/** One failure per code the agent login answers (spec §8), as submitAgentLogin rejects with them. */
export const agentLoginSampleFailures: AgentFailure[] = [
  { code: 'AGENT_LOGIN_ERROR', details: { botCheckRequired: false } },
  { code: 'AGENT_LOGIN_ERROR', details: { botCheckRequired: true } },
  { code: 'RECAPTCHA_ERROR', details: { botCheckRequired: true } },
  { code: 'ACCOUNT_BLOCKED' },
  { code: 'ACCOUNT_REMAINS_LOCKED' },
  { code: 'RATE_LIMITED' },
  { code: 'GENERIC_ERROR' },
];

/** Failures of the impersonation and of the agent logout. */
export const impersonationSampleFailures: AgentFailure[] = [
  { code: 'NOT_FOUND' },
  { code: 'INVALID_AGENT_SESSION_ERROR' },
  { code: 'GENERIC_ERROR' },
];
export const logoutSampleFailures: AgentFailure[] = [{ code: 'AGENT_LOGOUT_ERROR' }, { code: 'GENERIC_ERROR' }];

/** Samples in the flow registry's shape (src/flows/flow-entry.types.ts): user events plus the server outcomes. */
export const agentLoginFlowSamples = {
  common: [
    ...agentLoginSampleEvents,
    { type: 'xstate.done.actor.solveBotCheck', output: 'altcha-payload' },
    { type: 'xstate.error.actor.solveBotCheck', error: new Error('bot check timed out') },
    { type: 'xstate.done.actor.submitAgentLogin', output: { id: 'a1', name: 'Agente Demo Chile' } },
    ...agentLoginSampleFailures.map((error) => ({ type: 'xstate.error.actor.submitAgentLogin' as const, error })),
    { type: 'xstate.done.actor.impersonateCustomer', output: { id: 'u1', firstName: 'Camila' } },
    ...impersonationSampleFailures.map((error) => ({ type: 'xstate.error.actor.impersonateCustomer' as const, error })),
    { type: 'xstate.done.actor.logoutAgent' },
    ...logoutSampleFailures.map((error) => ({ type: 'xstate.error.actor.logoutAgent' as const, error })),
  ],
} as const;
