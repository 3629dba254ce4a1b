// `npm run bench` (issues 17 and 35, docs/performance.md): what the server pays for a request, measured where it is paid.
// The machine is shared (the load client, PostgreSQL and other jobs run on the same cores), so the figures that decide are
// the SERVER PROCESS's own CPU time per request, read from Linux's /proc/<pid>/stat around each load and divided by the
// requests answered: what autocannon, PostgreSQL and the rest of the machine spend does not count.
//   - GET /health and an authenticated GET (the profile, /api/my-account/cl/users: the session lookup with its user and
//     the idle-timeout touch, then the user joined with the preferences) held at BENCH_RATE (500) requests/s: server CPU
//     per request, and the ratio authenticated / health (goal <= 1.5); p50 and p99 (goal on PGlite: p99 <= 25 ms);
//   - logins (POST /s/auth/v1/login, BENCH_LOGIN_CONNECTIONS in parallel): server CPU per login against the CPU of one raw
//     argon2id verification with the server's parameters (ARGON2_OPTIONS), measured in this process one at a time while
//     the server is idle (goal <= 1.2); also where the rest of a login's CPU goes (PostgreSQL's processes, this process)
//     and logins a second against raw verifications a second with the same parallelism;
//   - the server's resident memory (VmRSS) once started and warmed up, and at the end of the load;
//   - the load average at the start of each backend's run (the machine's other work: it moves latency, hardly the CPU).
// PGlite (in memory) always; PostgreSQL too when BENCH_DATABASE_URL is set (a throw-away schema, dropped after).
// Bounded: BENCH_SECONDS (default 10, at most 60) per load; the server listens on 127.0.0.1 only and autocannon targets it.
// The goals are printed PASS/FAIL; the exit code is 0 either way (the other benches of `npm run bench` still run).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { hash, verify } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from '../src/auth/passwords.plugin';
import { cpuMsSince, machineBusyMs, ownCpuMs, processCpuMs, processesCpuMs } from './proc-cpu';
import { table } from './bench-kit';

const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SECONDS ?? 10), 1), 60);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const LOGIN_CONNECTIONS = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? Math.max(2, availableParallelism()));
const PG_URL = process.env.BENCH_DATABASE_URL;
const serverScript = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** Issue 35 item 5's goals. */
const GOALS = { authGetOverHealth: 1.5, loginOverArgon2: 1.2, pgliteAuthGetP99Ms: 25 } as const;

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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fixedRate(url: string, headers: Record<string, string> = {}, seconds = SECONDS, rate = RATE) {
  return autocannon({ url, headers, connections: 10, overallRate: rate, duration: seconds });
}

