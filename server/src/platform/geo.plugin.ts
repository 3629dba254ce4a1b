// spec §3, §7: the state -> city -> municipal cascades, backed by the official code lists in server/data/geo (SOURCES.md).
// No postcode data exists for any country (see SOURCES.md), so postcode look-ups find nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import type { Country } from '../../../src/tenants/tenant.types';

export interface Area {
  id: string;
  name: string;
}

interface CountryGeo {
  states: Area[];
  children: Map<string, Area[]>;
  byId: Map<string, Area>;
}

export interface GeoService {
  /** no parent: the states; a state: its cities; a city: its municipalities */
  children(country: Country, parentId?: string): Area[] | null;
  find(country: Country, id: string): Area | null;
  /** Chile's /v1/geo/regions/{id}/communa: every commune of a region */
  communesOfRegion(regionId: string): Area[] | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    geo: GeoService;
  }
}

const DATA_DIR = fileURLToPath(new URL('../../data/geo/', import.meta.url));
type Row = Record<string, string | null>;
const read = (file: string): Row[] => JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8')) as Row[];

function build(levels: { rows: Row[]; id: string; name: string; parent?: string }[]): CountryGeo {
  const children = new Map<string, Area[]>();
  const byId = new Map<string, Area>();
  let states: Area[] = [];
  levels.forEach((level, depth) => {
    const areas = level.rows.map((row) => ({
      area: { id: String(row[level.id]), name: String(row[level.name]) },
      parent: level.parent ? row[level.parent] : null,
    }));
    for (const { area, parent } of areas) {
      byId.set(area.id, area);
      if (depth === 0) continue;
      if (!parent) continue;
      const list = children.get(parent) ?? [];
      list.push(area);
      children.set(parent, list);
    }
    if (depth === 0) states = areas.map(({ area }) => area);
  });
  const byName = (a: Area, b: Area) => a.name.localeCompare(b.name, 'es');
  for (const list of children.values()) list.sort(byName);
  return { states: [...states].sort(byName), children, byId };
}

// Ids are the official codes; every level's codes are distinct in length within a country, so one id map per country works.
const LOADERS: Record<Country, () => CountryGeo> = {
  CL: () =>
    build([
      { rows: read('cl/regions.json'), id: 'code', name: 'name' },
      { rows: read('cl/provinces.json'), id: 'code', name: 'name', parent: 'region' },
      { rows: read('cl/communes.json'), id: 'code', name: 'name', parent: 'province' },
    ]),
  PE: () =>
    build([
      { rows: read('pe/departamentos.json'), id: 'ubigeo', name: 'name' },
      { rows: read('pe/provincias.json'), id: 'ubigeo', name: 'name', parent: 'departamento' },
      { rows: read('pe/distritos.json'), id: 'ubigeo', name: 'name', parent: 'provincia' },
    ]),
  CO: () =>
    build([
      { rows: read('co/departamentos.json'), id: 'code', name: 'name' },
      { rows: read('co/municipios.json'), id: 'code', name: 'name', parent: 'departamento' },
    ]),
  MX: () =>
    build([
      { rows: read('mx/estados.json'), id: 'code', name: 'name' },
      { rows: read('mx/municipios.json'), id: 'code', name: 'name', parent: 'estado' },
    ]),
  BR: () =>
    build([
      { rows: read('br/states.json'), id: 'uf', name: 'name' },
      { rows: read('br/municipalities.json'), id: 'ibge', name: 'name', parent: 'uf' },
    ]),
  AR: () =>
    build([
      { rows: read('ar/provincias.json'), id: 'code', name: 'name' },
      { rows: read('ar/departamentos.json'), id: 'code', name: 'name', parent: 'provincia' },
      { rows: read('ar/localidades.json'), id: 'code', name: 'name', parent: 'departamento' },
    ]),
  UY: () => build([{ rows: read('uy/departamentos.json'), id: 'iso_3166_2', name: 'name' }]),
};

export function createGeoService(): GeoService {
  const cache = new Map<Country, CountryGeo>();
  const load = (country: Country) => {
    let geo = cache.get(country);
    if (!geo) {
      geo = LOADERS[country]();
      cache.set(country, geo);
    }
    return geo;
  };
  return {
    children(country, parentId) {
      const geo = load(country);
      if (!parentId) return geo.states;
      if (!geo.byId.has(parentId)) return null;
      return geo.children.get(parentId) ?? [];
    },
    find(country, id) {
      return load(country).byId.get(id) ?? null;
    },
    communesOfRegion(regionId) {
      const geo = load('CL');
      if (!geo.states.some((state) => state.id === regionId)) return null;
      return (geo.children.get(regionId) ?? [])
        .flatMap((province) => geo.children.get(province.id) ?? [])
        .sort((a, b) => a.name.localeCompare(b.name, 'es'));
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('geo', createGeoService());
  },
  { name: 'geo' },
);
