// spec §3 postal-code info, §7 location-by-postcode and postcode-by-location (migration 0500, table postcodes).
// No country's postcode table is open data (server/data/SOURCES.md): the table is empty until an operator imports a licensed
// file with `npm run import-postcodes` (server/src/cli/import-postcodes.ts). Where a country has no rows, callers say so
// and let the user choose state, city and district from the geo lists instead.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Country } from '../../../../src/tenants/tenant.types';
import { addressGeoLevels } from '../../../../src/rules/address-levels';
import { formatPostcode } from '../../../../src/rules/address';
import type { SqlRunner } from '../../db/database';
import { placeKey } from './account-geo';
import type { Area, GeoService } from './geo';

export interface PostcodePlace {
  postcode: string;
  state: Area;
  city: Area;
  municipal: Area;
  /** the street, when the file names one */
  addressLine1: { name: string } | null;
}

export interface PostcodeRepository {
  /** how many rows the country's table holds (0: no table loaded) */
  count(country: Country): Promise<number>;
  byPostcode(country: Country, postcode: string): Promise<PostcodePlace[]>;
  byLocation(country: Country, location: { state: string; city: string; municipal?: string }): Promise<PostcodePlace[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    postcodes: PostcodeRepository;
  }
}

interface Row extends Record<string, unknown> {
  postcode: string;
  state: string;
  state_name: string;
  city: string;
  city_name: string;
  district: string;
  district_name: string;
  street: string;
}

const toPlace = (r: Row): PostcodePlace => ({
  postcode: r.postcode,
  state: { id: r.state, name: r.state_name },
  city: { id: r.city, name: r.city_name },
  municipal: { id: r.district, name: r.district_name },
  addressLine1: r.street ? { name: r.street } : null,
});

const ORDER = 'ORDER BY postcode, district_name, street LIMIT 500';

export function createPostcodeRepository(sql: SqlRunner): PostcodeRepository {
  return {
    async count(country) {
      const [row] = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM postcodes WHERE country = $1', [
        country,
      ]);
      return row?.n ?? 0;
    },
    async byPostcode(country, postcode) {
      const code = formatPostcode(country, postcode);
      if (code === null) return [];
      return (
        await sql.query<Row>(`SELECT * FROM postcodes WHERE country = $1 AND postcode = $2 ${ORDER}`, [country, code])
      ).map(toPlace);
    },
    async byLocation(country, { state, city, municipal }) {
      const rows = municipal
        ? await sql.query<Row>(
            `SELECT * FROM postcodes WHERE country = $1 AND state = $2 AND city = $3 AND district = $4 ${ORDER}`,
            [country, state, city, municipal],
          )
        : await sql.query<Row>(`SELECT * FROM postcodes WHERE country = $1 AND state = $2 AND city = $3 ${ORDER}`, [
            country,
            state,
            city,
          ]);
      return rows.map(toPlace);
    },
  };
}

// ---- import (server/src/cli/import-postcodes.ts) ----

export const POSTCODE_COLUMNS = ['country', 'postcode', 'state', 'city', 'district', 'street'] as const;

export interface ImportReport {
  read: number;
  imported: number;
  duplicates: number;
  skipped: { line: number; reason: string }[];
}

/** RFC 4180 CSV (quotes, doubled quotes, CRLF); comment lines starting with # are ignored. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const push = () => {
    cells.push(cell);
    cell = '';
  };
  const endRow = () => {
    push();
    if (!(cells.length === 1 && cells[0] === '') && !cells[0]!.startsWith('#'))
      out.push({ line: startLine, cells: cells.map((c) => c.trim()) });
    cells = [];
    startLine = line;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"') quoted = true;
    else if (ch === ',') push();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      line++;
      endRow();
    } else cell += ch;
  }
  if (cell !== '' || cells.length) endRow();
  return out;
}

/** Finds an area of `list` by id or by name (accents and case ignored). */
function findArea(list: Area[] | null, value: string): Area | null {
  if (!list) return null;
  const key = placeKey(value);
  return list.find((a) => a.id === value) ?? list.find((a) => placeKey(a.name) === key) ?? null;
}

/**
 * Imports a postcode file for one country: header `country,postcode,state,city,district,street`; state and city are names or
 * geo codes matched against server/data/geo; district is a geo code or name where the country's lists have that level,
 * else a free name (colony, neighbourhood). Rows that do not match are reported, not imported. `replace` first deletes the
 * country's rows, in the same transaction.
 */
export async function importPostcodes(
  db: { transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> },
  geo: GeoService,
  country: Country,
  csv: string,
  options: { replace?: boolean; now: Date },
): Promise<ImportReport> {
  const rows = parseCsv(csv);
  const report: ImportReport = { read: 0, imported: 0, duplicates: 0, skipped: [] };
  const header = rows.shift();
  if (!header || POSTCODE_COLUMNS.some((c, i) => header.cells[i]?.toLowerCase() !== c)) {
    throw new Error(`the first line must be the header ${POSTCODE_COLUMNS.join(',')}`);
  }
  const levels = addressGeoLevels(country);
  const valid: (string | Date)[][] = [];
  for (const { line, cells } of rows) {
    report.read += 1;
    const [rowCountry = '', postcode = '', stateIn = '', cityIn = '', districtIn = '', street = ''] = cells;
    const skip = (reason: string) => report.skipped.push({ line, reason });
    if (rowCountry.toUpperCase() !== country) {
      skip(`country ${rowCountry} is not ${country}`);
      continue;
    }
    const code = formatPostcode(country, postcode);
    if (code === null) {
      skip(`invalid postcode ${postcode}`);
      continue;
    }
    const state = findArea(geo.children(country), stateIn);
    if (!state) {
      skip(`unknown state ${stateIn}`);
      continue;
    }
    const city =
      levels >= 2 ? findArea(geo.children(country, state.id), cityIn) : cityIn ? { id: cityIn, name: cityIn } : null;
    if (!city) {
      skip(`unknown city ${cityIn} in ${state.name}`);
      continue;
    }
    const district =
      levels >= 3
        ? findArea(geo.children(country, city.id), districtIn)
        : districtIn
          ? { id: districtIn, name: districtIn }
          : null;
    if (!district) {
      skip(`unknown district ${districtIn} in ${city.name}`);
      continue;
    }
    valid.push([
      country,
      code,
      state.id,
      state.name,
      city.id,
      city.name,
      district.id,
      district.name,
      street,
      options.now,
    ]);
  }
  await db.transaction(async (tx) => {
    if (options.replace) await tx.query('DELETE FROM postcodes WHERE country = $1', [country]);
    for (const values of valid) {
      const inserted = await tx.query(
        `INSERT INTO postcodes (country, postcode, state, state_name, city, city_name, district, district_name, street, imported_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING RETURNING id`,
        values,
      );
      if (inserted.length) report.imported += 1;
      else report.duplicates += 1;
    }
  });
  return report;
}

export default fp(
  async function postcodesPlugin(app: FastifyInstance) {
    app.decorate('postcodes', createPostcodeRepository(app.database.sql));
  },
  { name: 'postcodes' },
);
