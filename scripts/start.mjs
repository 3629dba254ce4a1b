#!/usr/bin/env node
// `npm start` (issue 35): builds the front end only when dist/ is not current, then runs the server in this process.
// dist/ is current when the hash of the build's inputs (scripts/lib/build-inputs.mjs: sources, config, lockfile, mode,
// NODE_ENV, VITE_ variables) equals the one the last finished build wrote into dist/.vite/inputs-hash. The build runs
// as `vite build` in a child process, as before, so that what Vite sets in its process (NODE_ENV=production) never
// reaches the server's; package.json runs this file with tsx, as it ran the server before, for the server's TypeScript.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEnvironment, hashBuildInputs, OUT_DIR, staleReason } from './lib/build-inputs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const say = (line) => console.log(`[start] ${line}`);

const outDir = resolve(root, OUT_DIR);
const reason = await staleReason(outDir, await hashBuildInputs(root, buildEnvironment(process.env)));
if (reason) {
  say(`building the front end into ${OUT_DIR}/ (${reason}): about half a minute on a 2-core machine...`);
  const started = performance.now();
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const code = await new Promise((done) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error);
      done(1);
    });
    child.on('exit', (status, signal) => done(status ?? (signal ? 1 : 0)));
  });
  if (code !== 0) {
    console.error(`[start] the build failed (exit ${code}): not starting the server`);
    process.exit(code);
  }
  say(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} else {
  say(`${OUT_DIR}/ is current (same sources as its build): no build`);
}

await import('../server/src/main.ts');
