// Issue 35: writes the hash of the build's inputs (build-inputs.mjs) into <outDir>/.vite/inputs-hash once a production
// build has finished, so that `npm start` (scripts/start.mjs) serves that build without rebuilding while the sources are
// the same. The hash is taken before the build reads anything: a source saved during a build leaves a stale stamp, never
// a stamp that claims the newer source.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { buildEnvironment, hashBuildInputs, INPUTS_HASH_FILE } from './build-inputs.mjs';

export function buildStamp(): Plugin {
  let root = '.';
  let stamp = INPUTS_HASH_FILE;
  let mode = 'production';
  let hash: Promise<string> | null = null;
  let failed = false;
  return {
    name: 'cuenta:build-stamp',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      stamp = join(resolve(config.root, config.build.outDir), INPUTS_HASH_FILE);
      mode = config.mode;
    },
    async buildStart() {
      failed = false;
      // a build that stops half-way must not leave the previous build's stamp on a mixed output directory
      await rm(stamp, { force: true });
      hash = hashBuildInputs(root, buildEnvironment(process.env, mode));
      hash.catch(() => {}); // awaited by closeBundle, unless the build failed first
    },
    buildEnd(error) {
      if (error) failed = true;
    },
    renderError() {
      failed = true;
    },
    // closeBundle hooks run one after another in plugin order (Rolldown); 'post' puts this one after prerender and
    // precompression, so the stamp is written only when every output file is
    closeBundle: {
      order: 'post',
      async handler() {
        if (failed || !hash) return;
        await mkdir(dirname(stamp), { recursive: true });
        await writeFile(stamp, `${await hash}\n`);
      },
    },
  };
}
