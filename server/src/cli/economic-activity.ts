// Issue 32 item 2: the operator command that imports an economic-activity table the operator holds a licence for, where no
// licensed list ships with the product (Chile's SII codes, Mexico's SCIAN; server/data/SOURCES.md):
//   npm run economic-activity -- import cl sii-actividades.csv
//   npm run economic-activity -- import mx scian.csv
// The file is CSV with the header code,name (UTF-8, or Latin-1 as spreadsheets often save it); codes follow spec §5
// (Chile 6 digits). It replaces the country's previous import; the server reads it at start (restart it). Uses the
// server's database: DATABASE_URL when set, else the PGlite data dir DATA_DIR (stop the server first: PGlite admits one
// process). docs/company.md "Economic activities".
import { readFile } from 'node:fs/promises';
import { importEconomicActivities, IMPORTABLE_ACTIVITY_COUNTRIES } from '../registration/economic-activity.repository';
import { decodePostcodeFile } from '../platform/sepomex';
import type { Country } from '../../../src/tenants/tenant.types';
import { openOperatorDatabase, runWhenCalled } from './operator-database';

const USAGE = `usage: economic-activity import <${IMPORTABLE_ACTIVITY_COUNTRIES.map((c) => c.toLowerCase()).join('|')}> <file.csv>`;

export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: Pick<Console, 'log' | 'error'> = console,
): Promise<number> {
  const [command, countryArg, file] = argv;
  const country = countryArg?.toUpperCase() as Country | undefined;
  if (command !== 'import' || !country || !IMPORTABLE_ACTIVITY_COUNTRIES.includes(country) || !file) {
    out.error(USAGE);
    return 2;
  }
  const csv = decodePostcodeFile(await readFile(file));
  const db = await openOperatorDatabase(env, (line) => out.log(line));
  try {
    const report = await importEconomicActivities(db, country, csv, new Date());
    for (const skipped of report.skipped) out.error(`line ${skipped.line}: ${skipped.reason}`);
    out.log(
      report.imported > 0
        ? `${country}: ${report.read} rows read, ${report.imported} imported, ${report.skipped.length} skipped. Restart the server to offer the list.`
        : `${country}: ${report.read} rows read, none valid: the previous list is kept`,
    );
    return report.imported > 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

runWhenCalled(import.meta.url, main);
