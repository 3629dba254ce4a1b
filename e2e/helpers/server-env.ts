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

export function e2eServerEnv(env: NodeJS.ProcessEnv = process.env): E2eServerEnv {
  env.E2E_PORT ??= String(freePort());
  if (!env.E2E_DATA_DIR) {
    removeStaleDataDirs();
    env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), DATA_PREFIX));
  }
  return { port: Number(env.E2E_PORT), dataDir: env.E2E_DATA_DIR };
}
