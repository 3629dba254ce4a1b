// spec §3 postal-code info, §7 location-by-postcode and postcode-by-location (migration 0500, table postcodes).
// Issue 32 item 1: postcode providers behind one interface (docs/postcodes.md):
//   1. the imported table: `npm run import-postcodes` (server/src/cli/import-postcodes.ts) loads the documented CSV or
//      SEPOMEX's own CPdescarga.txt (server/src/platform/sepomex.ts). No country's table is open data
//      (server/data/SOURCES.md): only a file the operator holds a licence for;
//   2. an online provider, Brazil's ViaCEP (server/src/platform/viacep.ts; POSTCODE_BR_URL), asked only for a postcode the
//      table does not hold, its answers kept in postcode_cache (migration 0530): found for POSTCODE_CACHE_HOURS, 'not found'
//      for the shorter POSTCODE_NOT_FOUND_CACHE_HOURS, a bad answer never (503 POSTCODE_SERVICE_UNAVAILABLE instead).
// The provider is asked before the location-by-postcode route runs (an onRoute hook below), so the route and the address
// save read the same `byPostcode` (table, then cache) and saving an address never waits on, or fails with, the provider:
// a person told 'service unavailable' types the address and saves it.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LocationByPostcode } from '../../../src/contracts/postcode.contract';
import type { PostcodePlace } from '../../../src/contracts/postcode.contract';
import type { Country } from '../../../src/tenants/tenant.types';
import { addressGeoLevels } from '../../../src/rules/address-levels';
import { formatPostcode } from '../../../src/rules/address';
import type { Clock } from '../clock';
import type { PostcodeSettings } from '../config';
import type { SqlRunner } from '../db/database';
import { ApiError } from '../lib/api-error';
import { parseSepomex, type PostcodeRow } from './sepomex';
import { createViaCepProvider, isPostcodeServiceUnavailable, type OnlinePostcodeProvider } from './viacep';
import { placeKey } from '../account/account-geo';
import type { Area, GeoService } from './geo.plugin';
import { requireTenant } from './tenant.plugin';

// issue 29: a place is the contract's PostcodePlace, re-exported for the callers of this repository
export type { PostcodePlace };

export interface PostcodeRepository {
  /**
   * how many rows the country's table holds (0: no table loaded); a country an online provider serves counts at least 1,
   * as its postcodes can be looked up (the postcode-coverage answer)
   */
  count(country: Country): Promise<number>;
  /** the table's places of a postcode, else the cached answer of the online provider; never asks the provider */
  byPostcode(country: Country, postcode: string): Promise<PostcodePlace[]>;
  byLocation(country: Country, location: { state: string; city: string; municipal?: string }): Promise<PostcodePlace[]>;
  /**
   * Issue 32 item 1: asks the country's online provider for a postcode the table does not hold and has no fresh cached
   * answer for, and caches what it says (found, or 'not found' for less long). Throws ApiError 503
   * POSTCODE_SERVICE_UNAVAILABLE on a bad answer (slow, down, HTML, broken JSON), caching nothing.
   */
  refresh(country: Country, postcode: string): Promise<void>;
}

export interface PostcodeRepositoryOptions {
  clock: Clock;
  settings: PostcodeSettings;
  /** online providers by country (createOnlineProviders) */
  providers?: Partial<Record<Country, OnlinePostcodeProvider>>;
}

