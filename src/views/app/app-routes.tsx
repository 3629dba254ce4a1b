// Route objects built from the one routing table (routes.ts) and the page files (page-modules.ts).
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { DEFAULT_TENANT_ID, TENANTS } from '../../tenants/tenants';
import { AppLayout, ShellLoading } from '../shell/app-layout';
import { RouteError } from '../shell/route-error';
import { pageLoader, type PageHandle, type PageLoader } from './page-modules';
import { LEGAL_PAGE_KEYS, legalSegment, PAGE_KEYS, pagePath, ROUTES, type PageKey } from './routes';
import { fixedTenantLoader, tenantLoader } from './tenant-loader';

type LoadPage = (key: PageKey) => PageLoader;

const guard = async (args: LoaderFunctionArgs) => (await import('./session-guard')).requireSession(args);

function pageRoute(key: PageKey, path: string, load: LoadPage): RouteObject {
  const route: RouteObject = {
    path,
    handle: { pageKey: key } satisfies PageHandle,
    lazy: async () => ({ Component: (await load(key)()).default }),
  };
  if (ROUTES[key].access === 'session') route.loader = guard;
  return route;
}

const notAvailable = (load: LoadPage): RouteObject => ({ ...pageRoute('pageNotAvailable', '*', load) });

export function createAppRoutes(load: LoadPage = pageLoader): RouteObject[] {
  const tenantPages = PAGE_KEYS.filter(
    (key) => ROUTES[key].access === 'session' || ROUTES[key].access === 'public',
  ).map((key) => pageRoute(key, ROUTES[key].path.replace(/^\/:tenant\//, ''), load));
  const legalPages = LEGAL_PAGE_KEYS.map((key) =>
    pageRoute(key, ROUTES[key].path.replace(/^\/:legalSegment\//, ''), load),
  );

  return [
    { path: '/', loader: () => redirect(pagePath('myAccount', DEFAULT_TENANT_ID)), HydrateFallback: ShellLoading },
    {
      path: ROUTES.flows.path,
      loader: fixedTenantLoader(DEFAULT_TENANT_ID),
      Component: AppLayout,
      HydrateFallback: ShellLoading,
      children: [{ ErrorBoundary: RouteError, children: [pageRoute('flows', '', load)] }],
    },
    // spec §2: legal pages at /{tenant}{legalSuffix}/...; static segments outrank /:tenant
    ...TENANTS.map((tenant) => ({
      path: `/${legalSegment(tenant)}`,
      loader: fixedTenantLoader(tenant.id),
      Component: AppLayout,
      HydrateFallback: ShellLoading,
      children: [{ ErrorBoundary: RouteError, children: [...legalPages, notAvailable(load)] }],
    })),
    {
      path: '/:tenant',
      loader: tenantLoader,
      Component: AppLayout,
      HydrateFallback: ShellLoading,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { index: true, loader: ({ params }) => redirect(`/${params.tenant ?? DEFAULT_TENANT_ID}/account`) },
            ...tenantPages,
            notAvailable(load),
          ],
        },
      ],
    },
  ];
}
