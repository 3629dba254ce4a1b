// Issue 17: a build-time table of what each route needs beyond the entry chunk (its page chunk with its static imports,
// the session check and watcher on signed-in pages, its i18n catalogues per locale). The server reads it
// (dist/.vite/page-preloads.json) and puts <link rel="modulepreload"> tags for the requested route into index.html, so
// the page's files come in parallel with the entry instead of one request round after another.
//
// This module reads the app's route table, tenants and namespaces: the build loads it through Vite's module runner
// (page-preloads.ts), so vite.config.ts's own imports stay within scripts/lib.
import type { PreloadRoute, PreloadTable } from '../../server/src/lib/page-preloads';
import { DEFAULT_TENANT_ID, TENANTS } from '../../src/tenants/tenants';
import { CONSENT_GATE_NAMESPACES, pageNamespaces, sessionShellNamespaces } from '../../src/views/app/page-namespaces';
import { kebabPageKey, legalSegment, PAGE_KEYS, ROUTES, type PageKey } from '../../src/views/app/routes';

export type ManifestChunk = { file: string; src?: string; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** Issue 28 item 5: the storefront's header and footer, a lazy chunk every page renders (src/views/shell/site-chrome.ts). */
const CHROME_MODULE = 'src/views/shell/site-chrome.ts';

/**
 * Chunks signed-in pages load at once beside the page (the session check, the shell's session watcher and consent gate,
 * the account area's layout).
 */
const SESSION_MODULES = [
  'src/views/app/session-guard.ts',
  'src/views/session/session-watcher.tsx',
  'src/views/company/consent-gate.tsx',
  'src/views/shell/account-layout.tsx',
];

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** es-* fall back to es (as src/i18n/i18n-setup.ts's fallbackLocales) */
const catalogueLayers = (locale: string) => (locale.startsWith('es-') ? ['es', locale] : [locale]);

export function buildPreloadTable(manifest: Manifest): PreloadTable {
  const entry = closure(manifest, 'index.html');
  const files = (keys: Iterable<string>) => {
    const js = new Set<string>();
    const css = new Set<string>();
    for (const key of keys) {
      if (entry.has(key)) continue;
      js.add(manifest[key].file);
      for (const sheet of manifest[key].css ?? []) css.add(sheet);
    }
    return { js: [...js].filter((f) => f.endsWith('.js')), css: [...css] };
  };
  const route = (key: PageKey): PreloadRoute => {
    const page = `src/views/pages/${kebabPageKey(key)}.page.tsx`;
    const source = manifest[page] ? page : 'src/views/pages/page-not-available.page.tsx';
    const keys = new Set(closure(manifest, source));
    closure(manifest, CHROME_MODULE, keys);
    if (ROUTES[key].access === 'session') for (const m of SESSION_MODULES) closure(manifest, m, keys);
    const session = ROUTES[key].access === 'session';
    return { pattern: ROUTES[key].path, pageKey: key, ...files(keys), namespaces: pageNamespaces(key), session };
  };
  const locales = [...new Set(TENANTS.map((t) => t.locale))];
  const namespaces = [...new Set([...PAGE_KEYS.flatMap((key) => pageNamespaces(key)), ...CONSENT_GATE_NAMESPACES])];
  const catalogues: Record<string, string[]> = {};
  for (const locale of locales)
    for (const ns of namespaces) {
      const keys = new Set<string>();
      for (const layer of catalogueLayers(locale)) closure(manifest, `src/i18n/locales/${layer}/${ns}.json`, keys);
      catalogues[`${locale}/${ns}`] = files(keys).js;
    }
  return {
    routes: PAGE_KEYS.filter((key) => key !== 'pageNotAvailable').map(route),
    notAvailable: route('pageNotAvailable'),
    tenants: Object.fromEntries(TENANTS.map((t) => [t.id, t.locale])),
    legalSegments: Object.fromEntries(TENANTS.map((t) => [legalSegment(t), t.id])),
    defaultTenant: DEFAULT_TENANT_ID,
    catalogues,
    sessionNamespaces: Object.fromEntries(TENANTS.map((t) => [t.id, [...sessionShellNamespaces(t)]])),
  };
}
