// Issue 17: the first paint in the HTML. At build time (scripts/lib/prerender.ts) the pages a guest lands on are rendered
// to markup with the same routes, views and catalogues as in the browser; the server puts that markup into index.html
// for the exact path (server/src/lib/prerendered-page.ts), inert until the app has loaded. src/main.tsx then renders the
// app over it in one commit, so what was painted is replaced by the same layout (no shift) and becomes interactive.
// Only guest pages without parameters are prerendered whole: a signed-in page's content is the customer's own. For the
// signed-in pages, the account area's frame is (header, navigation, breadcrumbs, a loading line where the page will be),
// with nobody's data in it: the server sends it only to a session it has just checked, with that person's first name in
// the greeting's slot (ACCOUNT_FRAME_FIRST_NAME_SLOT) and the path's parameters (an order's number) in theirs.
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  ACCOUNT_FRAME_FIRST_NAME_SLOT,
  accountFramePath,
  type PrerenderedPage,
} from '../../contracts/prerendered-page.contract';
import { activateAppLocale } from '../../i18n/i18n-setup';
import { tenantSegment } from '../../tenants/resolve-tenant';
import { findTenant, TENANTS } from '../../tenants/tenants';
import { AccountShellPrerenderContext } from '../shell/account-shell-prerender';
import { preloadAccountLayout, preloadSiteChrome } from '../shell/app-layout';
import { createAppRoutes, type AppRouteOptions } from './app-routes';
import { PAGE_KEYS, pagePath, ROUTES, type PageKey } from './routes';

/** The guest pages whose markup goes into the HTML, for every tenant. */
export const PRERENDERED_PAGES = [
  'login',
  'personalRegistration',
  'companyRegistration',
  'liteRegistration',
  'passwordRecovery',
  'seekOrder',
  'agentLogin',
] as const satisfies readonly PageKey[];

/** Every path that is prerendered: each tenant's PRERENDERED_PAGES. */
export function prerenderPaths(): string[] {
  return TENANTS.flatMap((tenant) => PRERENDERED_PAGES.map((key) => pagePath(key, tenant.id)));
}

/** The signed-in pages whose frame goes into the HTML: all of them (a parameter is rendered as its slot). */
export const ACCOUNT_FRAME_PAGES = PAGE_KEYS.filter((key) => ROUTES[key].access === 'session');

/** Every path whose account frame is prerendered: each tenant's ACCOUNT_FRAME_PAGES, each parameter as its slot. */
export function accountFramePaths(): string[] {
  return TENANTS.flatMap((tenant) => ACCOUNT_FRAME_PAGES.map((key) => accountFramePath(ROUTES[key].path, tenant.id)));
}

const HOISTED = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>([^<]*)<\/title>)/;

/** React renders <title> and the preloads it finds at the front of its output; they belong in <head>. */
export function splitHoisted(markup: string): { title: string; head: string; body: string } {
  let rest = markup;
  let head = '';
  let title = '';
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    if (match[1] !== undefined) title = match[1];
    else head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { title, head, body: rest };
}

/**
 * The reload offer beside the inert markup (prerender-stalled.css shows it after 12 s; src/main.tsx removes it when the
 * app takes over). A plain link to the same path: it works without the JavaScript that failed.
 */
function Stalled({ path, title, reload }: { path: string; title: string; reload: string }) {
  return (
    <div className="prerender-stalled" data-prerender-stalled="" role="alert">
      <p>{title}</p>
      <a className="button button--primary" href={path}>
        {reload}
      </a>
    </div>
  );
}

type StaticHandler = ReturnType<typeof createStaticHandler>;

/** The markup of `path` rendered by `handler`, or null when the path redirects or names no tenant. */
async function renderPath(
  path: string,
  handler: StaticHandler,
  frame: { firstName: string } | null,
): Promise<PrerenderedPage | null> {
  const tenant = findTenant(tenantSegment(path));
  if (!tenant) return null;
  // the header and footer load lazily in the app (src/main.tsx requests them at start); the markup has them whole
  const [i18n] = await Promise.all([activateAppLocale(tenant.locale), preloadSiteChrome()]);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <AccountShellPrerenderContext.Provider value={frame}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AccountShellPrerenderContext.Provider>
    </I18nextProvider>,
  );
  const stalled = renderToString(
    <Stalled path={path} title={i18n.t('loadError.title')} reload={i18n.t('loadError.reload')} />,
  );
  return { lang: tenant.locale, ...splitHoisted(markup), stalled, hydrate: frame === null };
}

// issue 35: one handler per kind of render, made on first use and reused for every path (as a server reuses one across
// requests): making it for each of the ~290 paths ranked the whole route tree each time, about a second of the build
let pageHandler: StaticHandler | undefined;
let frameHandler: StaticHandler | undefined;
const handlerFor = (routes: AppRouteOptions) => createStaticHandler(createAppRoutes(routes));

/** The markup of the page at `path`, or null when the path redirects or names no tenant. */
export function prerenderPage(path: string): Promise<PrerenderedPage | null> {
  pageHandler ??= handlerFor({});
  return renderPath(path, pageHandler, null);
}

// the frame shows a loading line where the page goes: the page's module is not needed
const noPage = () => () => Promise.resolve({ default: () => null });

/**
 * The account frame of the signed-in page at `path`: no session is checked and no page data read, the greeting holds
 * ACCOUNT_FRAME_FIRST_NAME_SLOT. Null when the path redirects or names no tenant.
 */
export async function prerenderAccountFrame(path: string): Promise<PrerenderedPage | null> {
  await preloadAccountLayout(); // loaded lazily in the app, by the route loader that checks the session
  frameHandler ??= handlerFor({ requireSession: null, load: noPage });
  return renderPath(path, frameHandler, { firstName: ACCOUNT_FRAME_FIRST_NAME_SLOT });
}
