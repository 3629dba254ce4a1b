// The app shell: skip link, header (tenant, tenant switcher, locale), main, footer with the legal pages, toaster.
// The screen class of spec §2 is on the layout root as data-screen-class; shell.css lays out each class.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLoaderData, useMatches } from 'react-router';
import { getTenant } from '../../tenants/tenants';
import { findPageLoader, type PageHandle } from '../app/page-modules';
import { LEGAL_PAGE_KEYS, ROUTES, legalPath, pagePath, type PageKey } from '../app/routes';
import type { TenantRouteData } from '../app/tenant-loader';
import { NotAvailable } from './not-available';
import { useScreenClass } from './screen-class';
import { TenantSwitcher } from './tenant-switcher';
import { ToasterProvider } from './toaster';
import './shell.css';

// spec §4: one app-level session actor watches every signed-in page (activity refreshes, expiry sends to login and back).
// Loaded lazily so that public routes such as login do not carry it.
// spec §9 (issue 14): the consent check after login where the tenant requires consents
const ConsentGate = lazy(() => import('../company/consent-gate').then((m) => ({ default: m.ConsentGate })));
const SessionWatcher = lazy(() => import('../session/session-watcher').then((m) => ({ default: m.SessionWatcher })));

function WatchSession({
  pageKey,
  tenant,
  children,
}: {
  pageKey: PageKey;
  tenant: ReturnType<typeof getTenant>;
  children: ReactNode;
}) {
  if (ROUTES[pageKey].access !== 'session') return <>{children}</>;
  return (
    <SessionWatcher tenant={tenant}>
      <ConsentGate tenant={tenant} />
      {children}
    </SessionWatcher>
  );
}

function usePageKey(unknownTenant: boolean): PageKey {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  if (unknownTenant || !handle || !findPageLoader(handle.pageKey)) return 'pageNotAvailable';
  return handle.pageKey;
}

/** Shown while the first route's loaders run (tenant language, session check). */
export function ShellLoading() {
  const { t } = useTranslation();
  return (
    <p className="app-loading" role="status">
      {t('shell.loading')}
    </p>
  );
}

export function AppLayout() {
  const { tenantId, unknownTenant } = useLoaderData() as TenantRouteData;
  const tenant = getTenant(tenantId);
  const { t } = useTranslation();
  const screenClass = useScreenClass();
  const pageKey = usePageKey(unknownTenant);

  return (
    <ToasterProvider>
      <div className="app" data-screen-class={screenClass} data-tenant={tenant.id} data-page-key={pageKey}>
        <title>{`${t(`pages.${pageKey}`)} · ${tenant.name}`}</title>
        <a className="skip-link" href="#main">
          {t('shell.skipLink')}
        </a>
        <header className="app-header">
          <Link className="brand" to={pagePath('myAccount', tenant.id)}>
            {t('shell.appName')}
          </Link>
          <p className="tenant">
            <span className="visually-hidden">{t('shell.tenant')}: </span>
            <span data-testid="tenant-name">{tenant.name}</span>
            {' · '}
            <span className="locale" aria-label={t('shell.locale')} data-testid="locale">
              {tenant.locale}
            </span>
          </p>
          <TenantSwitcher tenant={tenant} />
          <nav className="main-nav" aria-label={t('shell.mainNavigation')}>
            <Link to={pagePath('myAccount', tenant.id)}>{t('shell.myAccount')}</Link>
            {/* a signed-in page (the guard let the user in) offers no login link: "Iniciar sesión" next to "Hola, Camila" confuses */}
            {ROUTES[pageKey].access !== 'session' && (
              // issue 14: a business tenant (pe-b2b) offers the company login (the login page opens on it)
              <Link to={pagePath('login', tenant.id)}>{tenant.b2b ? t('shell.companyLogin') : t('shell.login')}</Link>
            )}
          </nav>
        </header>
        <main id="main" className="app-main" tabIndex={-1}>
          <Suspense fallback={<p role="status">{t('shell.loading')}</p>}>
            {unknownTenant ? (
              <NotAvailable />
            ) : (
              <WatchSession pageKey={pageKey} tenant={tenant}>
                <Outlet />
              </WatchSession>
            )}
          </Suspense>
        </main>
        <footer className="app-footer">
          <nav aria-label={t('shell.legalNavigation')}>
            <ul>
              {LEGAL_PAGE_KEYS.map((key) => (
                <li key={key}>
                  <Link to={legalPath(key, tenant)}>{t(`pages.${key}`)}</Link>
                </li>
              ))}
              <li>
                <Link to={pagePath('zonesAndStores', tenant.id)}>{t('pages.zonesAndStores')}</Link>
              </li>
              <li>
                <Link to={pagePath('pointsTerms', tenant.id)}>{t('pages.pointsTerms')}</Link>
              </li>
            </ul>
          </nav>
          <p>{t('shell.footer')}</p>
        </footer>
      </div>
    </ToasterProvider>
  );
}
