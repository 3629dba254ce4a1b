// The server process `npm run bench` measures (server/bench/auth.bench.ts starts it; not meant to be run by hand): the app
// on PGlite in memory, or on PostgreSQL in BENCH_SCHEMA of BENCH_DATABASE_URL, with BENCH_USERS shoppers who share one
// password and one open session, listening on 127.0.0.1 only. Prints one JSON line when ready; the parent reads its RSS.
// With BENCH_CPU_PROFILE=<dir>, SIGUSR2 starts a V8 CPU profile of the server and the next SIGUSR2 writes it to <dir> (open
// it in Chrome's DevTools): a profile of one load only, without the start-up and migrations.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { makeConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrator';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../src/contracts/services';

const PASSWORD = 'Martillo7Azul';

async function main() {
  const url = process.env.BENCH_DATABASE_URL || null;
  const schema = process.env.BENCH_SCHEMA || undefined;
  // never the database's default schema: the bench writes 200 users and drops its schema afterwards
  if (url && !schema) throw new Error('bench-server: BENCH_SCHEMA is required with BENCH_DATABASE_URL');
  const users = Number(process.env.BENCH_USERS ?? 200);
  const db = url
    ? await openDatabase({ kind: 'postgres', url, searchPath: schema, max: 10 })
    : await openDatabase({ kind: 'pglite-memory' });
  await migrate(db);
  const app = await buildApp({
    db,
    clock: systemClock,
    // the bench sends each login from its own address (x-forwarded-for), as many shoppers would; the global API limit is
    // raised so the fixed-rate GETs are measured, not refused. The per-route login limit (60 a minute) stays in force and
    // is counted in the store, per address.
    config: makeConfig({
      rateLimit: { max: 1_000_000 },
      trustProxy: true,
      botCheck: { mode: 'after-failures' },
      seedDemo: false,
    }),
    logger: false,
  });
  await app.ready();
  const hash = await app.passwords.hash(PASSWORD);
  await db.sql.query(
    `INSERT INTO users (tenant, email, account_type, first_name, last_name, password_hash)
     SELECT 'cl', 'bench' || g || '@bench.example', 'INDIVIDUAL', 'Bench', 'User ' || g, $1 FROM generate_series(1, $2::int) g`,
    [hash, users],
  );
  const [first] = await db.sql.query<{ id: string }>("SELECT id FROM users WHERE email = 'bench1@bench.example'");
  const session = await app.sessions.create({ tenant: 'cl', channel: 'WEB', userId: first!.id });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(
    JSON.stringify({
      port,
      database: db.kind,
      password: PASSWORD,
      users,
      cookie: `${SESSION_COOKIE}=${session.rawId}; ${CSRF_COOKIE}=${session.csrfToken}`,
    }) + '\n',
  );
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  const profileDir = process.env.BENCH_CPU_PROFILE;
  if (profileDir) {
    let profiler: Session | null = null;
    process.on('SIGUSR2', () => {
      void (async () => {
        if (!profiler) {
          profiler = new Session();
          profiler.connect();
          await profiler.post('Profiler.enable');
          await profiler.post('Profiler.start');
          return;
        }
        const { profile } = await profiler.post('Profiler.stop');
        profiler.disconnect();
        profiler = null;
        writeFileSync(join(profileDir, `bench-server-${Date.now()}.cpuprofile`), JSON.stringify(profile));
      })();
    });
  }
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
