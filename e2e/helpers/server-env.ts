// The browser tests run the real server (npm start's server) on a free port with a throw-away DATA_DIR.
// Both are chosen once, in the runner's process, and passed to the workers through the environment.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Asks the OS for a free port (synchronously: Playwright's config is synchronous). */
export function freePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

export interface E2eServerEnv {
  port: number;
  dataDir: string;
}

const DATA_PREFIX = 'cuenta-e2e-';
const STALE_MS = 2 * 60 * 60 * 1000;

/** Data dirs of earlier runs (older than any run lasts; a run going on in parallel keeps its own). */
function removeStaleDataDirs(now = Date.now()): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(DATA_PREFIX)) continue;
    const path = join(tmpdir(), name);
    try {
      if (now - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // removed meanwhile
    }
  }
}

/**
 * The server of one browser-test slot (issue 35 item 4: the suite runs two workers, each against a server of its own, so a
 * spec sees only the state left by the specs before it in its own slot, as when one worker ran them all). Slot 0 keeps the
 * names E2E_PORT / E2E_DATA_DIR; slot i the names with `_i`. Chosen once in the runner and passed to the workers through
 * the environment.
 */
export function e2eServerEnv(env: NodeJS.ProcessEnv = process.env, slot = 0): E2eServerEnv {
  const suffix = slot === 0 ? '' : `_${slot}`;
  const portName = `E2E_PORT${suffix}`;
  const dirName = `E2E_DATA_DIR${suffix}`;
  env[portName] ??= String(freePort());
  if (!env[dirName]) {
    if (slot === 0) removeStaleDataDirs();
    env[dirName] = mkdtempSync(join(tmpdir(), DATA_PREFIX));
  }
  return { port: Number(env[portName]), dataDir: env[dirName] };
}

/** The slot of the worker this code runs in (Playwright's parallel index; 0 in the runner). */
export function workerSlot(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.TEST_PARALLEL_INDEX ?? 0);
}
