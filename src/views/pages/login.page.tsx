// spec §2: login. The page wires the real services into the login machine and, once signed in, goes where the user was going.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { loginMachine } from '../../machines/login/login.machine';
import { createAuthApi } from '../../services/auth.api';
import { createServiceClient } from '../../services/clients';
import { pagePath, RETURN_TO_PARAM, safeReturnTo } from '../app/routes';
import { botCheckAlways, loginActors } from '../login/login.actors';
import { LoginView } from '../login/login.view';
import { useTenant } from '../shell/use-tenant';

export default function LoginPage() {
  const tenant = useTenant();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM), pagePath('myAccount', tenant.id));
  const machine = useMemo(() => {
    const storefront = createServiceClient('storefront', { tenant: tenant.id });
    return loginMachine.provide({ actors: loginActors(createAuthApi({ storefront }, tenant.backendStyle), storefront) });
  }, [tenant.id, tenant.backendStyle]);
  const actorRef = useActorRef(machine, {
    input: { returnTo, botCheckAlways: botCheckAlways(), mode: params.get('mode') === 'company' ? 'company' : 'personal' },
  });
  const done = useSelector(actorRef, (s) => s.status === 'done');
  if (done) return <Navigate to={returnTo} replace />;
  return (
    <section className="page" data-page="login">
      <LoginView
        actorRef={actorRef}
        links={{
          recovery: pagePath('passwordRecovery', tenant.id),
          register: pagePath('personalRegistration', tenant.id),
          agentLogin: pagePath('agentLogin', tenant.id),
        }}
      />
    </section>
  );
}
