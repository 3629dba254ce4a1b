// Issue 35 item 4: a new PGlite data dir starts from the cached pristine cluster (server/src/db/database.ts), and what it
// opens is a working database that migrations and queries use like one made by initdb.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { initdbTemplatePath, openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrator';

const root = mkdtempSync(join(tmpdir(), 'cuenta-initdb-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a new PGlite data dir (issue 35)', () => {
  it('leaves the pristine cluster in the cache, and a second new data dir starts from it, migrates and keeps its data', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir: join(root, 'a') });
    await first.close();
    expect(existsSync(initdbTemplatePath())).toBe(true);

    const second = await openDatabase({ kind: 'pglite', dataDir: join(root, 'b') });
    const { applied } = await migrate(second);
    expect(applied.length).toBeGreaterThan(10);
    await second.sql.exec("INSERT INTO seed_runs (name, applied_at) VALUES ('initdb-cache-test', now())");
    await second.close();

    const reopened = await openDatabase({ kind: 'pglite', dataDir: join(root, 'b') });
    const rows = await reopened.sql.query<{ name: string }>('SELECT name FROM seed_runs');
    expect(rows.map((row) => row.name)).toContain('initdb-cache-test');
    expect((await migrate(reopened)).applied).toEqual([]);
    await reopened.close();
  }, 180_000);
});
