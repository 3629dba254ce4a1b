// spec §2: login. The page starts the login and social-login flows (useFlow) and, once signed in, goes where the user was going.
import { useSelector } from '@xstate/react';
import { initialLoginMode } from '../../rules/login-mode';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { SESSION_EXPIRED_PARAM } from '../../machines/session/session.connect';
import { safeReturnTo } from '../../rules/return-to';
import { pagePath, RETURN_TO_PARAM } from '../app/routes';
import { useFlow } from '../flows/use-flow';
import { loginFlow } from '../login/login.flow';
import { LoginView } from '../login/login.view';
import { socialLoginFlow } from '../social-login/social-login.flow';
import { SocialLoginView } from '../social-login/social-login.view';
import { useTenant } from '../shell/use-tenant';

export default function LoginPage() {
  const { t } = useTranslation(['login', 'common']);
  const tenant = useTenant();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM), pagePath('myAccount', tenant.id));
  // issue 14: a business tenant (pe-b2b) opens on the company login
  const actorRef = useFlow(loginFlow, { returnTo, mode: initialLoginMode(tenant, params.get('mode')) });
  const socialRef = useFlow(socialLoginFlow, { returnTo });
  const done = useSelector(actorRef, (s) => s.status === 'done');
  if (done) return <Navigate to={returnTo} replace />;
  return (
    <section className="page" data-page="login">
      {params.get(SESSION_EXPIRED_PARAM) ? (
        <div className="banner banner--info" role="status" data-testid="session-expired-notice">
          <p>
            <strong>{t('common:session.expiredTitle')}</strong>
          </p>
          <p>{t('session.expiredLoginNotice')}</p>
        </div>
      ) : null}
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
          collaboratorFirstLogin: pagePath('collaboratorFirstLogin', tenant.id),
        }}
      />
      <SocialLoginView actorRef={socialRef} />
    </section>
  );
}
