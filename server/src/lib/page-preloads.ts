// Issue 17: index.html with <link rel="modulepreload"> tags for the requested page, so the browser fetches the page's
// chunks and catalogues in parallel with the entry chunk (the form renders after the HTML round trip and one more).
// The table is written at build time from Vite's manifest (scripts/lib/page-preloads.ts -> dist/.vite/page-preloads.json).
import { escapeHtml } from './html';

export interface PreloadRoute {
  /** React Router pattern, e.g. /:tenant/account/my-orders/:orderNumber, /:legalSegment/terms-and-conditions, /flows */
  pattern: string;
  pageKey: string;
  /** built files (relative to the web root) beyond the entry chunk and its static imports */
  js: string[];
  css: string[];
  namespaces: string[];
  /** a signed-in page (it gets its tenant's `sessionNamespaces` too) */
  session?: boolean;
}

export interface PreloadTable {
  routes: PreloadRoute[];
  notAvailable: PreloadRoute;
  /** tenant id -> locale */
  tenants: Record<string, string>;
  /** legal segment (cl-legal) -> tenant id */
  legalSegments: Record<string, string>;
  defaultTenant: string;
  /** 'es-CL/login' -> the catalogue chunks of that locale's bundle (with its fallback's) */
  catalogues: Record<string, string[]>;
  /** tenant id -> what a signed-in page's shell reads there beyond the page's own (the consent check's texts in co, br) */
  sessionNamespaces?: Record<string, string[]>;
}

function matches(pattern: string[], segments: string[]): boolean {
  return pattern.length === segments.length && pattern.every((p, i) => p.startsWith(':') || p === segments[i]);
}

/** The values of a route pattern's parameters in a path (`:tenant` and `:legalSegment` left out), decoded. */
export function routeParams(pattern: string, url: string): Record<string, string> {
  const names = pattern.split('/').filter(Boolean);
  const values = url.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    if (!name.startsWith(':') || name === ':tenant' || name === ':legalSegment' || values[i] === undefined) return;
    // as in matchPage: a path that does not decode never gets here (Fastify answers it 400)
    params[name.slice(1)] = decodeURIComponent(values[i]);
  });
  return params;
}

/** The route a path shows and the locale it renders in; undefined for paths that only redirect (/, /cl). */
export function matchPage(
  table: PreloadTable,
  url: string,
): { route: PreloadRoute; locale: string; tenant: string } | undefined {
  const path = url.split(/[?#]/)[0];
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (segments.length === 0) return undefined;
  const byPattern = (kind: string, rest: string[]) =>
    table.routes.find((r) => r.pattern.startsWith(`/${kind}/`) && matches(r.pattern.split('/').slice(2), rest));
  const [first, ...rest] = segments;
  const flows = table.routes.find((r) => r.pattern === `/${first}` && rest.length === 0);
  if (flows) return { route: flows, locale: table.tenants[table.defaultTenant], tenant: table.defaultTenant };
  const tenant = table.tenants[first] ? first : undefined;
  const legalTenant = table.legalSegments[first];
  if (tenant && rest.length === 0) return undefined; // /cl redirects to /cl/account
  const route = tenant ? byPattern(':tenant', rest) : legalTenant ? byPattern(':legalSegment', rest) : undefined;
  const tenantId = tenant ?? legalTenant ?? table.defaultTenant;
  return { route: route ?? table.notAvailable, locale: table.tenants[tenantId], tenant: tenantId };
}

/** The <link> tags for a path: the page's stylesheets and chunks, then its catalogues in the path's locale. */
export function preloadTags(table: PreloadTable, url: string, base = '/'): string[] {
  const page = matchPage(table, url);
  if (!page) return [];
  const namespaces = [
    ...page.route.namespaces,
    ...(page.route.session ? (table.sessionNamespaces?.[page.tenant] ?? []) : []),
  ];
  const files = new Set([
    ...page.route.js,
    ...namespaces.flatMap((ns) => table.catalogues[`${page.locale}/${ns}`] ?? []),
  ]);
  return [
    ...page.route.css.map((file) => `<link rel="stylesheet" crossorigin href="${escapeHtml(base + file)}">`),
    ...[...files].map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(base + file)}">`),
  ];
}

/** index.html with the tags before </head> (unchanged when there are none or no </head>). */
export function injectIntoHead(html: string, tags: string[]): string {
  const at = html.indexOf('</head>');
  if (!tags.length || at < 0) return html;
  return `${html.slice(0, at)}${tags.join('')}${html.slice(at)}`;
}