function logins(port: number, password: string, users: number, seconds = SECONDS) {
  let n = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}/s/auth/v1/login`,
    connections: LOGIN_CONNECTIONS,
    duration: seconds,
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

/**
 * Raw argon2id verifications with the server's parameters, `parallel` at a time, for `seconds`: how many a second, and
 * the CPU milliseconds of one (this process's CPU, argon2's worker threads included, over the verifications done).
 */
async function argon2Rate(parallel: number, seconds: number): Promise<{ rate: number; cpuMsEach: number }> {
  const stored = await hash('Martillo7Azul', ARGON2_OPTIONS);
  await verify(stored, 'Martillo7Azul');
  let done = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const cpuBefore = ownCpuMs();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < until) {
        if (!(await verify(stored, 'Martillo7Azul'))) throw new Error('argon2 verify answered false');
        done += 1;
      }
    }),
  );
  return { rate: done / ((performance.now() - started) / 1000), cpuMsEach: (ownCpuMs() - cpuBefore) / done };
}

/** CPU milliseconds per answered request, by whom, while a load ran; null where /proc cannot be read. */
interface RequestCpu {
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

/** Runs `load` and divides the CPU used meanwhile by the 2xx answers. */
async function accountCpu<T extends autocannon.Result>(
  serverPid: number,
  load: () => Promise<T>,
): Promise<{ result: T; cpu: RequestCpu | null }> {
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
  loadAverage: number;
  health: autocannon.Result;
  healthCpu: RequestCpu | null;
  authGet: autocannon.Result;
  authGetCpu: RequestCpu | null;
  login: autocannon.Result;
  loginCpu: RequestCpu | null;
  /** one verification at a time (the goal's unit) */
  argon2CpuMs: number;
  /** LOGIN_CONNECTIONS at a time, as the login load runs them */
  argon2Parallel: { rate: number; cpuMsEach: number };
  idleRss: number;
  loadedRss: number;
}

/**
 * JIT, pools and caches warm before anything is measured: a short load of each kind at a lower rate. The logins first, so
 * that collecting their garbage is not charged to /health, which is measured next.
 */
async function warmUp(base: string, cookie: string, port: number, password: string, users: number) {
  await logins(port, password, users, 2);
  await fixedRate(`${base}/health`, {}, 2, 200);
  await fixedRate(`${base}/api/my-account/cl/users`, { cookie }, 2, 200);
}

const failures = (r: autocannon.Result) => r.non2xx + r.errors + r.timeouts;

async function run(label: string, env: Record<string, string>): Promise<Row> {
  const { child, info } = await startServer(env);
  try {
    const pid = await serverPid(child);
    const base = `http://127.0.0.1:${info.port}`;
    const loadAverage = loadavg()[0]!;
    await warmUp(base, info.cookie, info.port, info.password, info.users);
    await pause(2_000);
    const idleRss = await rssMiB(pid);
    const health = await accountCpu(pid, () => fixedRate(`${base}/health`));
    const authGet = await accountCpu(pid, () => fixedRate(`${base}/api/my-account/cl/users`, { cookie: info.cookie }));
    // the server idles meanwhile: the verifications have the cores the logins will have
    const argon2CpuMs = (await argon2Rate(1, Math.min(SECONDS, 5))).cpuMsEach;
    const argon2Parallel = await argon2Rate(LOGIN_CONNECTIONS, SECONDS);
    const login = await accountCpu(pid, () => logins(info.port, info.password, info.users));
    const loadedRss = await rssMiB(pid);
    for (const [name, r] of [
      ['/health', health.result],
      ['authenticated GET', authGet.result],
      ['login', login.result],
    ] as const) {
      if (failures(r)) console.warn(`${label}: ${failures(r)} ${name} requests did not answer 2xx`);
    }
    return {
      backend: label,
      loadAverage,
      health: health.result,
      healthCpu: health.cpu,
      authGet: authGet.result,
      authGetCpu: authGet.cpu,
      login: login.result,
      loginCpu: login.cpu,
      argon2CpuMs,
      argon2Parallel,
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

const rate = (r: autocannon.Result) => Math.round(r['2xx'] / (r.duration || SECONDS));
const ms = (n: number) => n.toFixed(2);
const verdict = (value: number, goal: number) => `${value.toFixed(2)} ${value <= goal ? 'PASS' : 'FAIL'}`;

function print(rows: Row[]) {
  console.log(
    `\nnpm run bench: ${SECONDS} s per load, fixed ${RATE} req/s (10 connections), logins with ${LOGIN_CONNECTIONS} connections, ` +
      `${availableParallelism()} cores (shared), 127.0.0.1\n`,
  );
  console.log(
    'Server process CPU per request (ms of user + system from /proc/<pid>/stat around each load, over the 2xx answers;\n' +
      'argon2 verify: one at a time in the bench process, the server idle). Goals: auth GET / health <= ' +
      `${GOALS.authGetOverHealth}, login / argon2 <= ${GOALS.loginOverArgon2}, PGlite auth GET p99 <= ${GOALS.pgliteAuthGetP99Ms} ms.\n`,
  );
  table(
    [
      'backend',
      'health CPU',
      'auth GET CPU',
      'ratio',
      'login CPU',
      'argon2 CPU',
      'ratio',
      'auth GET req/s',
      'auth GET p50/p99',
      'health p50/p99',
      'RSS idle/loaded',
      'load avg',
    ],
    rows.map((r) => {
      const cpuRatio = r.healthCpu && r.authGetCpu ? r.authGetCpu.server / r.healthCpu.server : NaN;
      const loginRatio = r.loginCpu ? r.loginCpu.server / r.argon2CpuMs : NaN;
      const p99 = r.authGet.latency.p99;
      return [
        r.backend,
        r.healthCpu ? ms(r.healthCpu.server) : 'n/a',
        r.authGetCpu ? ms(r.authGetCpu.server) : 'n/a',
        verdict(cpuRatio, GOALS.authGetOverHealth),
        r.loginCpu ? ms(r.loginCpu.server) : 'n/a',
        ms(r.argon2CpuMs),
        verdict(loginRatio, GOALS.loginOverArgon2),
        String(rate(r.authGet)),
        `${r.authGet.latency.p50}/${p99} ms` +
          (r.backend === 'PGlite' ? (p99 <= GOALS.pgliteAuthGetP99Ms ? ' PASS' : ' FAIL') : ''),
        `${r.health.latency.p50}/${r.health.latency.p99} ms`,
        `${r.idleRss}/${r.loadedRss} MiB`,
        r.loadAverage.toFixed(2),
      ];
    }),
  );

  console.log(
    '\nA login, all of its CPU (ms per login, during the login load): the server process, PostgreSQL, the load client,\n' +
      'the whole machine (other jobs too). Throughput beside it: logins/s against raw verifications/s with the same\n' +
      'parallelism (their CPU each in brackets).\n',
  );
  table(
    ['backend', 'server', 'PostgreSQL', 'load client', 'whole machine', 'logins/s', 'argon2/s (CPU each)', 'ratio'],
    rows.map((r) => {
      const cpu = r.loginCpu;
      const loginRate = r.login['2xx'] / (r.login.duration || SECONDS);
      return [
        r.backend,
        cpu ? ms(cpu.server) : 'n/a',
        cpu ? ms(cpu.postgres) : 'n/a',
        cpu ? ms(cpu.client) : 'n/a',
        cpu ? ms(cpu.machine) : 'n/a',
        `${loginRate.toFixed(1)}${failures(r.login) ? ` (${failures(r.login)} errors)` : ''}`,
        `${r.argon2Parallel.rate.toFixed(1)} (${ms(r.argon2Parallel.cpuMsEach)})`,
        (loginRate / r.argon2Parallel.rate).toFixed(2),
      ];
    }),
  );
  console.log(
    `\nload average at the end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
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
