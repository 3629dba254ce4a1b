// spec §2: login. The page wires the real services into the login machine and, once signed in, goes where the user was going.
import { initialLoginMode } from '../../rules/login-mode';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { loginMachine } from '../../machines/login/login.machine';
import { socialLoginMachine, socialStartPath } from '../../machines/social-login/social-login.machine';
import { createAuthApi } from '../../services/auth.api';
import { createServiceClient } from '../../services/clients';
import { pagePath, RETURN_TO_PARAM, safeReturnTo } from '../app/routes';
import { botCheckAlways, loginActors } from '../login/login.actors';
import { LoginView } from '../login/login.view';
import { SocialLoginView } from '../social-login/social-login.view';
import { useTenant } from '../shell/use-tenant';
import { getInspect } from '../flows/inspect';

export default function LoginPage() {
  const { t } = useTranslation('login');
  const tenant = useTenant();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM), pagePath('myAccount', tenant.id));
  const machine = useMemo(() => {
    const storefront = createServiceClient('storefront', { tenant: tenant.id });
    return loginMachine.provide({ actors: loginActors(createAuthApi({ storefront }, tenant.backendStyle), storefront) });
  }, [tenant.id, tenant.backendStyle]);
  const actorRef = useActorRef(machine, {
    input: { returnTo, botCheckAlways: botCheckAlways(), mode: initialLoginMode(tenant, params.get('mode')) },
    inspect: getInspect(),
  });
  const socialMachine = useMemo(() => {
    const api = createAuthApi({ storefront: createServiceClient('storefront', { tenant: tenant.id }) }, tenant.backendStyle);
    return socialLoginMachine.provide({
      actors: { loadProviders: fromPromise<string[], void>(({ signal }) => api.socialProviders(signal)) },
      // the provider's pages are not ours: a full page load
      actions: { redirectToProvider: ({ context }) => window.location.assign(socialStartPath(tenant.id, context.chosen ?? '', context.returnTo)) },
    });
  }, [tenant.id, tenant.backendStyle]);
  const socialRef = useActorRef(socialMachine, { input: { returnTo }, inspect: getInspect() });
  const done = useSelector(actorRef, (s) => s.status === 'done');
  if (done) return <Navigate to={returnTo} replace />;
  return (
    <section className="page" data-page="login">
      {params.get('socialError') ? (
        <p className="banner banner--error" role="alert">
          {t('login.socialError')}
        </p>
      ) : null}
      <LoginView
        actorRef={actorRef}
        links={{
          recovery: pagePath('passwordRecovery', tenant.id),
          register: pagePath('personalRegistration', tenant.id),
          agentLogin: pagePath('agentLogin', tenant.id),
        }}
      />
      <SocialLoginView actorRef={socialRef} />
    </section>
  );
}
