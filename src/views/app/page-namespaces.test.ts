// The table of page-namespaces.ts against the code: every namespace a page file, or a view it imports (statically, under
// src/views), reads with useTranslation or declares in its flow entry's `namespaces` is listed for that page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/tenants';
import { consentFlow } from '../consent/consent.flow';
import { CONSENT_GATE_NAMESPACES, pageNamespaces } from './page-namespaces';
import { PAGE_KEYS, ROUTES, kebabPageKey } from './routes';

const PAGES = resolve(__dirname, '../pages');
const VIEWS = resolve(__dirname, '..');
/** what the shell renders around a signed-in page (app-layout.tsx); the consent gate's namespace is tenant-dependent */
const SESSION_SHELL = resolve(VIEWS, 'session/session-watcher.tsx');

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, base].find((p) => /\.tsx?$/.test(p) && existsSync(p));
}

/** a file and every file under src/views it imports with a (non type-only) static import, transitively */
function staticViewFiles(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+'(\.[^']+)'/gm)) {
    const target = resolveImport(file, match[1]);
    if (target?.startsWith(VIEWS)) staticViewFiles(target, seen);
  }
  return seen;
}

function namespacesRead(files: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/useTranslation\(([^)]*)\)|namespaces: \[([^\]]*)\]/g))
      for (const name of (match[1] ?? match[2]).matchAll(/'([a-z-]+)'/g)) found.add(name[1]);
  }
  return found;
}

describe('namespaces loaded before a page renders (issue 17)', () => {
  const files = new Set(readdirSync(PAGES).filter((f) => f.endsWith('.page.tsx')));

  it.each(PAGE_KEYS.filter((key) => files.has(`${kebabPageKey(key)}.page.tsx`)))(
    '%s lists every namespace its views read',
    (key) => {
      const files = staticViewFiles(join(PAGES, `${kebabPageKey(key)}.page.tsx`));
      if (ROUTES[key].access === 'session') staticViewFiles(SESSION_SHELL, files);
      const read = namespacesRead(files);
      const listed = pageNamespaces(key);
      expect([...read].filter((ns) => !listed.includes(ns))).toEqual([]);
    },
  );

  it('the shell around a signed-in page (the session watcher) reads only `common`, which every page has', () => {
    // its re-login texts were in `login`: every signed-in page suspended on that catalogue after its own chunk
    expect([...namespacesRead(staticViewFiles(SESSION_SHELL))]).toEqual([]);
    expect(pageNamespaces('myProfile')).toEqual(['common', 'account', 'rules']);
  });

  it("adds the consent check's namespaces to signed-in pages where the tenant may ask for consent (co, br), only there", () => {
    expect(CONSENT_GATE_NAMESPACES).toEqual(consentFlow.namespaces);
    for (const tenant of ['co', 'br']) {
      expect(pageNamespaces('myProfile', getTenant(tenant))).toEqual(['common', 'account', 'rules', 'registration']);
      expect(pageNamespaces('login', getTenant(tenant))).toEqual(['common', 'login']);
    }
    expect(pageNamespaces('myProfile', getTenant('cl'))).toEqual(['common', 'account', 'rules']);
  });

  it('finds what the login page reads (the scan itself works)', () => {
    expect([...namespacesRead(staticViewFiles(join(PAGES, 'login.page.tsx')))]).toContain('login');
  });
});
