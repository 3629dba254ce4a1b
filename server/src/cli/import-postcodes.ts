// spec §3 postal-code info: the operator command that loads a licensed postcode file into the postcodes table (migration 0500).
//   npm run import-postcodes -- --country cl --file correos-cl.csv [--replace]
// The file is CSV with the header country,postcode,state,city,district,street (state/city/district by official name or code;
// see importPostcodes in server/src/plugins/app/postcodes.ts). No country's postcode table is open data
// (server/data/SOURCES.md): only import a file you hold a licence for. Uses the server's database: DATABASE_URL when set,
// else the PGlite data dir DATA_DIR (default .data/pglite; stop the server first, PGlite admits one process).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrator';
import { createGeoService } from '../plugins/app/geo';
import { importPostcodes } from '../plugins/app/postcodes';
import { COUNTRIES, type Country } from '../../../src/tenants/tenant.types';
import { runWhenCalled } from './operator-database';

const USAGE = 'usage: import-postcodes --country <cl|pe|mx|co|ar|uy|br> --file <file.csv> [--replace]';

export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: Pick<Console, 'log' | 'error'> = console,
): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { country: { type: 'string' }, file: { type: 'string' }, replace: { type: 'boolean', default: false } },
    strict: true,
  });
  const country = values.country?.toUpperCase() as Country | undefined;
  if (!country || !COUNTRIES.includes(country) || !values.file) {
    out.error(USAGE);
    return 2;
  }
  const csv = await readFile(values.file, 'utf8');
  const db = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, max: 1 })
    : await openDatabase({ kind: 'pglite', dataDir: join(env.DATA_DIR ?? '.data', 'pglite') });
  try {
    await migrate(db);
    const report = await importPostcodes(db, createGeoService(), country, csv, {
      replace: values.replace,
      now: new Date(),
    });
    for (const skipped of report.skipped) out.error(`line ${skipped.line}: ${skipped.reason}`);
    out.log(
      `${country}: ${report.read} rows read, ${report.imported} imported, ${report.duplicates} already present, ${report.skipped.length} skipped`,
    );
    return report.skipped.length > 0 && report.imported === 0 && report.duplicates === 0 ? 1 : 0;
  } finally {
    await db.close();
  }
}

runWhenCalled(import.meta.url, main);
