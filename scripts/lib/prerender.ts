// Issue 17: after a production build, renders the guest pages of src/views/app/prerender.tsx to markup (Vite's SSR module
// loader runs the app's own modules in Node, catalogues and all) and writes dist/.vite/prerendered.json, path -> page.
// The server puts a page's markup into index.html for that path (server/src/lib/prerendered-page.ts). A page that fails
// to render fails the build: a missing first paint must not pass unnoticed.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { PrerenderedPages } from '../../src/contracts/prerendered-page.contract';

export const PRERENDERED_FILE = join('.vite', 'prerendered.json');

type PrerenderModule = typeof import('../../src/views/app/prerender');

/** Renders every prerendered path with the app's modules loaded from `root`. */
export async function prerenderAll(root: string): Promise<PrerenderedPages> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const app = (await server.ssrLoadModule('/src/views/app/prerender.tsx')) as PrerenderModule;
    const pages: PrerenderedPages = {};
    // one after another: the app's i18n instance switches language between tenants
    for (const path of app.prerenderPaths()) {
      const page = await app.prerenderPage(path);
      if (!page) throw new Error(`prerender: ${path} did not render (a redirect or an unknown tenant)`);
      pages[path] = page;
    }
    return pages;
  } finally {
    await server.close();
  }
}

/** Vite plugin: writes dist/.vite/prerendered.json at the end of a production build. */
export function prerender(): Plugin {
  let root = '.';
  let outDir = 'dist';
  return {
    name: 'cuenta:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const pages = await prerenderAll(root);
      await writeFile(join(outDir, PRERENDERED_FILE), JSON.stringify(pages));
    },
  };
}
