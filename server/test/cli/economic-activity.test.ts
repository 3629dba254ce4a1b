// Issue 32 item 2: `npm run economic-activity -- import cl <file>` on the server's file-backed PGlite (made-up fixture).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/economic-activity';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrator';

const FIXTURE = fileURLToPath(new URL('../fixtures/economic-activity-cl-made-up.csv', import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const capture = () => {
  const lines: string[] = [];
  return { lines, out: { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) } };
};

describe('economic-activity (operator command)', () => {
  it('refuses a country with a bundled list, or a missing file, with the usage line', async () => {
    for (const argv of [
      ['import', 'pe', FIXTURE],
      ['import', 'cl'],
      ['export', 'cl', FIXTURE],
    ]) {
      const { lines, out } = capture();
      expect(await main(argv, {}, out)).toBe(2);
      expect(lines[0]).toBe('usage: economic-activity import <cl|mx> <file.csv>');
    }
  });

  it('imports a Chilean table into the server’s data folder and reports the skipped lines', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cuenta-activity-'));
    dirs.push(dataDir);
    const db = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    await migrate(db);
    await db.close();
    const { lines, out } = capture();
    expect(await main(['import', 'cl', FIXTURE], { DATA_DIR: dataDir }, out)).toBe(0);
    expect(lines).toContain('line 5: invalid code 12345');
    expect(lines.at(-1)).toBe('CL: 5 rows read, 2 imported, 3 skipped. Restart the server to offer the list.');
    const again = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    expect(await again.sql.query('SELECT code FROM economic_activities ORDER BY code')).toEqual([
      { code: '999901' },
      { code: '999902' },
    ]);
    await again.close();
  }, 120_000);
});
