// The operator command `npm run import-postcodes -- --country cl --file x.csv` on a file-backed PGlite (made-up fixture).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/import-postcodes';

const FIXTURE = fileURLToPath(new URL('../fixtures/postcodes-cl-made-up.csv', import.meta.url));

describe('import-postcodes', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));
  const capture = () => {
    const lines: string[] = [];
    return { lines, out: { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) } };
  };

  it('refuses a missing country or file with the usage line', async () => {
    const { lines, out } = capture();
    expect(await main(['--country', 'zz', '--file', FIXTURE], {}, out)).toBe(2);
    expect(lines[0]).toMatch(/^usage: import-postcodes/);
  });

  it('imports the fixture and reports the skipped lines', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cuenta-postcodes-'));
    dirs.push(dir);
    const { lines, out } = capture();
    expect(await main(['--country', 'cl', '--file', FIXTURE], { DATA_DIR: dir }, out)).toBe(0);
    expect(lines).toContain('line 9: invalid postcode 99A0001');
    expect(lines.at(-1)).toBe('CL: 8 rows read, 3 imported, 1 already present, 4 skipped');
  }, 120_000);
});
