// issue 29: what the benchmarks share: the database they measure on and the table they print.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { makeConfig, type ConfigOverrides } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrator';

/**
 * PGlite in memory, or with `url` (BENCH_DATABASE_URL) PostgreSQL in a throw-away schema that `dispose` drops, so a bench
 * never writes into the database's own tables.
 */
export async function openBenchDatabase(
  url: string | undefined,
): Promise<{ db: Database; dispose(): Promise<void>; label: string }> {
  if (!url) {
    const db = await openDatabase({ kind: 'pglite-memory' });
    return { db, dispose: () => db.close(), label: 'PGlite (in memory)' };
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = await openDatabase({ kind: 'postgres', url, searchPath: schema, max: 10 });
  return {
    db,
    label: `PostgreSQL (${new URL(url).host})`,
    async dispose() {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  };
}

/** The app on the bench's database, migrated; the API rate limit is lifted so the fixed-rate loads are measured, not refused. */
export async function buildBenchApp(db: Database, config: ConfigOverrides = {}) {
  await migrate(db);
  return buildApp({
    db,
    clock: systemClock,
    config: makeConfig({ rateLimit: { max: 1_000_000 }, ...config }),
    logger: false,
  });
}

/** A Markdown table on stdout, each column as wide as its widest cell. */
export function table(header: string[], lines: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(fmt(header));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const l of lines) console.log(fmt(l));
}
