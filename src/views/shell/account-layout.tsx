// issue 16: the account area's layout. A side navigation at tablet and desktop and a menu (a disclosure) below, both
// listing only the pages the account may open (account-links.ts: the permissions policy and the account kind); the
// page's breadcrumbs above its content. The navigation sits outside <main>: main is the page itself.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useParams } from 'react-router';
import type { TenantConfig } from '../../tenants/tenant.types';
import { accountLinkGroups } from '../account-home/account-links';
import { pagePath, type LegalPageKey, type PageKey } from '../app/routes';
import { useAccountShellPrerender } from './account-shell-prerender';
import { Icon } from './icons';
import { PAGE_ICONS } from './page-icons';
import { isPageBuilt } from './use-page-key';
import { useRouteSession } from './use-signed-in';

function AccountNav({ tenant }: { tenant: TenantConfig }) {
  const { t } = useTranslation();
  const session = useRouteSession();
  const location = useLocation();
  // the menu's open state is the view's own (no flow decides it); it closes when the page changes
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.pathname;
  // issue 17: the frame prerendered for any signed-in account lists no groups (they are the account's own)
  const prerender = useAccountShellPrerender();
  const groups = prerender ? [] : accountLinkGroups(session, isPageBuilt, tenant.id);
  const listId = 'account-nav-list';
  return (
    <nav className="account-nav" aria-label={t('account.sections')} data-open={open || undefined}>
      <button
        type="button"
        className="account-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenAt(open ? null : location.pathname)}
      >
        <Icon name="menu" />
        <span>{t('shell.accountMenu')}</span>
        <Icon name="chevronDown" className="account-nav__chevron" />
      </button>
      <div className="account-nav__panel" id={listId}>
        <NavLink end className="account-nav__link account-nav__link--home" to={pagePath('myAccount', tenant.id)}>
          <Icon name="home" />
          <span>{t('pages.myAccount')}</span>
        </NavLink>
        {groups.map(({ group, pages }) => (
          <div key={group} className="account-nav__group">
            <p className="account-nav__group-title" id={`account-nav-${group}`}>
              {t(`shell.accountNavGroups.${group}`)}
            </p>
            <ul aria-labelledby={`account-nav-${group}`}>
              {pages.map((key) => (
                <li key={key}>
                  <NavLink className="account-nav__link" to={pagePath(key, tenant.id)}>
                    <Icon name={PAGE_ICONS[key]} />
                    <span>{t(`pages.${key}`)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

/** The pages above a page in the account area (the account home is always the first). */
type AccountPageKey = Exclude<PageKey, LegalPageKey>;

function parentsOf(pageKey: PageKey): AccountPageKey[] {
  if (pageKey === 'orderDetails') return ['myOrders'];
  if (pageKey === 'myOrdersCancellation') return ['myOrders', 'orderDetails'];
  return [];
}

function Breadcrumbs({ tenant, pageKey }: { tenant: TenantConfig; pageKey: PageKey }) {
  const { t } = useTranslation();
  const params = useParams();
  if (pageKey === 'myAccount') return null;
  const orderNumber = params.orderNumber ?? '';
  const trail = (['myAccount', ...parentsOf(pageKey)] as AccountPageKey[]).map((key) => ({
    key,
    href: pagePath(key, tenant.id, key === 'orderDetails' ? { orderNumber } : {}),
  }));
  return (
    <nav className="breadcrumbs" aria-label={t('shell.breadcrumbs')}>
      <ol>
        {trail.map(({ key, href }) => (
          <li key={key}>
            <Link to={href}>{t(`pages.${key}`)}</Link>
            <Icon name="chevronRight" className="breadcrumbs__sep" />
          </li>
        ))}
        <li aria-current="page">{t(`pages.${pageKey}`)}</li>
      </ol>
    </nav>
  );
}

export function AccountLayout({
  tenant,
  pageKey,
  children,
}: {
  tenant: TenantConfig;
  pageKey: PageKey;
  children: ReactNode;
}) {
  return (
    // the account home lays out every page as tiles: the navigation would only repeat them there
    <div className="container account-layout" data-home={pageKey === 'myAccount' || undefined}>
      {pageKey === 'myAccount' ? null : <AccountNav tenant={tenant} />}
      <main id="main" className="app-main account-layout__main" tabIndex={-1}>
        <Breadcrumbs tenant={tenant} pageKey={pageKey} />
        {children}
      </main>
    </div>
  );
}
