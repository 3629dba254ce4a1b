// The bank lists of the refund bank form (server/data/banks, SOURCES.md there): one list per country that has a licensed one.
// Mexico accepts a CLABE prefix from either of its two files. Peru, Colombia and Uruguay have none: the bank is typed by name.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import type { Country } from '../../../src/tenants/tenant.types';

export interface BankEntry {
  code: string;
  name: string;
}

export interface BankDirectory {
  /** the country's banks, by name; empty when there is no licensed list */
  list(country: Country): readonly BankEntry[];
  find(country: Country, code: string): BankEntry | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    banks: BankDirectory;
  }
}

const DATA_DIR = fileURLToPath(new URL('../../data/banks/', import.meta.url));
const read = <T>(file: string): T[] => JSON.parse(readFileSync(`${DATA_DIR}${file}`, 'utf8')) as T[];

export function loadBankDirectory(): BankDirectory {
  const byName = (a: BankEntry, b: BankEntry) => a.name.localeCompare(b.name, 'es');
  const mx = new Map<string, BankEntry>();
  for (const row of read<{ code: string; name: string; legal_name: string }>('mx.json'))
    mx.set(row.code, { code: row.code, name: row.name });
  for (const row of read<{ code: string; tag: string; name: string }>('mx-clabe-banks.json')) {
    if (!mx.has(row.code)) mx.set(row.code, { code: row.code, name: row.tag });
  }
  const lists: Partial<Record<Country, BankEntry[]>> = {
    CL: read<{ code: string; name: string }>('cl.json')
      .map(({ code, name }) => ({ code, name }))
      .sort(byName),
    AR: read<{ code: string; name: string }>('ar.json')
      .map(({ code, name }) => ({ code, name }))
      .sort(byName),
    BR: read<{ compe: string; name: string }>('br.json')
      .map(({ compe, name }) => ({ code: compe, name }))
      .sort(byName),
    MX: [...mx.values()].sort(byName),
  };
  const index = new Map(
    Object.entries(lists).map(([country, banks]) => [country, new Map(banks.map((b) => [b.code, b]))]),
  );
  return {
    list: (country) => lists[country] ?? [],
    find: (country, code) => index.get(country)?.get(code) ?? null,
  };
}

export default fp(
  async function banksPlugin(app) {
    app.decorate('banks', loadBankDirectory());
  },
  { name: 'banks' },
);
