// Issue 9 (STYLE.md §16): the agent login flow's edge (spec §6, §8): an agent signs in (bot check, lockout, retry), names a
// customer of the tenant by email and acts as them, or signs out.
import { defineFlow } from '../../flows/define-flow';
import { agentLoginMachine } from '../../machines/agent-login/agent-login.machine';
import { agentLoginFlowSamples } from '../../machines/agent-login/agent-login.samples';
import type { ImpersonatedCustomer, SignedInAgent } from '../../machines/agent-login/agent-login.types';
import { createAgentApi } from '../../services/agent.api';
import { botCheckAlways } from '../../services/config';
import { serviceActor } from '../shared/service-actor';
import type { AgentLoginRequest } from '../../contracts/agent.contract';

export const agentLoginFlow = defineFlow({
  name: 'agent-login',
  description:
    'An agent signs in (bot check, lockout, retry), names a customer of the tenant by email and acts as them, or signs out (spec §6, §8).',
  machine: agentLoginMachine,
  loadView: () => import('./agent-login.view').then((m) => m.AgentLoginView),
  namespaces: ['agent', 'login'],
  samples: agentLoginFlowSamples,
  delays: {},
  input: (_tenant, page) => ({ botCheckAlways: page ? botCheckAlways() : false }),
  implementations: (env) => {
    const storefront = env.clients.storefront;
    const api = createAgentApi(storefront);
    return {
      actors: {
        // issue 17: the solver (altcha-lib) loads when a bot check is asked for, not with the page
        solveBotCheck: serviceActor(env, async (_input, signal) =>
          (await import('../../services/auth-bot-check.api')).solveBotCheck(storefront, signal),
        ),
        submitAgentLogin: serviceActor<SignedInAgent, AgentLoginRequest>(env, async (input, signal) => {
          const agent = await api.login(input, signal);
          return { id: agent.id, name: agent.name };
        }),
        impersonateCustomer: serviceActor<ImpersonatedCustomer, { email: string }>(env, async (input, signal) => {
          const user = await api.impersonate(input.email, signal);
          return { id: user.id, firstName: user.firstName };
        }),
        logoutAgent: serviceActor<void>(env, (_input, signal) => api.logout(signal).then(() => undefined)),
      },
    };
  },
  driver: {
    'field.change': (d, event) => d.fill(event.field, event.value),
    'form.submit': (d) => d.clickSelector('button[type="submit"]'),
    'customer.submit': (d) => d.clickSelector('button[type="submit"]'),
    'login.retry': (d) => d.click(d.t('agent:login.retry')),
    'impersonation.retry': (d) => d.click(d.t('agent:customer.retry')),
    'agent.logout': (d) => d.click(d.t('agent:customer.logout')),
  },
  // typed values only as filled, valid or not; the error only as "none", "bot" or "other"
  graphContext: (c) => ({
    email: c.email !== '',
    password: c.password !== '',
    customer:
      c.customerEmail === '' ? 'empty' : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c.customerEmail) ? 'valid' : 'invalid',
    agent: c.agent !== null,
    error: c.error === null ? null : c.error === 'RECAPTCHA_ERROR' ? 'bot' : 'other',
    bot: c.botCheckRequired,
    fieldErrors: c.showFieldErrors,
    customerError: c.showCustomerError,
  }),
  complete: true,
});
