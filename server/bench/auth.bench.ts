// `npm run bench` (issue 17, docs/performance.md): the server's figures in one run, as ratios to what the same machine does
// at the same moment (it is shared, so absolute figures move; the ratios much less).
//   - GET /health and an authenticated GET (/api/my-account/cl/users: session + user + preferences) held at BENCH_RATE
//     (500) requests/s: achieved rate, p50, p99, and the p99 ratio authenticated / health;
//   - logins per second (POST /s/auth/v1/login, BENCH_LOGIN_CONNECTIONS in parallel) against raw argon2id verifications
//     per second with the same parameters and the same parallelism, measured in this process just before;
//   - where a login's CPU goes, on Linux: milliseconds per login of the server process, of PostgreSQL's processes, of
//     this process (the load client) and of the whole machine, beside one argon2 verification's; argon2's over the sum of
//     the first three is the highest login ratio these cores allow (busy with nothing but logins);
//   - the server's resident memory (RSS) once started and idle, and after the load.
// PGlite (in memory) always; PostgreSQL too when BENCH_DATABASE_URL is set (a throw-away schema, dropped after).
// Bounded: BENCH_SECONDS (default 10, at most 60) per load; the server listens on 127.0.0.1 only and autocannon targets it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { hash, verify } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from '../src/plugins/app/passwords';
import { cpuMsSince, machineBusyMs, ownCpuMs, processCpuMs, processesCpuMs } from './proc-cpu';

const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SECONDS ?? 10), 1), 60);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const LOGIN_CONNECTIONS = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? Math.max(2, availableParallelism()));
const PG_URL = process.env.BENCH_DATABASE_URL;
const serverScript = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

interface Started {
  child: ChildProcess;
  info: { port: number; database: string; password: string; users: number; cookie: string };
}

