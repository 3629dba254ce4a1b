// spec §3 Address, §7 geo: checks an address's state, city and municipal against the official geo lists (server/data/geo)
// and names them. How many levels are chosen from the lists is src/rules/address-levels.ts; the rest is typed text.
import type { NamedPlace } from '../../../src/contracts/address.contract';
import type { Country } from '../../../src/tenants/tenant.types';
import { addressGeoLevels } from '../../../src/rules/address-levels';
import type { AddressErrorKey, AddressField } from '../../../src/rules/address';
import type { GeoService } from '../platform/geo.plugin';

export type ResolvedPlace = NamedPlace;

export type PlaceResult =
  { ok: true; value: ResolvedPlace } | { ok: false; errors: Partial<Record<AddressField, AddressErrorKey>> };

/** A typed place name (neighbourhood, colony, bairro): letters, digits and the punctuation names carry, 1-60 characters. */
const PLACE_NAME = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N} .,'’°º#/-]{0,58}[\p{L}\p{M}\p{N}.])?$/u;

/** Upper case without accents or repeated spaces: how names from a file are matched against the geo lists. */
export const placeKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toUpperCase();

export function resolvePlace(
  geo: GeoService,
  country: Country,
  input: { state: string; city: string; municipal: string },
): PlaceResult {
  const levels = addressGeoLevels(country);
  const errors: Partial<Record<AddressField, AddressErrorKey>> = {};
  const state = geo.children(country)?.find((s) => s.id === input.state) ?? null;
  if (!state) errors.state = country === 'CO' ? 'address.selectDepartment' : 'address.selectState';
  let city: { id: string; name: string } | null = null;
  if (levels >= 2) {
    city = state ? ((geo.children(country, state.id) ?? []).find((c) => c.id === input.city) ?? null) : null;
    if (!city) errors.city = country === 'MX' ? 'address.selectMunicipality' : 'address.selectCity';
  } else if (PLACE_NAME.test(input.city.trim())) {
    city = { id: input.city.trim(), name: input.city.trim() };
  } else errors.city = 'address.selectCity';
  let municipal: { id: string; name: string } | null = null;
  if (levels >= 3) {
    municipal = city ? ((geo.children(country, city.id) ?? []).find((m) => m.id === input.municipal) ?? null) : null;
    if (!municipal) errors.municipal = 'address.selectMunicipal';
  } else if (PLACE_NAME.test(input.municipal.trim())) {
    municipal = { id: input.municipal.trim(), name: input.municipal.trim() };
  } else errors.municipal = country === 'MX' ? 'address.selectColony' : 'address.selectMunicipal';
  if (!state || !city || !municipal) return { ok: false, errors };
  return {
    ok: true,
    value: {
      state: state.id,
      stateName: state.name,
      city: city.id,
      cityName: city.name,
      municipal: municipal.id,
      municipalName: municipal.name,
    },
  };
}
