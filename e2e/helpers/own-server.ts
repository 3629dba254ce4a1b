// A server of the journey's own (issue 13's at-rest scan): the real server on a free port with a throw-away PGlite DATA_DIR
// and its log output captured, so that a spec can read every line it logged and, once it is stopped, every table.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-env';

export interface OwnServer {
  baseURL: string;
  dataDir: string;
  /** every line the server wrote to stdout and stderr */
  logs: string[];
  stop(): Promise<void>;
}

export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const port = freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cuenta-e2e-cards-'));
  const logs: string[] = [];
  const child: ChildProcess = spawn(join('node_modules', '.bin', 'tsx'), ['server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
      RATE_LIMIT_MAX: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const baseURL = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${logs.slice(-5).join('\n')}`);
    try {
      if ((await fetch(`${baseURL}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('server did not start in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    dataDir,
    logs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
