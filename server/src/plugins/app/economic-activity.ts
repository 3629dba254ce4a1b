// spec §3, §5, §7: economic activities by country from server/data/economic-activity (SOURCES.md). Peru: the 4-digit ISIC
// Rev.4 classes (INEI's CIIU Rev.4); Colombia: the same classes as an approximation of CIIU Rev.4 A.C.; Brazil: CNAE subclasses.
// Chile (SII 6-digit) and Mexico (SCIAN) have no licensed list here: an empty list and free text, never an invented list.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import type { EconomicActivityResponse } from '../../../../src/contracts/economic-activity.contract';
import type { Country } from '../../../../src/tenants/tenant.types';

export interface EconomicActivities {
  forCountry(country: Country): EconomicActivityResponse;
  find(country: Country, code: string): { code: string; label: string } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    economicActivities: EconomicActivities;
  }
}

const DATA_DIR = fileURLToPath(new URL('../../../data/economic-activity/', import.meta.url));
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

export function createEconomicActivities(): EconomicActivities {
  const cache = new Map<Country, EconomicActivityResponse>();
  const forCountry = (country: Country) => {
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
  };
}

export default fp(
  async (app) => {
    app.decorate('economicActivities', createEconomicActivities());
  },
  { name: 'economic-activity' },
);
