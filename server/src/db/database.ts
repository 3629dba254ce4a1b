// One handle over PGlite (embedded, default) or node-postgres (DATABASE_URL): the same Drizzle schema and SQL on both.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { preparedStatements } from './pglite-prepared';

/**
 * The Drizzle database every repository uses; identical API on both drivers. Tables are imported from
 * server/src/<domain>/<table>.schema.ts where they are used (no relational-query schema object, so no barrel file).
 */
export type AppDatabase = PgDatabase<PgQueryResultHKT>;

/** Raw SQL access for the migrator and health checks: multi-statement exec, parameterised query, a transaction. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  /**
   * `name` makes it a named prepared statement (parsed and planned once: per connection on PostgreSQL, per database on
   * PGlite outside a transaction, pglite-prepared.ts; hot paths such as the session lookup use it). A name must always go
   * with the same SQL text.
   */
  query<Row extends Record<string, unknown>>(sql: string, params?: unknown[], name?: string): Promise<Row[]>;
}

/** Sees every statement sent through the ORM or the SQL runner (tests count statements per request with it). */
export interface QueryObserver {
  onQuery: ((sql: string) => void) | null;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  observer: QueryObserver;
  orm: AppDatabase;
  sql: SqlRunner;
  /** Runs fn in one transaction on one connection (BEGIN/COMMIT, ROLLBACK on error). */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data dir, to start other instances from (test templates). */
  dumpDataDir?(): Promise<Blob>;
}

/** GET /health's check (platform/health.routes.ts): resolves while the database answers, rejects once it does not. */
export async function pingDatabase(database: Pick<Database, 'sql'>): Promise<void> {
  await database.sql.query('SELECT 1 AS ok');
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  /** loadDataDir: start from a dumpDataDir() tarball instead of running initdb (much faster; tests use it). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; searchPath?: string; max?: number };

/** `prepared`: how named statements run (outside a transaction; a transaction's runner has none and ignores names) */
function pgliteRunner(
  db: Pick<PGlite, 'exec' | 'query'>,
  observer: QueryObserver,
  prepared?: ReturnType<typeof preparedStatements>,
): SqlRunner {
  return {
    async exec(sql) {
      observer.onQuery?.(sql);
      await db.exec(sql);
    },
    async query<Row extends Record<string, unknown>>(sql: string, params: unknown[] = [], name?: string) {
      observer.onQuery?.(sql);
      if (name && prepared) return prepared<Row>(sql, params, name);
      const result = await db.query<Row>(sql, params);
      return result.rows;
    },
  };
}

function pgRunner(client: pg.Pool | pg.PoolClient, observer: QueryObserver): SqlRunner {
  return {
    async exec(sql) {
      observer.onQuery?.(sql);
      await client.query(sql);
    },
    async query<Row extends Record<string, unknown>>(sql: string, params: unknown[] = [], name?: string) {
      observer.onQuery?.(sql);
      const result = await client.query<Row>(
        name ? { name, text: sql, values: params } : { text: sql, values: params },
      );
      return result.rows;
    },
  };
}

const ormLogger = (observer: QueryObserver) => ({
  logQuery(query: string) {
    observer.onQuery?.(query);
  },
});

/**
 * Issue 35 item 4: a new PGlite data dir costs its initdb, about 11 s of CPU on these machines, against 4 s to unpack the
 * same cluster from a tarball (and 1 s of migrations either way). The first new data dir on a machine dumps its pristine
 * cluster, before any migration, to node_modules/.cache (one file per PGlite version); later new data dirs (a test's
 * server, a second checkout's first start) start from it. A data dir that exists opens as it is.
 */
const INITDB_CACHE = fileURLToPath(new URL('../../../node_modules/.cache/cuenta-pglite/', import.meta.url));

export function initdbTemplatePath(): string {
  const manifest = new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return join(INITDB_CACHE, `initdb-${version}.tar`);
}

async function openPgliteDir(dir: string): Promise<PGlite> {
  if (existsSync(join(dir, 'PG_VERSION'))) return PGlite.create(dir);
  const template = initdbTemplatePath();
  const cached = await readFile(template).catch(() => null);
  if (cached) return PGlite.create(dir, { loadDataDir: new Blob([cached]) });
  const client = await PGlite.create(dir);
  try {
    const tarball = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    await mkdir(INITDB_CACHE, { recursive: true });
    // written aside, then renamed: servers that start together never read half a file
    const partial = `${template}.${process.pid}.partial`;
    await writeFile(partial, tarball);
    await rename(partial, template);
  } catch {
    // no cache (a read-only node_modules): the next new data dir runs initdb again
  }
  return client;
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) {
    // PGlite fails with ENOENT when the parent folder of its data dir is missing (STACK.md).
    await mkdir(dirname(resolve(dataDir)), { recursive: true });
  }
  const client = dataDir
    ? await openPgliteDir(resolve(dataDir))
    : await PGlite.create(loadDataDir ? { loadDataDir } : {});
  // PGlite's pages are in memory or in a local file: a random read costs about what a sequential one does, and with the
  // default (4) the planner read all 100,000 products rather than the search's matches by key (issue 34 bench)
  await client.exec('SET random_page_cost = 1.1');
  const observer: QueryObserver = { onQuery: null };
  const orm = drizzlePglite(client, { logger: ormLogger(observer) }) as unknown as AppDatabase;
  let closed = false;
  return {
    kind: 'pglite',
    observer,
    orm,
    sql: pgliteRunner(client, observer, preparedStatements(client)),
    transaction: (fn) => client.transaction((tx) => fn(pgliteRunner(tx, observer))),
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string, searchPath: string | undefined, max: number | undefined): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: max ?? 10,
    // A per-test schema is selected for every connection of the pool. random_page_cost: the planner's cost of a random page
    // read against a sequential one; 1.1 suits a database on SSD or in cache (the default 4 is for spinning disks, and made
    // the search's facets scan all 100,000 products rather than fetch the matches by key: issue 34 bench)
    options: ['-c random_page_cost=1.1', ...(searchPath ? [`-c search_path=${searchPath}`] : [])].join(' '),
  });
  // Fail fast with a clear error when the server is not there.
  const probe = await pool.connect();
  probe.release();
  const observer: QueryObserver = { onQuery: null };
  const orm = drizzlePg(pool, { logger: ormLogger(observer) }) as unknown as AppDatabase;
  let closed = false;
  return {
    kind: 'postgres',
    observer,
    orm,
    sql: pgRunner(pool, observer),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(pgRunner(client, observer));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function openDatabase(target: DatabaseTarget): Promise<Database> {
  switch (target.kind) {
    case 'pglite':
      return openPglite(target.dataDir);
    case 'pglite-memory':
      return openPglite(undefined, target.loadDataDir);
    case 'postgres':
      return openPostgres(target.url, target.searchPath, target.max);
  }
}
