// The app shell: skip link, the storefront's header, the page in its layout (the sign-in card, the account area with its
// navigation, or a plain content column), the footer, the toaster. Issue 16: the brand of the tenant is on the layout root
// as data-brand (brands.css), the screen class of spec §2 as data-screen-class. Plain CSS, one stylesheet per layer.
import { memo, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData } from 'react-router';
import { brandOf } from '../../tenants/brands';
import { loadWithRetry } from '../../i18n/resource-load';
import type { TenantConfig } from '../../tenants/tenant.types';
import { getTenant } from '../../tenants/tenants';
import { ROUTES, type PageKey } from '../app/routes';
import type { TenantRouteData } from '../app/tenant-loader';
import { useAccountShellPrerender } from './account-shell-prerender';
import { AUTH_PAGES, AuthLayout } from './auth-layout';
import { NotAvailable } from './not-available';
import { preloadable } from './preloadable';
import { useScreenClass } from './screen-class';
import { ToasterProvider } from './toaster';
import { usePageKey } from './use-page-key';
import './styles/tokens.css';
import './styles/brands.css';
import './styles/base.css';
import './styles/header.css';
import './styles/footer.css';
import './styles/layouts.css';
import './shell.css';
import './styles/components.css';
import './styles/toaster.css';

// spec §4: one app-level session actor watches every signed-in page (activity refreshes, expiry sends to login and back).
// Loaded lazily so that public routes such as login do not carry it.
// spec §9 (issue 14): the consent check after login where the tenant requires consents
const consentGate = preloadable(() => import('../company/consent-gate').then((m) => m.ConsentGate));
const sessionWatcher = preloadable(() => import('../session/session-watcher').then((m) => m.SessionWatcher));
// issue 17: the account area's layout (its navigation and the policy of who sees which page) is the signed-in pages' only:
// the login's first load does not carry it
const accountLayout = preloadable(() => import('./account-layout').then((m) => m.AccountLayout));
const ConsentGate = consentGate.Component;
const SessionWatcher = sessionWatcher.Component;
const AccountLayout = accountLayout.Component;

// Issue 28 item 5: the storefront's header and footer (site-chrome.ts) are a lazy chunk, requested by src/main.tsx at start.
// A prerendered guest page is hydrated without waiting for it: its header and footer are Suspense boundaries that React
// leaves as painted and hydrates when the chunk arrives. Anything rendered rather than hydrated (an account frame, a page
// without markup, a later page) waits for it before the first render, so the chrome never appears after the page.
const loadSiteChrome = () => loadWithRetry('site chrome', () => import('./site-chrome'));
const siteHeader = preloadable(() => loadSiteChrome().then((m) => m.SiteHeader));
const siteFooter = preloadable(() => loadSiteChrome().then((m) => m.SiteFooter));
const SiteHeader = siteHeader.Component;
const SiteFooter = siteFooter.Component;

/** The header and footer in memory: src/main.tsx awaits it before a render that is not a hydration, as the prerender does. */
export async function preloadSiteChrome(): Promise<void> {
  await Promise.all([siteHeader.preload(), siteFooter.preload()]);
}

// Memoised on the tenant (one object per tenant): a boundary still waiting to be hydrated is left alone when the layout
// renders again (the screen class switches just after hydration), since an update to it would make React drop the painted
// header and render it anew.
const HeaderSlot = memo(function HeaderSlot({ tenant }: { tenant: TenantConfig }) {
  return (
    <Suspense fallback={null}>
      <SiteHeader tenant={tenant} />
    </Suspense>
  );
});
const FooterSlot = memo(function FooterSlot({ tenant }: { tenant: TenantConfig }) {
  return (
    <Suspense fallback={null}>
      <SiteFooter tenant={tenant} />
    </Suspense>
  );
});

/** Issue 17: a signed-in page's route loader awaits this, so the shell around the page renders without suspending. */
export async function preloadSessionShell(): Promise<void> {
  await Promise.all([sessionWatcher.preload(), consentGate.preload(), accountLayout.preload()]);
}

/** The account area's layout in memory (the build's prerender of the account frame renders it without a route loader). */
export const preloadAccountLayout = accountLayout.preload;

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
  const brand = brandOf(tenant);
  const { t } = useTranslation();
  const screenClass = useScreenClass();
  const pageKey = usePageKey(unknownTenant);
  const loading = <p role="status">{t('shell.loading')}</p>;

  // issue 17: the account frame prerendered at build time holds the loading line where the page will be
  const content = useAccountShellPrerender() ? (
    loading
  ) : (
    <Suspense fallback={loading}>
      {unknownTenant ? (
        <NotAvailable />
      ) : (
        <WatchSession pageKey={pageKey} tenant={tenant}>
          <Outlet />
        </WatchSession>
      )}
    </Suspense>
  );

  let page: ReactNode;
  if (ROUTES[pageKey].access === 'session')
    page = (
      <AccountLayout tenant={tenant} pageKey={pageKey}>
        {content}
      </AccountLayout>
    );
  else if (AUTH_PAGES[pageKey])
    page = (
      <AuthLayout tenant={tenant} pageKey={pageKey}>
        {content}
      </AuthLayout>
    );
  else
    page = (
      <main id="main" className="app-main layout-plain" tabIndex={-1}>
        {content}
      </main>
    );

  return (
    <ToasterProvider>
      <div
        className="app"
        data-screen-class={screenClass}
        data-tenant={tenant.id}
        data-brand={brand.id}
        data-page-key={pageKey}
      >
        <title>{t('shell.documentTitle', { page: t(`pages.${pageKey}`), brand: brand.name })}</title>
        <a className="skip-link" href="#main">
          {t('shell.skipLink')}
        </a>
        <HeaderSlot tenant={tenant} />
        {page}
        <FooterSlot tenant={tenant} />
      </div>
    </ToasterProvider>
  );
}
