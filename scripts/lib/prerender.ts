// Issue 17: after a production build, renders the guest pages of src/views/app/prerender.tsx to markup (Vite's SSR module
// loader runs the app's own modules in Node, catalogues and all) and writes dist/.vite/prerendered.json, path -> page.
// The server puts a page's markup into index.html for that path (server/src/lib/prerendered-page.ts). A page that fails
// to render fails the build: a missing first paint must not pass unnoticed.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { PRERENDERED_ACCOUNT_FILE, type PrerenderedPages } from '../../src/contracts/prerendered-page.contract';

export const PRERENDERED_FILE = join('.vite', 'prerendered.json');
/** the account frames of the signed-in pages (src/views/app/prerender.tsx's prerenderAccountFrame) */
export const PRERENDERED_ACCOUNT_PATH = join('.vite', PRERENDERED_ACCOUNT_FILE);

type PrerenderModule = typeof import('../../src/views/app/prerender');

/** Renders every prerendered path, and every account frame, with the app's modules loaded from `root`. */
export async function prerenderAll(
  root: string,
): Promise<{ pages: PrerenderedPages; accountFrames: PrerenderedPages }> {
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
    // one after another: the app's i18n instance switches language between tenants
    const renderEach = async (
      paths: string[],
      render: (path: string) => ReturnType<PrerenderModule['prerenderPage']>,
    ) => {
      const pages: PrerenderedPages = {};
      for (const path of paths) {
        const page = await render(path);
        if (!page) throw new Error(`prerender: ${path} did not render (a redirect or an unknown tenant)`);
        pages[path] = page;
      }
      return pages;
    };
    return {
      pages: await renderEach(app.prerenderPaths(), app.prerenderPage),
      accountFrames: await renderEach(app.accountFramePaths(), app.prerenderAccountFrame),
    };
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
      const { pages, accountFrames } = await prerenderAll(root);
      await writeFile(join(outDir, PRERENDERED_FILE), JSON.stringify(pages));
      await writeFile(join(outDir, PRERENDERED_ACCOUNT_PATH), JSON.stringify(accountFrames));
    },
  };
}
