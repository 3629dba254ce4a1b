// spec §2 account home: a welcome, the account kind, the blocks (last purchases, favourite address, payment method, lists:
// src/views/account-home/home-blocks.ts) and, issue 16, the way to every account page as tiles with icons, grouped as the
// account navigation groups them (account-links.ts). The shell's session guard (this route's loader) has already required
// a signed-in session, so the loader data carries the user. Sign-out is accountHomeMachine's decision.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { SessionRouteData } from '../app/session-guard';
import { pagePath } from '../app/routes';
import type { accountHomeMachine } from '../../machines/account-home/account-home.machine';
import { accountHomeFlow } from '../account-home/account-home.flow';
import { accountLinkGroups } from '../account-home/account-links';
import { SignOutView } from '../account-home/account-home-sign-out';
import { signOutPath } from '../account-home/sign-out-path';
import { homeBlocks } from '../account-home/home-blocks';
import { PurchaseAllowanceNotice } from '../purchase-allowance/purchase-allowance-notice';
import { getInspect } from '../flows/inspect';
import { useFlowMachine } from '../flows/use-flow';
import { Icon } from '../shell/icons';
import { PAGE_ICONS } from '../shell/page-icons';
import { isPageBuilt } from '../shell/use-page-key';
import { useTenant } from '../shell/use-tenant';
import '../account-home/account-home.css';

export default function MyAccountPage() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  const tenant = useTenant();
  const navigate = useNavigate();
  const { session } = useLoaderData() as SessionRouteData;
  const user = session.user;

  const flowMachine = useFlowMachine(accountHomeFlow) as typeof accountHomeMachine;
  const machine = useMemo(
    () =>
      flowMachine.provide({
        // issue 30: an agent acting for a customer lands on the agent login
        actions: { goToLogin: () => void navigate(signOutPath(tenant.id, session), { replace: true }) },
      }),
    [flowMachine, navigate, tenant.id, session],
  );
  const actorRef = useActorRef(machine, { inspect: getInspect() });
  const initial = user?.firstName?.trim().charAt(0).toLocaleUpperCase(tenant.locale) ?? '';

  return (
    <article className="page account-home" data-page="myAccount" aria-labelledby="my-account-title">
      <header className="account-home__hero">
        <span className="account-home__avatar" aria-hidden="true">
          {initial || <Icon name="user" />}
        </span>
        <div className="account-home__who">
          {/* issue 16: a greeting that assumes no gender ("Hola, Lucía") */}
          <h1 id="my-account-title">{t('account.welcome', { name: user?.firstName ?? '' })}</h1>
          <p data-testid="account-kind" className="account-home__kind">
            {t(user?.accountType === 'ORGANIZATION' ? 'account.kind.ORGANIZATION' : 'account.kind.INDIVIDUAL')}
            {user && user.role !== 'individual' ? ` · ${t(`account.role.${user.role}`)}` : ''}
          </p>
          {session.agentId ? (
            <p role="note" className="account-home__agent">
              {t('account.impersonated')}
            </p>
          ) : null}
          {/* issue 30: a buyer's maximum purchase amount and what remains of it */}
          <PurchaseAllowanceNotice />
        </div>
        <SignOutView actorRef={actorRef} />
      </header>
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
      <nav className="account-tiles" aria-labelledby="account-tiles-title">
        <h2 id="account-tiles-title">{t('shell.accountShortcuts')}</h2>
        {accountLinkGroups(session, isPageBuilt, tenant.id).map(({ group, pages }) => (
          <section key={group} className="account-tiles__group" aria-labelledby={`account-tiles-${group}`}>
            <h3 id={`account-tiles-${group}`}>{t(`shell.accountNavGroups.${group}`)}</h3>
            <ul className="account-tiles__list">
              {pages.map((key) => (
                <li key={key}>
                  {/* the link's name is its whole visible text (title and line), as WCAG 2.5.3 asks */}
                  <Link className="tile" to={pagePath(key, tenant.id)}>
                    <span className="tile__icon">
                      <Icon name={PAGE_ICONS[key]} />
                    </span>
                    <span className="tile__body">
                      <span className="tile__title" id={`tile-title-${key}`}>
                        {t(`pages.${key}`)}
                      </span>
                      <span className="tile__text" id={`tile-text-${key}`}>
                        {t(`shell.tiles.${key}`)}
                      </span>
                    </span>
                    <Icon name="chevronRight" className="tile__chevron" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </article>
  );
}
