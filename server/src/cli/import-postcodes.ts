// spec §3 postal-code info: the operator command that loads a licensed postcode file into the postcodes table (migration 0500).
//   npm run import-postcodes -- --country cl --file correos-cl.csv [--replace]
//   npm run import-postcodes -- --country mx --file CPdescarga.txt [--replace]
// The file is CSV with the header country,postcode,state,city,district,street (state/city/district by official name or code;
// see importPostcodes in server/src/platform/postcodes.repository.ts), or, for Mexico, SEPOMEX's catalogue as downloaded (issue 32
// item 1: the pipe-separated CPdescarga.txt with its first notice line and header d_codigo|d_asenta|..., Latin-1; see
// server/src/platform/sepomex.ts). A file that is not valid UTF-8 is read as Latin-1. No country's postcode table is open data
// (server/data/SOURCES.md): only import a file you hold a licence for. Uses the server's database: DATABASE_URL when set,
// else the PGlite data dir DATA_DIR (default .data/pglite; stop the server first, PGlite admits one process).
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { migrate } from '../db/migrator';
import { createGeoService } from '../platform/geo.plugin';
import { importPostcodes, importSepomex } from '../platform/postcodes.repository';
import { decodePostcodeFile, isSepomex } from '../platform/sepomex';
import { COUNTRIES, type Country } from '../../../src/tenants/tenant.types';
import { openServerDatabase, runWhenCalled } from './operator-database';

const USAGE = 'usage: import-postcodes --country <cl|pe|mx|co|ar|uy|br> --file <file.csv|CPdescarga.txt> [--replace]';

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
  const text = decodePostcodeFile(await readFile(values.file));
  const sepomex = isSepomex(text);
  if (sepomex && country !== 'MX') {
    out.error(`${values.file} is SEPOMEX's catalogue (Mexico): use --country mx`);
    return 2;
  }
  const db = await openServerDatabase(env);
  try {
    await migrate(db);
    const options = { replace: values.replace, now: new Date() };
    const report = sepomex
      ? await importSepomex(db, createGeoService(), text, options)
      : await importPostcodes(db, createGeoService(), country, text, options);
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
