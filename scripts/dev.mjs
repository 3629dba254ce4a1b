#!/usr/bin/env node
// `npm run dev`: the Fastify server (tsx watch, restarts on change) on API_PORT (3001), API only, and Vite with hot reload
// on VITE_PORT (5173), which proxies /api/, /s/, /health and /dev/ to it (vite.config.ts). Ctrl-C stops both; if one of
// them exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const apiPort = process.env.API_PORT ?? '3001';
const bin = (name) => join('node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

for (const name of ['tsx', 'vite']) {
  if (!existsSync(bin(name))) {
    console.error(`${bin(name)} is missing: run npm install first.`);
    process.exit(1);
  }
}

const children = [];
let stopping = false;

function start(label, command, args, env) {
  // Own process group, so that stopping a child also stops what it started (tsx watch runs node under it).
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    detached: process.platform !== 'win32',
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${label} exited (${signal ?? code}); stopping the rest.`);
      stop(typeof code === 'number' && code !== 0 ? code : 1);
    }
  });
  children.push(child);
  return child;
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      if (process.platform === 'win32') child.kill('SIGTERM');
      else process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // Give the server a moment to close its database cleanly (SIGTERM handler), then leave.
  const deadline = setTimeout(() => process.exit(exitCode), 5000);
  deadline.unref();
  Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null ? null : new Promise((r) => child.once('exit', r)),
    ),
  ).then(() => process.exit(exitCode));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('api', bin('tsx'), ['watch', '--clear-screen=false', 'server/src/main.ts'], {
  PORT: apiPort,
  // No built front end in development: Vite serves it. A folder without index.html makes the server serve the API only.
  STATIC_DIR: process.env.DEV_STATIC_DIR ?? '.dev-no-static',
});
start('vite', bin('vite'), [], { API_PORT: apiPort });
console.log(
  `[dev] API on http://127.0.0.1:${apiPort}, app on http://127.0.0.1:${process.env.VITE_PORT ?? '5173'} (Ctrl-C stops both)`,
);
