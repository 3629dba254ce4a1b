// spec §2 account home: a welcome, the account kind, and the way to every account page. The shell's session guard (this route's
// loader) has already required a signed-in session, so the loader data carries the user.
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { SessionRouteData } from '../app/session-guard';
import { ACCOUNT_AREA_KEYS, ROUTES, loginPath, pagePath } from '../app/routes';
import { createAuthApi } from '../../services/auth.api';
import { createServiceClient } from '../../services/clients';
import { useTenant } from '../shell/use-tenant';

type LinkedPage = Exclude<(typeof ACCOUNT_AREA_KEYS)[number], 'myAccount'>;

/** Account pages reachable without a parameter (order details and cancellation need an order number). */
const LINKED_PAGES = ACCOUNT_AREA_KEYS.filter(
  (key): key is LinkedPage => ROUTES[key].access === 'session' && key !== 'myAccount' && !ROUTES[key].path.includes(':orderNumber'),
);

// spec §6 does not say which role sees which page; our reading: company pages for company accounts (only companies manage
// collaborators), the agent report while an agent acts, everything else for everyone.
const COMPANY_PAGES: readonly LinkedPage[] = ['collaborators', 'companyDetails', 'userReport', 'creditLineUserReport'];
const AGENT_PAGES: readonly LinkedPage[] = ['agentUserReport'];

export function accountLinks(accountType: string | undefined, impersonated: boolean): LinkedPage[] {
  return LINKED_PAGES.filter(
    (key) => (!COMPANY_PAGES.includes(key) || accountType === 'ORGANIZATION') && (!AGENT_PAGES.includes(key) || impersonated),
  );
}

export default function MyAccountPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const navigate = useNavigate();
  const { session } = useLoaderData() as SessionRouteData;
  const user = session.user;

  // Signing out is one call and a navigation, whatever its answer: the server ends the session, or it had already ended.
  const signOut = async () => {
    const api = createAuthApi({ storefront: createServiceClient('storefront', { tenant: tenant.id }) }, tenant.backendStyle);
    await api.logout().catch(() => undefined);
    navigate(loginPath(tenant.id), { replace: true });
  };

  return (
    <article className="page account-home" data-page="myAccount" aria-labelledby="my-account-title">
      <h1 id="my-account-title">{t('account.welcome', { name: user?.firstName ?? '' })}</h1>
      <p data-testid="account-kind">
        {t(user?.accountType === 'ORGANIZATION' ? 'account.kind.ORGANIZATION' : 'account.kind.INDIVIDUAL')}
        {user && user.role !== 'individual' ? ` · ${t(`account.role.${user.role}`)}` : ''}
      </p>
      {session.agentId ? <p role="note">{t('account.impersonated')}</p> : null}
      <nav aria-label={t('account.sections')}>
        <ul className="account-links">
          {accountLinks(user?.accountType, Boolean(session.agentId)).map((key) => (
            <li key={key}>
              <Link to={pagePath(key, tenant.id)}>{t(`pages.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="button-secondary" onClick={() => void signOut()}>
        {t('account.signOut')}
      </button>
    </article>
  );
}
