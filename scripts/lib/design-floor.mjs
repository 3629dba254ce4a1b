// Issue 28: the design card's libraries' floor: scripts/floor (a login form on React 19 + react-dom, React Router's data
// router, i18next + react-i18next, xstate + @xstate/react, ky and superstruct, and none of Cuenta's code) built alone for
// production, its JavaScript weighed as the budget weighs the login (gzip level 9 of each file). Printed beside the
// login's first load by scripts/bundle-budget.mjs, so the share that is our own code shows; scripts/lighthouse.ts serves
// the same page as its bare React 19 reference.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const FLOOR_ROOT = join(import.meta.dirname, '..', 'floor');

/**
 * Issue 28 item 5: React Router's production build. Its package exports dist/development for every condition, where
 * ENABLE_DEV_WARNINGS keeps the warnings and the developer error screen in a minified bundle; dist/production is the same
 * code without them. The app's build (vite.config.ts) and the floor's both take it, so the two are weighed alike.
 */
export const REACT_ROUTER_PRODUCTION = join(
  import.meta.dirname,
  '..',
  '..',
  'node_modules',
  'react-router',
  'dist',
  'production',
  'index.mjs',
);

/** The alias that makes a build take React Router's production build. */
export const reactRouterProductionAlias = () => [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }];

/** Builds the floor page for production into `outDir` (index.html and assets/). */
export async function buildFloor(outDir) {
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  await build({
    root: FLOOR_ROOT,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [react()],
    resolve: { alias: reactRouterProductionAlias() },
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
}

/** The floor's JavaScript, gzip bytes. */
export async function designFloor() {
  const outDir = mkdtempSync(join(tmpdir(), 'cuenta-floor-'));
  try {
    await buildFloor(outDir);
    const assets = join(outDir, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
