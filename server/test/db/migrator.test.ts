// docs/architecture.md "Database": migrations apply in file-name order, once, one transaction per file, on PGlite and PostgreSQL.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/database';
import { agents } from '../../src/auth/agents.schema';
import { companies } from '../../src/company/companies.schema';
import { seedRuns } from '../../src/platform/seed-runs.schema';
import { sessions } from '../../src/auth/sessions.schema';
import { users } from '../../src/account/users.schema';
import { listMigrations, migrate } from '../../src/db/migrator';
import { BUILD_TIMEOUT, testBackends } from '../helpers/test-app';

describe.each(testBackends())('migrator on $name', (backend) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await backend.open({ blank: true }));
  }, BUILD_TIMEOUT);
  afterAll(() => dispose());

  it('applies every committed migration once and records it', async () => {
    const files = await listMigrations();
    expect(files).toContain('0001_core.sql');
    const first = await migrate(db);
    expect(first.applied).toEqual(files);
    const rows = await db.sql.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(files);

    const second = await migrate(db);
    expect(second.applied).toEqual([]);
    expect(second.skipped).toEqual(files);
  });

  it('creates the core tables with their lookup indexes', async () => {
    const tables = await db.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['users', 'companies', 'agents', 'sessions']),
    );
    const indexes = await db.sql.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename IN ('users', 'companies', 'agents', 'sessions')`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual(
      expect.arrayContaining([
        'users_tenant_email_key',
        'users_tenant_document_idx',
        'users_company_idx',
        'companies_tenant_document_key',
        'agents_tenant_email_key',
        'sessions_pkey',
        'sessions_user_idx',
        'sessions_expires_idx',
      ]),
    );
  });

  it.each([users, companies, agents, sessions, seedRuns].map((table) => ({ name: getTableConfig(table).name, table })))(
    'the Drizzle table $name mirrors its SQL columns and nullability',
    async ({ table }) => {
      const config = getTableConfig(table);
      const columns = await db.sql.query<{ column_name: string; is_nullable: string }>(
        `SELECT column_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
        [config.name],
      );
      const inDb = Object.fromEntries(columns.map((c) => [c.column_name, c.is_nullable === 'YES']));
      const inDrizzle = Object.fromEntries(config.columns.map((c) => [c.name, !c.notNull]));
      expect(inDrizzle).toEqual(inDb);
    },
  );

  it('keeps emails lowercase and unique per tenant', async () => {
    await db.sql.query(
      `INSERT INTO users (tenant, email, account_type, first_name, last_name) VALUES ('cl', 'a@example.com', 'INDIVIDUAL', 'A', 'B')`,
    );
    // the same email in another tenant is another account
    await db.sql.query(
      `INSERT INTO users (tenant, email, account_type, first_name, last_name) VALUES ('pe', 'a@example.com', 'INDIVIDUAL', 'A', 'B')`,
    );
    await expect(
      db.sql.query(
        `INSERT INTO users (tenant, email, account_type, first_name, last_name) VALUES ('cl', 'a@example.com', 'INDIVIDUAL', 'C', 'D')`,
      ),
    ).rejects.toThrow(/users_tenant_email_key/);
    await expect(
      db.sql.query(
        `INSERT INTO users (tenant, email, account_type, first_name, last_name) VALUES ('cl', 'Upper@example.com', 'INDIVIDUAL', 'C', 'D')`,
      ),
    ).rejects.toThrow(/check/i);
  });

  it('rolls a failing file back entirely and stops there', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cuenta-migrations-'));
    try {
      await writeFile(join(dir, '0001_good.sql'), 'CREATE TABLE migr_good (id int);');
      await writeFile(join(dir, '0002_bad.sql'), 'CREATE TABLE migr_half (id int);\nSELECT no_such_function();');
      await writeFile(join(dir, '0003_later.sql'), 'CREATE TABLE migr_later (id int);');
      await expect(migrate(db, dir)).rejects.toThrow(/no_such_function/);
      const tables = await db.sql.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name LIKE 'migr_%'`,
      );
      expect(tables.map((t) => t.table_name)).toEqual(['migr_good']);
      const recorded = await db.sql.query<{ name: string }>(
        `SELECT name FROM schema_migrations WHERE name LIKE '000%\\_%' ESCAPE '\\' AND name NOT IN ('0001_core.sql', '0002_seed_runs.sql') ORDER BY name`,
      );
      expect(recorded.map((r) => r.name)).toContain('0001_good.sql');
      expect(recorded.map((r) => r.name)).not.toContain('0002_bad.sql');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses badly named migration files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cuenta-migrations-'));
    try {
      await writeFile(join(dir, 'create-users.sql'), 'SELECT 1;');
      await expect(migrate(db, dir)).rejects.toThrow(/0001_name\.sql/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