function startServer(env: Record<string, string>): Promise<Started> {
  const child = spawn(tsx, [serverScript], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve({ child, info: JSON.parse(line) as Started['info'] }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

/** The server runs under tsx: the node process that holds the app is the child's child (or the child itself). */
async function serverPid(child: ChildProcess): Promise<number> {
  const children = await readFile(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').catch(() => '');
  const grandchild = Number(children.trim().split(/\s+/)[0]);
  return Number.isFinite(grandchild) && grandchild > 0 ? grandchild : child.pid!;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

function fixedRate(url: string, headers: Record<string, string> = {}) {
  return autocannon({ url, headers, connections: 10, overallRate: RATE, duration: SECONDS });
}

function logins(port: number, password: string, users: number) {
  let n = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}/s/auth/v1/login`,
    connections: LOGIN_CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          n += 1;
          const user = (n % users) + 1;
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              'x-tenant': 'cl',
              // one address per login: the per-address limits (60 a minute) are not what is measured
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({ email: `bench${user}@bench.example`, password }),
          };
        },
      },
    ],
  });
}

/** Raw argon2id verifications per second, `parallel` at a time, for SECONDS, and the CPU milliseconds of one. */
async function argon2Rate(parallel: number): Promise<{ rate: number; cpuMsEach: number }> {
  const stored = await hash('Martillo7Azul', ARGON2_OPTIONS);
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  const cpuBefore = ownCpuMs();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < until) {
        await verify(stored, 'Martillo7Azul');
        done += 1;
      }
    }),
  );
  return { rate: done / ((performance.now() - started) / 1000), cpuMsEach: (ownCpuMs() - cpuBefore) / done };
}

/** CPU milliseconds per login, by whom, while `load` runs; null where /proc cannot be read. */
interface LoginCpu {
  server: number;
  postgres: number;
  client: number;
  machine: number;
}

async function cpuSnapshot(serverPid: number) {
  return {
    server: await processCpuMs(serverPid),
    postgres: await processesCpuMs('postgres'),
    client: ownCpuMs(),
    machine: await machineBusyMs(),
  };
}

async function accountCpu<T extends autocannon.Result>(
  serverPid: number,
  load: () => Promise<T>,
): Promise<{ result: T; cpu: LoginCpu | null }> {
  const before = await cpuSnapshot(serverPid);
  const result = await load();
  const after = await cpuSnapshot(serverPid);
  const count = result['2xx'];
  if (!count || before.server === null || after.server === null || before.machine === null || after.machine === null) {
    return { result, cpu: null };
  }
  return {
    result,
    cpu: {
      server: (after.server - before.server) / count,
      postgres: cpuMsSince(before.postgres, after.postgres) / count,
      client: (after.client - before.client) / count,
      machine: (after.machine - before.machine) / count,
    },
  };
}

interface Row {
  backend: string;
  health: autocannon.Result;
  authGet: autocannon.Result;
  loginRate: number;
  loginErrors: number;
  argon2: number;
  argon2CpuMs: number;
  loginCpu: LoginCpu | null;
  idleRss: number;
  loadedRss: number;
}

async function run(label: string, env: Record<string, string>): Promise<Row> {
  const { child, info } = await startServer(env);
  try {
    const pid = await serverPid(child);
    await settle();
    const idleRss = await rssMiB(pid);
    const base = `http://127.0.0.1:${info.port}`;
    const health = await fixedRate(`${base}/health`);
    const authGet = await fixedRate(`${base}/api/my-account/cl/users`, { cookie: info.cookie });
    if (authGet.non2xx > 0) console.warn(`${label}: ${authGet.non2xx} authenticated GETs did not answer 2xx`);
    const argon2 = await argon2Rate(LOGIN_CONNECTIONS);
    const { result: login, cpu: loginCpu } = await accountCpu(pid, () => logins(info.port, info.password, info.users));
    const loadedRss = await rssMiB(pid);
    return {
      backend: label,
      health,
      authGet,
      loginRate: login['2xx'] / (login.duration || SECONDS),
      loginErrors: login.non2xx + login.errors,
      argon2: argon2.rate,
      argon2CpuMs: argon2.cpuMsEach,
      loginCpu,
      idleRss,
      loadedRss,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function withPostgresSchema<T>(url: string, fn: (schema: string) => Promise<T>): Promise<T> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE SCHEMA ${schema}`);
  try {
    return await fn(schema);
  } finally {
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
}

const rate = (r: autocannon.Result) => Math.round(r.requests.total / (r.duration || SECONDS));

function print(rows: Row[]) {
  console.log(
    `\nnpm run bench: ${SECONDS} s per load, fixed ${RATE} req/s (10 connections), logins with ${LOGIN_CONNECTIONS} connections, ` +
      `${availableParallelism()} cores (shared), 127.0.0.1\n`,
  );
  const header = [
    'backend',
    'health req/s',
    'health p50/p99',
    'auth GET req/s',
    'auth GET p50/p99',
    'p99 ratio',
    'logins/s',
    'argon2/s',
    'login ratio',
    'RSS idle/loaded',
  ];
  const lines = rows.map((r) => [
    r.backend,
    String(rate(r.health)),
    `${r.health.latency.p50}/${r.health.latency.p99} ms`,
    String(rate(r.authGet)),
    `${r.authGet.latency.p50}/${r.authGet.latency.p99} ms`,
    (r.authGet.latency.p99 / Math.max(r.health.latency.p99, 1)).toFixed(2),
    `${r.loginRate.toFixed(1)}${r.loginErrors ? ` (${r.loginErrors} errors)` : ''}`,
    r.argon2.toFixed(1),
    (r.loginRate / r.argon2).toFixed(2),
    `${r.idleRss}/${r.loadedRss} MiB`,
  ]);
  table(header, lines);
  console.log('\ntargets: auth GET p99 <= 25 ms (PGlite) / 10 ms (PostgreSQL) at 500 req/s; login ratio >= 0.9');

  const accounted = rows.filter((r) => r.loginCpu);
  if (accounted.length === 0) return;
  console.log(
    '\nCPU per login (ms, Linux /proc, during the login load). The ceiling is argon2 / (server + PostgreSQL + client): the\n' +
      'highest login ratio these cores allow when they do nothing but logins. The whole machine counts other jobs too.\n',
  );
  const ms = (n: number) => n.toFixed(1);
  table(
    ['backend', 'argon2 verify', 'server process', 'PostgreSQL', 'load client', 'sum', 'whole machine', 'ceiling'],
    accounted.map((r) => {
      const cpu = r.loginCpu!;
      const sum = cpu.server + cpu.postgres + cpu.client;
      return [
        r.backend,
        ms(r.argon2CpuMs),
        ms(cpu.server),
        ms(cpu.postgres),
        ms(cpu.client),
        ms(sum),
        ms(cpu.machine),
        (r.argon2CpuMs / sum).toFixed(2),
      ];
    }),
  );
}

function table(header: string[], lines: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(fmt(header));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const l of lines) console.log(fmt(l));
}

async function main() {
  // the PGlite server must not inherit BENCH_DATABASE_URL from this process's environment
  const rows: Row[] = [await run('PGlite', { BENCH_DATABASE_URL: '', BENCH_SCHEMA: '' })];
  if (PG_URL) {
    rows.push(
      await withPostgresSchema(PG_URL, (schema) =>
        run('PostgreSQL', { BENCH_DATABASE_URL: PG_URL, BENCH_SCHEMA: schema }),
      ),
    );
  }
  print(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
