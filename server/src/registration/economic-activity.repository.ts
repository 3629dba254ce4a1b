// spec §3, §5, §7: economic activities by country from server/data/economic-activity (SOURCES.md). Peru: the 4-digit ISIC
// Rev.4 classes (INEI's CIIU Rev.4); Colombia: the same classes as an approximation of CIIU Rev.4 A.C.; Brazil: CNAE subclasses.
// Chile (SII 6-digit) and Mexico (SCIAN) have no licensed list here: an empty list and free text, never an invented list,
// until an operator imports the table they hold (issue 32 item 2: `npm run economic-activity -- import cl sii.csv`,
// server/src/cli/economic-activity.ts, table economic_activities of migration 0535). Imported lists are read when the
// server starts (restart it after an import); a country's imported list replaces its bundled one.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import type { EconomicActivityResponse } from '../../../src/contracts/economic-activity.contract';
import { validateEconomicActivityCode } from '../../../src/rules/economic-activity';
import type { Country } from '../../../src/tenants/tenant.types';
import type { SqlRunner } from '../db/database';
import { parseCsv } from '../platform/postcodes.repository';

export interface EconomicActivities {
  forCountry(country: Country): EconomicActivityResponse;
  find(country: Country, code: string): { code: string; label: string } | null;
  /** reads the imported lists again (the server does it once at start) */
  reload(): Promise<void>;
}

/** Issue 32 item 2: the countries whose list an operator imports (no licensed list ships with the product). */
export const IMPORTABLE_ACTIVITY_COUNTRIES: readonly Country[] = ['CL', 'MX'];
export const ACTIVITY_LABEL_MAX = 250;

declare module 'fastify' {
  interface FastifyInstance {
    economicActivities: EconomicActivities;
  }
}

const DATA_DIR = fileURLToPath(new URL('../../data/economic-activity/', import.meta.url));
const read = <T>(file: string): T[] => JSON.parse(readFileSync(`${DATA_DIR}${file}`, 'utf8')) as T[];

function loadCountry(country: Country): EconomicActivityResponse {
  if (country === 'PE' || country === 'CO') {
    const rows = read<{ code: string; level: string; title: string }>('isic-rev4-es.json');
    return {
      activities: rows.filter((row) => row.level === 'class').map((row) => ({ code: row.code, label: row.title })),
      freeText: false,
    };
  }
  if (country === 'BR') {
    const rows = read<{ code: string; formatted: string; description: string }>('br-cnae-2.3-subclasses.json');
    return {
      activities: rows.map((row) => ({ code: row.code, label: `${row.formatted} ${row.description}` })),
      freeText: false,
    };
  }
  return { activities: [], freeText: true };
}

export function createEconomicActivities(sql?: SqlRunner): EconomicActivities {
  const cache = new Map<Country, EconomicActivityResponse>();
  let imported = new Map<string, EconomicActivityResponse['activities']>();
  const forCountry = (country: Country) => {
    const own = imported.get(country);
    if (own?.length) return { activities: own, freeText: false };
    let list = cache.get(country);
    if (!list) {
      list = loadCountry(country);
      cache.set(country, list);
    }
    return list;
  };
  return {
    forCountry,
    find: (country, code) => forCountry(country).activities.find((activity) => activity.code === code) ?? null,
    async reload() {
      if (!sql) return;
      const rows = await sql.query<{ country: string; code: string; label: string }>(
        'SELECT country, code, label FROM economic_activities ORDER BY country, code',
      );
      const next = new Map<string, EconomicActivityResponse['activities']>();
      for (const row of rows) {
        const list = next.get(row.country) ?? [];
        list.push({ code: row.code, label: row.label });
        next.set(row.country, list);
      }
      imported = next;
    },
  };
}

export interface ActivityImportReport {
  read: number;
  imported: number;
  skipped: { line: number; reason: string }[];
}

/**
 * Issue 32 item 2: imports an operator's table (CSV with the header `code,name`; comment lines start with #) as the
 * country's list, replacing the previous import in one transaction. Codes follow spec §5 (src/rules/economic-activity.ts:
 * Chile 6 digits); a bad row is reported and skipped. A file with no valid row changes nothing.
 */
export async function importEconomicActivities(
  db: { transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> },
  country: Country,
  csv: string,
  now: Date,
): Promise<ActivityImportReport> {
  if (!IMPORTABLE_ACTIVITY_COUNTRIES.includes(country))
    throw new Error(
      `${country} uses the bundled licensed list; only ${IMPORTABLE_ACTIVITY_COUNTRIES.join(', ')} import one`,
    );
  const rows = parseCsv(csv);
  const header = rows.shift();
  if (!header || header.cells[0]?.toLowerCase() !== 'code' || header.cells[1]?.toLowerCase() !== 'name')
    throw new Error('the first line must be the header code,name');
  const report: ActivityImportReport = { read: 0, imported: 0, skipped: [] };
  const valid = new Map<string, string>();
  for (const { line, cells } of rows) {
    report.read += 1;
    const [rawCode = '', name = ''] = cells;
    const code = validateEconomicActivityCode(country, rawCode);
    if (!code.ok || !code.value) report.skipped.push({ line, reason: `invalid code ${rawCode}` });
    else if (!name || name.length > ACTIVITY_LABEL_MAX)
      report.skipped.push({ line, reason: `invalid name for ${rawCode}` });
    else if (valid.has(code.value)) report.skipped.push({ line, reason: `repeated code ${code.value}` });
    else valid.set(code.value, name.replace(/\s+/g, ' '));
  }
  if (valid.size === 0) return report;
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM economic_activities WHERE country = $1', [country]);
    for (const [code, label] of valid)
      await tx.query('INSERT INTO economic_activities (country, code, label, imported_at) VALUES ($1, $2, $3, $4)', [
        country,
        code,
        label,
        now,
      ]);
  });
  report.imported = valid.size;
  return report;
}

export default fp(
  async (app) => {
    const activities = createEconomicActivities(app.database.sql);
    await activities.reload();
    app.decorate('economicActivities', activities);
  },
  { name: 'economic-activity' },
);
