// Flow registry entry (issue 6) for the agent login and impersonation (spec §6, §8).
import { defineFlow } from '../../flows/define-flow';
import { agentLoginMachine } from '../../machines/agent-login/agent-login.machine';
import { agentLoginFlowSamples } from '../../machines/agent-login/agent-login.samples';

export const agentLoginFlow = defineFlow({
  name: 'agent-login',
  description: 'An agent signs in (bot check, lockout, retry), names a customer of the tenant by email and acts as them, or signs out (spec §6, §8).',
  machine: agentLoginMachine,
  loadView: () => import('./agent-login.view').then((m) => m.AgentLoginView),
  samples: agentLoginFlowSamples,
  namespaces: ['agent', 'login'],
  driver: {},
  delays: {},
  input: () => ({ botCheckAlways: false }),
  // typed values only as filled, valid or not; the error only as "none", "bot" or "other"
  graphContext: (c) => ({
    email: c.email !== '',
    password: c.password !== '',
    customer: c.customerEmail === '' ? 'empty' : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c.customerEmail) ? 'valid' : 'invalid',
    agent: c.agent !== null,
    error: c.error === null ? null : c.error === 'RECAPTCHA_ERROR' ? 'bot' : 'other',
    bot: c.botCheckRequired,
    fieldErrors: c.showFieldErrors,
    customerError: c.showCustomerError,
  }),
  complete: true,
});
