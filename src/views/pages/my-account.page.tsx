// spec §2 account home: a welcome, the account kind, the blocks (last purchases, favourite address, payment method, lists:
// src/views/account-home/home-blocks.ts) and the way to every account page. The shell's session guard (this route's loader)
// has already required a signed-in session, so the loader data carries the user. Sign-out is accountHomeMachine's decision.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { SessionRouteData } from '../app/session-guard';
import { ACCOUNT_AREA_KEYS, ROUTES, loginPath, pagePath } from '../app/routes';
import type { accountHomeMachine } from '../../machines/account-home/account-home.machine';
import { accountHomeFlow } from '../account-home/account-home.flow';
import { SignOutView } from '../account-home/account-home-sign-out';
import { homeBlocks } from '../account-home/home-blocks';
import { offersLoyaltyPoints } from '../../rules/loyalty';
import { visibleAccountPages } from '../company/page-access';
import { getInspect } from '../flows/inspect';
import { useFlowMachine } from '../flows/use-flow';
import { useTenant } from '../shell/use-tenant';

type LinkedPage = Exclude<(typeof ACCOUNT_AREA_KEYS)[number], 'myAccount'>;

/** Account pages reachable without a parameter (order details and cancellation need an order number). */
const LINKED_PAGES = ACCOUNT_AREA_KEYS.filter(
  (key): key is LinkedPage =>
    ROUTES[key].access === 'session' && key !== 'myAccount' && !ROUTES[key].path.includes(':orderNumber'),
);

// spec §6 does not say which role sees which page; our reading: company pages for company accounts (only companies manage
// collaborators), the agent report while an agent acts, everything else for everyone.
const COMPANY_PAGES: readonly LinkedPage[] = ['collaborators', 'companyDetails', 'userReport', 'creditLineUserReport'];
const AGENT_PAGES: readonly LinkedPage[] = ['agentUserReport'];

export function accountLinks(accountType: string | undefined, impersonated: boolean, tenantId?: string): LinkedPage[] {
  return LINKED_PAGES.filter(
    (key) =>
      (!COMPANY_PAGES.includes(key) || accountType === 'ORGANIZATION') &&
      (!AGENT_PAGES.includes(key) || impersonated) &&
      // spec §7: CMR points only where the tenant has the programme (src/rules/loyalty.ts)
      (key !== 'myCMRPoints' || offersLoyaltyPoints(tenantId)),
  );
}

export default function MyAccountPage() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  const tenant = useTenant();
  const navigate = useNavigate();
  const { session } = useLoaderData() as SessionRouteData;
  const user = session.user;

  const flowMachine = useFlowMachine(accountHomeFlow) as typeof accountHomeMachine;
  const machine = useMemo(
    () => flowMachine.provide({ actions: { goToLogin: () => void navigate(loginPath(tenant.id), { replace: true }) } }),
    [flowMachine, navigate, tenant.id],
  );
  const actorRef = useActorRef(machine, { inspect: getInspect() });

  return (
    <article className="page account-home" data-page="myAccount" aria-labelledby="my-account-title">
      <h1 id="my-account-title">{t('account.welcome', { name: user?.firstName ?? '' })}</h1>
      <p data-testid="account-kind">
        {t(user?.accountType === 'ORGANIZATION' ? 'account.kind.ORGANIZATION' : 'account.kind.INDIVIDUAL')}
        {user && user.role !== 'individual' ? ` · ${t(`account.role.${user.role}`)}` : ''}
      </p>
      {session.agentId ? <p role="note">{t('account.impersonated')}</p> : null}
      <div className="home-blocks">
        {homeBlocks.map(({ key, titleKey, emptyKey, Component, ownTitle }) =>
          Component && ownTitle ? (
            <div key={key} className="home-block" data-block={key}>
              <Component tenant={tenant} />
            </div>
          ) : (
            <section key={key} className="home-block" data-block={key} aria-labelledby={`home-block-${key}`}>
              <h2 id={`home-block-${key}`}>{ta(titleKey)}</h2>
              {Component ? <Component tenant={tenant} /> : <p className="empty-state">{ta(emptyKey)}</p>}
            </section>
          ),
        )}
      </div>
      <nav aria-label={t('account.sections')}>
        <ul className="account-links">
          {visibleAccountPages(accountLinks(user?.accountType, Boolean(session.agentId), tenant.id), session).map(
            (key) => (
              <li key={key}>
                <Link to={pagePath(key, tenant.id)}>{t(`pages.${key}`)}</Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <SignOutView actorRef={actorRef} />
    </article>
  );
}
