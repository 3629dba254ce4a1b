// Applies server/migrations/NNNN_name.sql in file-name order, one transaction per file, recorded in schema_migrations
// (docs/architecture.md "Database"). Works on PGlite and PostgreSQL; an advisory lock keeps two starting servers apart.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));
const FILE_PATTERN = /^\d{4}_[a-z0-9_-]+\.sql$/;
// An arbitrary constant that names "cuenta migrations" for pg_advisory_xact_lock.
const LOCK_KEY = 727_001;

export interface MigrationResult {
  applied: string[];
  skipped: string[];
}

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await readdir(dir);
  const migrations = files.filter((file) => file.endsWith('.sql'));
  const invalid = migrations.filter((file) => !FILE_PATTERN.test(file));
  if (invalid.length) throw new Error(`Migration file names must look like 0001_name.sql: ${invalid.join(', ')}`);
  return migrations.sort();
}

export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  await db.sql.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const result: MigrationResult = { applied: [], skipped: [] };
  for (const name of await listMigrations(dir)) {
    const sql = await readFile(join(dir, name), 'utf8');
    const applied = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    (applied ? result.applied : result.skipped).push(name);
  }
  return result;
}
