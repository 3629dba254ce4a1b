// The server as its own OS process (`npm run serve`: tsx server/src/main.ts), for the tests that need the real process
// (server/test/main.test.ts) or several of them (server/test/scale/two-processes.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** how long a start may take on a busy machine (migrations, the demo seed) */
export const START_TIMEOUT = 120_000;

/** A port the OS says is free on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** everything the process wrote so far (stdout and stderr) */
  output: () => string;
  exited: Promise<number | null>;
}

function spawnServer(env: Record<string, string | undefined>): ChildProcess {
  return spawn(join(SERVER_ROOT, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
    cwd: SERVER_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Starts the server (NODE_ENV=development unless `env` says otherwise) and resolves on its "Server listening" log line,
 * which comes after the migrations and the demo seed (LOG_LEVEL must be info or lower); fails if the process exits first.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawnServer({ ...process.env, NODE_ENV: 'development', ...env });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited early (${code}):\n${output}`)));
  });
  return { child, output: () => output, exited };
}

/** Runs the server until it exits on its own (a refused start). */
export async function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawnServer({ ...process.env, ...env });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

/** SIGTERM, then the exit code once the process has closed the server and the database. */
export async function stopServerProcess(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  return server.exited;
}
