// Route objects built from the one routing table (routes.ts) and the page files (page-modules.ts).
// Issue 17: a page route loads its chunk (route.lazy) and, in its loader, the i18n namespaces its views read, in parallel
// and before it renders; each is tried twice and a second failure shows AppRouteError's reload offer.
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { ensureAppNamespaces } from '../../i18n/i18n-setup';
import { loadWithRetry } from '../../i18n/resource-load';
import { DEFAULT_TENANT_ID, findTenant, getTenant, TENANTS } from '../../tenants/tenants';
import { AppLayout, preloadSessionShell, ShellLoading } from '../shell/app-layout';
import { AppRouteError } from './load-error';
import { pageLoader, type PageHandle, type PageLoader } from './page-modules';
import { pageNamespaces } from './page-namespaces';
import { LEGAL_PAGE_KEYS, legalSegment, PAGE_KEYS, pagePath, ROUTES, type PageKey } from './routes';
import { fixedTenantLoader, tenantLoader } from './tenant-loader';
import './reserve-space.css';
import './prerender-stalled.css';

type LoadPage = (key: PageKey) => PageLoader;
/** loads a locale's namespaces into the app's i18n instance (injectable for tests) */
export type LoadNamespaces = (locale: Parameters<typeof ensureAppNamespaces>[0], namespaces: string[]) => Promise<void>;

/** a signed-in page's loader data: the session check (session-guard.ts), or null where none is made */
export type RequireSession = (args: LoaderFunctionArgs) => Promise<unknown>;

export interface AppRouteOptions {
  load?: LoadPage;
  loadNamespaces?: LoadNamespaces;
  /** issue 17: the build's prerender of the account frame checks no session (src/views/app/prerender.tsx) */
  requireSession?: RequireSession | null;
}

const guard: RequireSession = async (args) =>
  (await loadWithRetry('session guard', () => import('./session-guard'))).requireSession(args);

/** the tenant a page renders for (and in whose language): the path's (/:tenant), or the one fixed by the route */
function routeTenant(args: LoaderFunctionArgs, fixedTenantId?: string) {
  return fixedTenantId ? getTenant(fixedTenantId) : (findTenant(args.params.tenant) ?? getTenant(DEFAULT_TENANT_ID));
}

function pageRoute(
  key: PageKey,
  path: string,
  { load, loadNamespaces, requireSession }: Required<AppRouteOptions>,
  fixedTenantId?: string,
): RouteObject {
  return {
    path,
    handle: { pageKey: key } satisfies PageHandle,
    lazy: async () => ({ Component: (await loadWithRetry(`page ${key}`, load(key))).default }),
    loader: async (args: LoaderFunctionArgs) => {
      const checkSession = ROUTES[key].access === 'session' ? requireSession : null;
      const tenant = routeTenant(args, fixedTenantId);
      const [, data] = await Promise.all([
        loadNamespaces(tenant.locale, pageNamespaces(key, tenant)),
        checkSession ? checkSession(args) : null,
        // the session watcher and consent gate around the page: in memory before it renders (no Suspense throttle)
        checkSession ? loadWithRetry('session shell', preloadSessionShell) : null,
      ]);
      return data;
    },
  };
}

/** The shell around a group of pages: its tenant loader, and an error boundary for the layout and one for its pages. */
function layoutRoute(path: string, loader: RouteObject['loader'], children: RouteObject[]): RouteObject {
  return {
    path,
    loader,
    Component: AppLayout,
    HydrateFallback: ShellLoading,
    ErrorBoundary: AppRouteError,
    children: [{ ErrorBoundary: AppRouteError, children }],
  };
}

/** `options` may be the page loader alone (the shell's tests pass one). */
export function createAppRoutes(input: AppRouteOptions | LoadPage = {}): RouteObject[] {
  const options = typeof input === 'function' ? { load: input } : input;
  const opts: Required<AppRouteOptions> = {
    load: options.load ?? pageLoader,
    loadNamespaces: options.loadNamespaces ?? ensureAppNamespaces,
    requireSession: options.requireSession === undefined ? guard : options.requireSession,
  };
  const notAvailable = (fixedTenantId?: string) => pageRoute('pageNotAvailable', '*', opts, fixedTenantId);
  const tenantPages = PAGE_KEYS.filter(
    (key) => ROUTES[key].access === 'session' || ROUTES[key].access === 'public',
  ).map((key) => pageRoute(key, ROUTES[key].path.replace(/^\/:tenant\//, ''), opts));

  return [
    { path: '/', loader: () => redirect(pagePath('myAccount', DEFAULT_TENANT_ID)), HydrateFallback: ShellLoading },
    layoutRoute(ROUTES.flows.path, fixedTenantLoader(DEFAULT_TENANT_ID), [
      pageRoute('flows', '', opts, DEFAULT_TENANT_ID),
    ]),
    // spec §2: legal pages at /{tenant}{legalSuffix}/...; static segments outrank /:tenant
    ...TENANTS.map((tenant) =>
      layoutRoute(`/${legalSegment(tenant)}`, fixedTenantLoader(tenant.id), [
        ...LEGAL_PAGE_KEYS.map((key) =>
          pageRoute(key, ROUTES[key].path.replace(/^\/:legalSegment\//, ''), opts, tenant.id),
        ),
        notAvailable(tenant.id),
      ]),
    ),
    layoutRoute('/:tenant', tenantLoader, [
      { index: true, loader: ({ params }) => redirect(`/${params.tenant ?? DEFAULT_TENANT_ID}/account`) },
      ...tenantPages,
      notAvailable(),
    ]),
  ];
}
