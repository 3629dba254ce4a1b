// Issue 32 item 1: SEPOMEX's CPdescarga.txt layout (first notice line, pipe-separated header, Latin-1), on a MADE-UP fixture.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { decodePostcodeFile, isSepomex, parseSepomex } from '../../src/platform/sepomex';

const FIXTURE = new URL('../fixtures/sepomex-made-up.txt', import.meta.url);

describe('SEPOMEX catalogue format', () => {
  it('reads the Latin-1 file, skips the notice line and maps INEGI keys to the CSV columns', async () => {
    const text = decodePostcodeFile(await readFile(FIXTURE));
    expect(isSepomex(text)).toBe(true);
    const rows = parseSepomex(text);
    expect(rows[0]).toEqual({
      line: 3,
      cells: ['MX', '99910', '09', '09015', 'Niños Héroes Inventada', ''],
    });
    // keys that lost their zeros in a spreadsheet are padded back
    expect(rows[2]!.cells.slice(2, 4)).toEqual(['09', '09015']);
    expect(rows).toHaveLength(6);
  });

  it('reads a UTF-8 copy the same way', async () => {
    const latin1 = await readFile(FIXTURE);
    const utf8 = new TextEncoder().encode(new TextDecoder('latin1').decode(latin1));
    expect(parseSepomex(decodePostcodeFile(utf8))).toEqual(parseSepomex(decodePostcodeFile(latin1)));
  });

  it('refuses a file without the SEPOMEX header, and tells a CSV apart', () => {
    expect(() => parseSepomex('hola\nmundo|x\n')).toThrow(/SEPOMEX header/);
    expect(isSepomex('country,postcode,state,city,district,street\n')).toBe(false);
  });
});
