import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
// issue 35: this config's imports stay within scripts/lib, each with its file extension, as Vite's coming native config
// loader needs (Vite warned about every extensionless import it found); the plugins load the app's own modules through
// Vite at build time. scripts/start.test.ts checks both
import { OUT_DIR } from './scripts/lib/build-inputs.mjs';
import { buildStamp } from './scripts/lib/build-stamp.ts';
import { reactRouterProductionAlias } from './scripts/lib/design-floor.mjs';
import { pagePreloads } from './scripts/lib/page-preloads.ts';
import { precompress } from './scripts/lib/precompress.ts';
import { prerender } from './scripts/lib/prerender.ts';

// The dev server proxies the API paths to the Fastify server (npm run dev starts both).
const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
// '/s/' carries the newer-style storefront paths of spec §7 (s/auth/v1/login...); '/dev/' the development mailbox.
const apiPrefixes = ['/api/', '^/s/', '/health', '/dev/'];

// issue 35 item 7: Rolldown names a common chunk after the folder its modules share; for the app's largest one (the shell
// with react-dom: src/ and node_modules/) that is the project's own folder, so a clone in /work/main built `main-*.js` and
// one in /work/ci-check `ci-check-*.js`. Other chunks import it by that name, so the login's gzip weight moved by a few
// bytes with the folder's name (175,892 against 175,889 bytes, the same tree). That chunk and its stylesheet are named
// `app` wherever the clone is.
const FOLDER_NAME = basename(process.cwd());
const named = (name: string | undefined, pattern: string) =>
  name === FOLDER_NAME ? pattern.replace('[name]', 'app') : pattern;

// issue 28 item 5: Vite lists, for every dynamic import, the chunks to preload with it: the imported chunk and its static
// imports, those the importing chunk already imported statically among them (react, the router, i18next, xstate, the HTTP
// client for the entry), which are in memory by the time the import runs. The entry's list of its 100 route and
// catalogue imports carried them on every line. The chunk graph of the bundle being written is read first, so each
// import's list keeps only what its importer has not loaded already.
let chunkImports = new Map<string, readonly string[]>();

/** `file` and every chunk it imports statically, transitively. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of chunkImports.get(file) ?? []) staticClosure(imported, seen);
  return seen;
}

const readChunkGraph: Plugin = {
  name: 'cuenta:chunk-graph',
  apply: 'build',
  // runs before Vite's own import analysis (a post plugin), which calls resolveDependencies below
  generateBundle(_options, bundle) {
    chunkImports = new Map(
      Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output.imports]] : [])),
    );
  },
};

export default defineConfig(({ command }) => ({
  // issue 28 item 5: the client build takes React Router's production build, as the design card's floor does
  // (scripts/lib/design-floor.mjs says why); the tests and the dev server keep its development warnings
  resolve: command === 'build' ? { alias: reactRouterProductionAlias() } : {},
  // their closeBundle hooks run in this order; build-stamp's comes last (order: 'post') and marks the build finished
  plugins: [react(), readChunkGraph, pagePreloads(), prerender(), precompress(), buildStamp()],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: OUT_DIR, // 'dist': scripts/start.mjs looks there without loading this config
    sourcemap: false,
    // issue 17: the server reads it to preload a route's chunks and catalogues; scripts/bundle-budget.mjs weighs routes
    manifest: true,
    // issue 35: elk (the Flow Explorer's graph layout, 1.4 MB, loaded only on /flows) is the one chunk past Vite's warning,
    // which every build printed; what users load is held by the per-route budgets of scripts/bundle-budget.mjs
    chunkSizeWarningLimit: 1500,
    modulePreload: {
      resolveDependencies: (file, deps, { hostId }) => {
        const loaded = staticClosure(hostId);
        const needed = deps.filter((dep) => !loaded.has(dep));
        // the imported chunk alone needs no list: the import fetches it (Vite leaves such an import without one)
        return needed.length === 1 && needed[0] === file ? [] : needed;
      },
    },
    // issue 17: Rolldown split the modules that lazy routes share into many common chunks of 1-3 kB; the login needed 32
    // files. Over HTTP/1.1 (6 connections to a host) each wave of them costs a round trip. Common chunks under 8 kB of
    // source are inlined into the chunks that import them instead: the login loads 16 files (25 requests against 41),
    // 167.3 kB gzip against 167.9, and Lighthouse's FCP on login and registration fell by 0.3-0.5 s (docs/delivery.md).
    rolldownOptions: {
      // issue 35: Rolldown warns when plugins spend long in their hooks; the prerender and precompression do so by design
      // (scripts/lib/prerender.ts, precompress.ts say how they are kept short), and the warning was noise in `npm start`
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } },
        chunkFileNames: (chunk) => named(chunk.name, 'assets/[name]-[hash].js'),
        assetFileNames: (asset) => named(asset.names[0]?.replace(/\.css$/, ''), 'assets/[name]-[hash][extname]'),
      },
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores, so one worker on these 2-core machines; the API tests wait on
    // PostgreSQL, argon2's threads and PGlite often enough that a second worker keeps both cores busy: the whole suite took
    // 399 s instead of 553 s here (CPU busy about 97% instead of 70%), the same 2975 tests passing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // issue 35: a set-up (PGlite.create(), a fresh app with its migrations) took more than Vitest's default 10 s on a busy
    // 2-core machine and lost a file's tests to its beforeAll; hooks get the room a slow machine needs
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // issue 35 item 4: 71 s isolated, 31 s sharing worker processes (the same 1,993 tests passing). These are plain
          // modules without a DOM; the one file that stubs a global (src/services/clients.test.ts) unstubs it after each test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/test/**/*.test.ts'],
          // issue 35 item 4: the 87 API files took 529 s in a process each, 313 s sharing worker processes (the same 951
          // tests passing), CPU 15.5 -> 8.5 min: each file no longer pays a fresh process, PGlite's WebAssembly compile
          // and the server's ~150 modules again. Nothing global is left between files: every file builds its own app on
          // its own database and clock (buildTestApp), and no server test mocks a module or changes process.env.
          // On Node 24 a worker process that had started many PGlite instances once died in V8 ("Check failed:
          // jit_page_->allocations_.erase(addr) == 1", a JIT page bookkeeping check Node 20's V8 does not have). The Node 24
          // pass shares workers too (three times its own process's cost otherwise), and scripts/test.mjs runs any file
          // lost that way again in a process of its own (CUENTA_ISOLATE_SERVER_TESTS=1).
          isolate: process.env.CUENTA_ISOLATE_SERVER_TESTS === '1',
          // a login with the bot check, several argon2id hashes and a fresh app took more than 5 s at a load of 14
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          environment: 'happy-dom',
          include: ['model-tests/**/*.test.ts', 'model-tests/**/*.test.tsx'],
          setupFiles: ['./src/test-setup.ts'],
          // model-based tests walk many paths through real views; leave room on a busy 2-core machine
          testTimeout: 30_000,
          // issue 17: ~65 of the suite's ~85 CPU seconds were per-file start-up (a fresh DOM and fresh imports of React,
          // i18next, xstate and the views, 38 times); the files share one module graph instead. Each test renders its own
          // tree and actor and unmounts it (test-setup's cleanup), so no state crosses files.
          isolate: false,
        },
      },
    ],
  },
}));
