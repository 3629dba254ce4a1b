// Issue 14: operator commands name the database they use and refuse a data folder that holds no database.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/approve-company';
import { describeTarget } from '../../src/cli/operator-database';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrator';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cuenta-cli-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('approve-company (operator command)', () => {
  it('names the database and refuses a data folder without one, creating nothing there', async () => {
    const dataDir = tempDir();
    const lines: string[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const code = await main(
      ['--tenant', 'mx', '--document', 'ABC680524P73', '--approve', '--operator', 'Ana'],
      { DATA_DIR: dataDir },
      (l) => lines.push(l),
    );
    expect(code).toBe(1);
    expect(lines).toEqual([`Database: PGlite at ${join(dataDir, 'pglite')}`]);
    expect(errors.mock.calls[0]?.[0]).toMatch(/^No database in .*pglite\. Set DATA_DIR/);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    errors.mockRestore();
  });

  it('approves a pending company in the server’s data folder', async () => {
    const dataDir = tempDir();
    const db = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    await migrate(db);
    await db.sql.query(
      `INSERT INTO companies (tenant, company_document, company_document_type, business_name, status) VALUES ('mx', 'ABC680524P73', 'RFC', 'Demo S.A.', 'pending')`,
    );
    await db.close();
    const lines: string[] = [];
    const code = await main(
      ['--tenant', 'mx', '--document', 'ABC680524P73', '--approve', '--operator', 'Ana'],
      { DATA_DIR: dataDir },
      (l) => lines.push(l),
    );
    expect(code).toBe(0);
    expect(lines).toEqual([`Database: PGlite at ${join(dataDir, 'pglite')}`, 'Demo S.A.: pending -> active']);
  }, 60_000);

  it('names PostgreSQL without its password', () => {
    expect(describeTarget({ DATABASE_URL: 'postgres://ops:secret@db.internal:5432/cuenta' }).label).toBe(
      'PostgreSQL postgres://ops:***@db.internal:5432/cuenta',
    );
  });
});
