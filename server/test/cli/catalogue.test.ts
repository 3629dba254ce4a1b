// Issue 34 item 1: the catalogue CSV import (server/src/cli/catalogue.ts): a valid file replaces and adds products, prices
// and stock, found by search at once; a file with any bad row writes nothing and names the line.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CSV_HEADER, main, parseCatalogueCsv } from '../../src/cli/catalogue';
import { seedStores } from '../../src/db/seed-quotes';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';

const header = CATALOGUE_CSV_HEADER.join(',');
const good = [
  header,
  'CSV-1,"Cerámica rústica 30x30 cm","Cerâmica rústica 30x30 cm","Caja de 1,5 m², ""antideslizante""",,Terra,pisos,m2,1.5,rustica,30x30 cm,30,30,0.8,false,false,true,cl,CLP,9990,,CL-001:7|CL-002:0',
  'CSV-1,"Cerámica rústica 30x30 cm","Cerâmica rústica 30x30 cm",,,Terra,pisos,m2,1.5,rustica,30x30 cm,30,30,0.8,false,false,true,br,BRL,58.9,,',
  'CSV-2,Taladro inalámbrico,Furadeira sem fio,,,Ferrus,herramientas,each,,,,,,,true,true,true,cl,CLP,49990,9990,',
].join('\n');

describe('catalogue CSV parsing', () => {
  it('reads quoted cells with commas, quotes and the optional Portuguese texts', () => {
    const result = parseCatalogueCsv(good);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rows).toHaveLength(3);
    expect(result.rows[0]).toMatchObject({
      sku: 'CSV-1',
      descriptionEs: 'Caja de 1,5 m², "antideslizante"',
      descriptionPt: 'Caja de 1,5 m², "antideslizante"',
      unit: 'm2',
      m2PerBox: 1.5,
      stock: [
        { storeCode: 'CL-001', quantity: 7 },
        { storeCode: 'CL-002', quantity: 0 },
      ],
    });
  });

  it('names every bad line and cell', () => {
    const bad = parseCatalogueCsv(
      [header, 'X 1,,,,,B,c,m2,,,,,,,maybe,false,true,zz,CLP,abc,,', 'short,row'].join('\n'),
    );
    expect(bad).toEqual({
      ok: false,
      errors: [
        'line 2: sku may hold letters, digits, . _ - only; m2_per_box is required; tenant zz is unknown; name_es is required; warranty_eligible must be true or false; price must be a number like 1234.5',
        'line 3: 2 cells, expected 22',
      ],
    });
    expect(parseCatalogueCsv('a,b\n')).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^line 1: the header must be sku,/)],
    });
  });
});

describe.each(testBackends())('npm run catalogue -- import on $name', (backend) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    await seedStores(t.app);
    dir = await mkdtemp(join(tmpdir(), 'catalogue-csv-'));
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  const run = async (content: string) => {
    const file = join(dir, `c-${Math.random().toString(36).slice(2)}.csv`);
    await writeFile(file, content);
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(
      ['import', file],
      {},
      (l) => out.push(l),
      (l) => err.push(l),
      t.app.db,
    );
    return { code, out, err };
  };

  it('imports products, prices and stock; search finds them, accents ignored', async () => {
    const { code, out } = await run(good);
    expect(code).toBe(0);
    expect(out).toEqual(['Imported 2 product(s), 3 price(s), 2 stock figure(s).']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/s/catalogue/v1/search?q=rustica',
      headers: { 'x-tenant': 'br' },
    });
    expect(res.json().items.map((p: { name: string; price: number }) => [p.name, p.price])).toEqual([
      ['Cerâmica rústica 30x30 cm', 58.9],
    ]);
    const detail = await t.app.inject({
      method: 'GET',
      url: '/s/catalogue/v1/products/CSV-1',
      headers: { 'x-tenant': 'cl' },
    });
    expect(detail.json().stores.map((s: { code: string; quantity: number }) => [s.code, s.quantity])).toEqual([
      ['CL-001', 7],
      ['CL-002', 0],
      ['CL-003', 0],
    ]);
  });

  it('writes nothing when a row names a store the tenant does not have', async () => {
    const { code, err } = await run(
      [header, 'CSV-3,Martillo,Martelo,,,Ferrus,herramientas,each,,,,,,,false,false,true,cl,CLP,5990,,XX-999:3'].join(
        '\n',
      ),
    );
    expect(code).toBe(1);
    expect(err).toEqual(['sku CSV-3: cl has no store XX-999; nothing imported.']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/s/catalogue/v1/products/CSV-3',
      headers: { 'x-tenant': 'cl' },
    });
    expect(res.statusCode).toBe(404);
  });
});
