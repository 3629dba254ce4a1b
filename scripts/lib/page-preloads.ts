// Issue 17: writes dist/.vite/page-preloads.json, the table of what each route needs beyond the entry chunk
// (preload-table.ts), from the build's manifest; the server puts <link rel="modulepreload"> tags from it into index.html.
//
// Issue 35: the table reads the app's own modules (routes, tenants, namespaces). They are loaded through Vite's module
// runner (runnerImport), as the prerender loads its pages, rather than imported by this file: vite.config.ts's imports
// then stay within scripts/lib, each with its file extension as Vite's native config loader wants, and an import added
// in src/ never brings its warning back.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { Manifest } from './preload-table';

type PreloadTableModule = typeof import('./preload-table');

export const PRELOADS_FILE = join('.vite', 'page-preloads.json');

/** Vite plugin: writes dist/.vite/page-preloads.json from the build's manifest. */
export function pagePreloads(): Plugin {
  let outDir = 'dist';
  let table: Promise<PreloadTableModule> | null = null;
  return {
    name: 'cuenta:page-preloads',
    apply: 'build',
    configResolved(config) {
      // like Vite: an absolute outDir stays as it is, a relative one is under the root (join made /work/x/tmp/out of it)
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      // loaded while the build bundles; needed at its end
      const file = fileURLToPath(new URL('./preload-table.ts', import.meta.url));
      table = runnerImport<PreloadTableModule>(file, { logLevel: 'error' }).then(({ module }) => module);
      table.catch(() => {}); // reported by closeBundle, which awaits it
    },
    async closeBundle() {
      if (!table) return;
      const { buildPreloadTable } = await table;
      table = null;
      const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      await writeFile(join(outDir, PRELOADS_FILE), JSON.stringify(buildPreloadTable(manifest)));
    },
  };
}
