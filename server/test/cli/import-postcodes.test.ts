// The operator command `npm run import-postcodes -- --country cl --file x.csv` on a file-backed PGlite (made-up fixture).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/import-postcodes';

const FIXTURE = fileURLToPath(new URL('../fixtures/postcodes-cl-made-up.csv', import.meta.url));
const SEPOMEX = fileURLToPath(new URL('../fixtures/sepomex-made-up.txt', import.meta.url));

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

  it("issue 32 item 1: imports SEPOMEX's CPdescarga.txt as published (Latin-1, notice line, pipes) for Mexico only", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cuenta-postcodes-'));
    dirs.push(dir);
    const wrong = capture();
    expect(await main(['--country', 'br', '--file', SEPOMEX], { DATA_DIR: dir }, wrong.out)).toBe(2);
    expect(wrong.lines[0]).toMatch(/SEPOMEX's catalogue \(Mexico\): use --country mx/);
    const { lines, out } = capture();
    expect(await main(['--country', 'mx', '--file', SEPOMEX], { DATA_DIR: dir }, out)).toBe(0);
    expect(lines).toContain('line 7: invalid postcode 9A913');
    expect(lines.at(-1)).toBe('MX: 6 rows read, 3 imported, 1 already present, 2 skipped');
  }, 120_000);
});
