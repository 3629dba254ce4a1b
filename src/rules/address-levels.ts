// spec §3 Address: state/region, city/province, municipal/commune/district. How many of those three levels come from the
// official geo lists (server/data/geo) differs by country; the rest is typed by the user (Colombia's neighbourhood, Mexico's
// colony when no postcode table is loaded, Brazil's bairro, Uruguay's city and neighbourhood). Pure.

/** Levels of the geo lists per country: 3 = state, city and municipal are chosen; 2 = municipal is typed; 1 = city too. */
export const ADDRESS_GEO_LEVELS: Readonly<Record<string, 1 | 2 | 3>> = {
  CL: 3,
  PE: 3,
  AR: 3,
  CO: 2,
  MX: 2,
  BR: 2,
  UY: 1,
};

export function addressGeoLevels(country: string): 1 | 2 | 3 {
  return ADDRESS_GEO_LEVELS[country.toUpperCase()] ?? 1;
}

/** spec §3: which field names a country's labels use (Colombia and Mexico differ). */
export type AddressLabelSet = 'default' | 'co' | 'mx' | 'br';
export function addressLabelSet(country: string): AddressLabelSet {
  const code = country.toUpperCase();
  return code === 'CO' ? 'co' : code === 'MX' ? 'mx' : code === 'BR' ? 'br' : 'default';
}