/** The online providers the settings switch on (Brazil's ViaCEP when POSTCODE_BR_URL is not off). */
export function createOnlineProviders(
  settings: PostcodeSettings,
  geo: Pick<GeoService, 'find' | 'children'>,
): Partial<Record<Country, OnlinePostcodeProvider>> {
  return settings.brUrl
    ? { BR: createViaCepProvider({ baseUrl: settings.brUrl, timeoutMs: settings.timeoutMs, geo }) }
    : {};
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

const HOUR_MS = 3_600_000;

export function createPostcodeRepository(sql: SqlRunner, options?: PostcodeRepositoryOptions): PostcodeRepository {
  const providers = options?.providers ?? {};
  const tableRows = async (country: Country, code: string) =>
    (
      await sql.query<Row>(`SELECT * FROM postcodes WHERE country = $1 AND postcode = $2 ${ORDER}`, [country, code])
    ).map(toPlace);
  /** the unexpired cached answer: its places (none for 'not found'), or null when nothing fresh is cached */
  const cached = async (country: Country, code: string): Promise<PostcodePlace[] | null> => {
    if (!options) return null;
    const [row] = await sql.query<{ found: boolean; places: unknown }>(
      'SELECT found, places FROM postcode_cache WHERE country = $1 AND postcode = $2 AND expires_at > $3',
      [country, code, options.clock.now()],
    );
    if (!row) return null;
    const places = typeof row.places === 'string' ? (JSON.parse(row.places) as unknown) : row.places;
    return row.found && Array.isArray(places) ? (places as PostcodePlace[]) : [];
  };
  return {
    async count(country) {
      const [row] = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM postcodes WHERE country = $1', [
        country,
      ]);
      const n = row?.n ?? 0;
      return n === 0 && providers[country] ? 1 : n;
    },
    async byPostcode(country, postcode) {
      const code = formatPostcode(country, postcode);
      if (code === null) return [];
      const rows = await tableRows(country, code);
      if (rows.length > 0) return rows;
      return (await cached(country, code)) ?? [];
    },
    async refresh(country, postcode) {
      const provider = providers[country];
      const code = formatPostcode(country, postcode);
      if (!provider || !options || code === null) return;
      if ((await tableRows(country, code)).length > 0 || (await cached(country, code)) !== null) return;
      let answer;
      try {
        answer = await provider.lookup(code);
      } catch (error) {
        if (isPostcodeServiceUnavailable(error)) throw new ApiError(503, 'POSTCODE_SERVICE_UNAVAILABLE');
        throw error;
      }
      const now = options.clock.now();
      const hours = answer.found ? options.settings.foundCacheHours : options.settings.notFoundCacheHours;
      const expires = new Date(now.getTime() + hours * HOUR_MS);
      await sql.query('DELETE FROM postcode_cache WHERE expires_at <= $1', [now]);
      await sql.query(
        `INSERT INTO postcode_cache (country, postcode, source, found, places, fetched_at, expires_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)
         ON CONFLICT (country, postcode) DO UPDATE SET source = EXCLUDED.source, found = EXCLUDED.found,
           places = EXCLUDED.places, fetched_at = EXCLUDED.fetched_at, expires_at = EXCLUDED.expires_at`,
        [country, code, provider.source, answer.found, JSON.stringify(answer.found ? answer.places : []), now, expires],
      );
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
  const header = rows.shift();
  if (!header || POSTCODE_COLUMNS.some((c, i) => header.cells[i]?.toLowerCase() !== c)) {
    throw new Error(`the first line must be the header ${POSTCODE_COLUMNS.join(',')}`);
  }
  return importPostcodeRows(db, geo, country, rows, options);
}

/**
 * Issue 32 item 1: imports SEPOMEX's catalogue as published (CPdescarga.txt, pipe-separated, already decoded: see
 * decodePostcodeFile): each settlement (d_asenta) becomes a colony of its municipality, matched by INEGI keys.
 */
export async function importSepomex(
  db: { transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> },
  geo: GeoService,
  text: string,
  options: { replace?: boolean; now: Date },
): Promise<ImportReport> {
  return importPostcodeRows(db, geo, 'MX', parseSepomex(text), options);
}

/** rows per INSERT: one statement per batch instead of one per row (a whole SEPOMEX catalogue has ~150,000) */
const BATCH = 500;

/** Rows in the documented CSV's column order (country, postcode, state, city, district, street), checked and inserted. */
export async function importPostcodeRows(
  db: { transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> },
  geo: GeoService,
  country: Country,
  rows: PostcodeRow[],
  options: { replace?: boolean; now: Date },
): Promise<ImportReport> {
  const report: ImportReport = { read: 0, imported: 0, duplicates: 0, skipped: [] };
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
    for (let start = 0; start < valid.length; start += BATCH) {
      const batch = valid.slice(start, start + BATCH);
      const tuples = batch.map((_, r) => `(${Array.from({ length: 10 }, (__, c) => `$${r * 10 + c + 1}`).join(', ')})`);
      const inserted = await tx.query(
        `INSERT INTO postcodes (country, postcode, state, state_name, city, city_name, district, district_name, street, imported_at)
         VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING RETURNING id`,
        batch.flat(),
      );
      report.imported += inserted.length;
      report.duplicates += batch.length - inserted.length;
    }
  });
  return report;
}

/** The location-by-postcode route, whose look-up first asks the country's online provider (issue 32 item 1). */
function isLocationByPostcode(url: string | undefined, method: string | string[]): boolean {
  return (
    url !== undefined &&
    url.endsWith(LocationByPostcode.path) &&
    (Array.isArray(method) ? method.includes('GET') : method === 'GET')
  );
}

export default fp(
  async function postcodesPlugin(app: FastifyInstance) {
    const settings = app.config.postcodes;
    const postcodes = createPostcodeRepository(app.database.sql, {
      clock: app.clock,
      settings,
      providers: createOnlineProviders(settings, app.geo),
    });
    app.decorate('postcodes', postcodes);
    // the provider's answer is cached before the route reads it; a malformed code is left to the route (400)
    const askProvider = async (request: FastifyRequest) => {
      const { country } = requireTenant(request);
      const raw = (request.params as { postcode?: string } | undefined)?.postcode ?? '';
      if (formatPostcode(country, raw) !== null) await postcodes.refresh(country, raw);
    };
    app.addHook('onRoute', (route) => {
      if (!isLocationByPostcode(route.url, route.method)) return;
      const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
      route.preHandler = [...own, askProvider];
    });
  },
  { name: 'postcodes', dependencies: ['geo'] },
);
