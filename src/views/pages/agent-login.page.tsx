// spec §2, §6: agent login. The page starts the flow (useFlow) and, once the agent acts as a customer, goes to the account
// home (which notes the impersonation: session.agentId).
import { useSelector } from '@xstate/react';
import { Navigate } from 'react-router';
import { pagePath } from '../app/routes';
import { agentLoginFlow } from '../agent-login/agent-login.flow';
import { AgentLoginView } from '../agent-login/agent-login.view';
import { useFlow } from '../flows/use-flow';
import { useTenant } from '../shell/use-tenant';

export default function AgentLoginPage() {
  const tenant = useTenant();
  const actorRef = useFlow(agentLoginFlow);
  const done = useSelector(actorRef, (s) => s.status === 'done');
  if (done) return <Navigate to={pagePath('myAccount', tenant.id)} replace />;
  return (
    <section className="page" data-page="agentLogin">
      <AgentLoginView actorRef={actorRef} customerLoginHref={pagePath('login', tenant.id)} />
    </section>
  );
}
