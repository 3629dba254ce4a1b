// The browser tests run the real server (npm start's server) on a free port with a throw-away DATA_DIR.
// Both are chosen once, in the runner's process, and passed to the workers through the environment.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
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

export function e2eServerEnv(env: NodeJS.ProcessEnv = process.env): E2eServerEnv {
  env.E2E_PORT ??= String(freePort());
  env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cuenta-e2e-'));
  return { port: Number(env.E2E_PORT), dataDir: env.E2E_DATA_DIR };
}
