// Issue 17: after a production build, renders the guest pages of src/views/app/prerender.tsx to markup (Vite's SSR module
// loader runs the app's own modules in Node, catalogues and all) and writes dist/.vite/prerendered.json, path -> page.
// The server puts a page's markup into index.html for that path (server/src/lib/prerendered-page.ts). A page that fails
// to render fails the build: a missing first paint must not pass unnoticed.
//
// Issue 35: started with the build (buildStart), not after it, in a worker thread (prerender-worker.mjs): it reads the
// sources, not the bundle, so it renders on a core of its own while Rolldown bundles and the precompression runs, and
// the end of the build only waits for what is left of it.
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'vite';
import type { PrerenderedPages } from '../../src/contracts/prerendered-page.contract';

export const PRERENDERED_FILE = join('.vite', 'prerendered.json');

export interface Prerendered {
  pages: PrerenderedPages;
  /** the account frames of the signed-in pages (src/views/app/prerender.tsx's prerenderAccountFrame) */
  accountFrames: PrerenderedPages;
  /** the frames' file name in .vite/, which the server reads (src/contracts/prerendered-page.contract.ts) */
  accountFile: string;
}

/**
 * Renders every prerendered path, and every account frame, with the app's modules loaded from `root` through Vite's SSR
 * loader (so that vite.config.ts imports nothing of src/), in a worker thread.
 */
export function prerenderAll(root: string): Promise<Prerendered> {
  return new Promise((done, fail) => {
    let result: Prerendered | null = null;
    const worker = new Worker(new URL('./prerender-worker.mjs', import.meta.url), { workerData: { root } });
    worker.once('message', (message: Prerendered) => (result = message));
    worker.once('error', fail);
    worker.once('exit', (code) =>
      result ? done(result) : fail(new Error(`prerender: the worker stopped (exit ${code}) without pages`)),
    );
  });
}

/** Vite plugin: renders while the build bundles, writes dist/.vite/prerendered.json at its end. */
export function prerender(): Plugin {
  let root = '.';
  let outDir = 'dist';
  let running: ReturnType<typeof prerenderAll> | null = null;
  return {
    name: 'cuenta:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      // like Vite: an absolute outDir stays as it is, a relative one is under the root
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      running = prerenderAll(root);
      running.catch(() => {}); // a failed page fails the build in closeBundle, which awaits it
    },
    async closeBundle() {
      if (!running) return;
      const { pages, accountFrames, accountFile } = await running;
      running = null;
      await writeFile(join(outDir, PRERENDERED_FILE), JSON.stringify(pages));
      // the account frames of the signed-in pages (src/views/app/prerender.tsx's prerenderAccountFrame)
      await writeFile(join(outDir, '.vite', accountFile), JSON.stringify(accountFrames));
    },
  };
}
