// spec §2, §6: agent login. The page wires the real services into the agent-login machine and, once the agent acts as a
// customer, goes to the account home (which notes the impersonation: session.agentId).
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { fromPromise } from 'xstate';
import { agentLoginMachine } from '../../machines/agent-login/agent-login.machine';
import type { AgentCredentials, AgentFailure, ImpersonatedCustomer, SignedInAgent } from '../../machines/agent-login/agent-login.types';
import { createAgentApi } from '../../services/agent.api';
import { solveBotCheck } from '../../services/auth-bot-check.api';
import { createServiceClient } from '../../services/clients';
import { isApiError, SessionExpiredError } from '../../services/errors';
import { pagePath } from '../app/routes';
import { AgentLoginView } from '../agent-login/agent-login.view';
import { getInspect } from '../flows/inspect';
import { botCheckAlways } from '../../services/config';
import { useTenant } from '../shell/use-tenant';

/** Service errors become the { code, botCheckRequired } the machine reads. */
function toFailure(error: unknown): AgentFailure {
  if (error instanceof SessionExpiredError) return { code: 'SESSION_EXPIRED' };
  if (isApiError(error)) return { code: error.code ?? 'GENERIC_ERROR', botCheckRequired: error.details?.botCheckRequired === true };
  return { code: 'GENERIC_ERROR' };
}

const failing = <T,>(work: () => Promise<T>) => work().catch((error: unknown) => Promise.reject(toFailure(error)));

export default function AgentLoginPage() {
  const tenant = useTenant();
  const machine = useMemo(() => {
    const storefront = createServiceClient('storefront', { tenant: tenant.id });
    const api = createAgentApi(storefront);
    return agentLoginMachine.provide({
      actors: {
        solveBotCheck: fromPromise<string, void>(({ signal }) => solveBotCheck(storefront, signal)),
        submitAgentLogin: fromPromise<SignedInAgent, AgentCredentials>(({ input, signal }) =>
          failing(async () => {
            const agent = await api.login(input, signal);
            return { id: agent.id, name: agent.name };
          }),
        ),
        impersonateCustomer: fromPromise<ImpersonatedCustomer, { email: string }>(({ input, signal }) =>
          failing(async () => {
            const user = await api.impersonate(input.email, signal);
            return { id: user.id, firstName: user.firstName };
          }),
        ),
        logoutAgent: fromPromise<void, void>(({ signal }) => failing(() => api.logout(signal))),
      },
    });
  }, [tenant.id]);
  const actorRef = useActorRef(machine, { input: { botCheckAlways: botCheckAlways() }, inspect: getInspect() });
  const done = useSelector(actorRef, (s) => s.status === 'done');
  if (done) return <Navigate to={pagePath('myAccount', tenant.id)} replace />;
  return (
    <section className="page" data-page="agentLogin">
      <AgentLoginView actorRef={actorRef} customerLoginHref={pagePath('login', tenant.id)} />
    </section>
  );
}
