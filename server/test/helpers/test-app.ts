// Builds a fresh app for a test file (STYLE.md §11): in-memory PGlite always, and PostgreSQL too when TEST_DATABASE_URL is
// set (a fresh schema per app, dropped on close). Business time comes from a TestClock the test moves by hand.
//
//   describe.each(testBackends())('sessions on $name', (backend) => {
//     let t: TestApp;
//     beforeAll(async () => { t = await buildTestApp({ backend }); }, BUILD_TIMEOUT);
//     afterAll(() => t.close());
//     it('...', async () => { const res = await t.app.inject({ method: 'GET', url: '/health' }); ... });
//   });
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app';
import type { Clock } from '../../src/clock';
import { makeConfig, type AppConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { listMigrations, migrate, MIGRATIONS_DIR } from '../../src/db/migrator';
import type { LoggerOptions } from '../../src/lib/logger';

/** Hook timeout for beforeAll(buildTestApp): PGlite takes seconds to start on a busy 2-core machine. */
export const BUILD_TIMEOUT = 120_000;

const PGLITE_PACKAGE = new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url);

export const TEST_START = new Date('2026-03-02T12:00:00.000Z');

/** A clock that only moves when told to. */
export class TestClock implements Clock {
  private current: number;
  constructor(start: Date = TEST_START) {
    this.current = start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date): void {
    this.current = date.getTime();
  }
  advance(ms: number): void {
    this.current += ms;
  }
  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
}

export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** A fresh database; `blank: true` skips the PGlite template (no migrations applied yet), for migrator tests. */
  open(options?: { blank?: boolean }): Promise<{ db: Database; dispose(): Promise<void> }>;
}

// Creating a PGlite runs initdb (seconds on a busy machine); starting from a dump of an already migrated instance is several
// times faster. The dump is cached in the OS temp dir, keyed by the PGlite version and the migration files' contents, so
// every test file after the first starts from it. Each test still gets its own independent in-memory database.
async function templateKey(): Promise<string> {
  const hash = createHash('sha256').update(await readFile(PGLITE_PACKAGE));
  for (const name of await listMigrations()) hash.update(name).update(await readFile(join(MIGRATIONS_DIR, name)));
  return hash.digest('hex').slice(0, 16);
}

/** Templates of earlier migration sets are 40 MB each: keep only the current one. */
async function removeStaleTemplates(current: string): Promise<void> {
  const names = await readdir(tmpdir()).catch(() => [] as string[]);
  const stale = names.filter(
    (name) => /^cuenta-pglite-template-[0-9a-f]{16}\.tar$/.test(name) && join(tmpdir(), name) !== current,
  );
  await Promise.all(stale.map((name) => unlink(join(tmpdir(), name)).catch(() => undefined)));
}

async function migratedTemplate(): Promise<Blob | undefined> {
  const file = join(tmpdir(), `cuenta-pglite-template-${await templateKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const db = await openDatabase({ kind: 'pglite-memory' });
    try {
      await migrate(db);
      const dump = await db.dumpDataDir?.();
      if (!dump) return undefined;
      // Written under a unique name, then renamed: parallel workers never read half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      await removeStaleTemplates(file);
      return dump;
    } finally {
      await db.close();
    }
  }
}

const pgliteBackend: TestBackend = {
  name: 'pglite',
  async open(options = {}) {
    const loadDataDir = options.blank ? undefined : await migratedTemplate();
    const db = await openDatabase({ kind: 'pglite-memory', loadDataDir });
    return { db, dispose: () => db.close() };
  },
};

function postgresBackend(url: string): TestBackend {
  return {
    name: 'postgres',
    async open() {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const db = await openDatabase({ kind: 'postgres', url, searchPath: schema, max: 4 });
      return {
        db,
        async dispose() {
          await db.close();
          const cleanup = new pg.Client({ connectionString: url });
          await cleanup.connect();
          await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          await cleanup.end();
        },
      };
    },
  };
}

/** PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. Use with describe.each(testBackends())('... on $name', ...). */
export function testBackends(): TestBackend[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pgliteBackend, postgresBackend(url)] : [pgliteBackend];
}

export interface TestAppOptions {
  backend?: TestBackend;
  clock?: TestClock;
  config?: Parameters<typeof makeConfig>[0];
  /** capture logs: { stream, level } */
  logger?: LoggerOptions;
  /** register test-only routes or hooks before the app is ready */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** sees every route as it is registered */
  onRoute?: (route: RouteOptions) => void;
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

export interface TestApp {
  app: FastifyInstance;
  /** every route the app registered (an onRoute hook added before the plugins load); HEAD and OPTIONS left out */
  routes: RegisteredRoute[];
  db: Database;
  clock: TestClock;
  config: AppConfig;
  backend: TestBackend['name'];
  /** milliseconds spent opening the database, migrating and building the app */
  buildMs: number;
  close(): Promise<void>;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const started = performance.now();
  const backend = options.backend ?? pgliteBackend;
  const { db, dispose } = await backend.open();
  await migrate(db);
  const clock = options.clock ?? new TestClock();
  // A generous global rate limit so that a test file's many requests from 127.0.0.1 are not throttled.
  const config = makeConfig({ rateLimit: { max: 10_000 }, ...options.config });
  const routes: RegisteredRoute[] = [];
  const app = await buildApp({
    db,
    clock,
    config,
    logger: options.logger ?? false,
    onRoute: options.onRoute,
    beforePlugins: (instance) =>
      instance.addHook('onRoute', (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
      }),
  });
  await options.beforeReady?.(app);
  await app.ready();
  let closed = false;
  return {
    app,
    routes,
    db,
    clock,
    config,
    backend: backend.name,
    buildMs: performance.now() - started,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await dispose();
    },
  };
}
