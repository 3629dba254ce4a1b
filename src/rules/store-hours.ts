// spec §2 "zones and stores info", §9 (delivery 09:00-21:00; customer service Monday-Friday 08:30-21:00, Saturday, Sunday and
// holidays 09:00-21:00). The stores table holds no hours of its own: a store is open when customer service is (the one rule the
// public store list and the page read). Pure.

export interface HoursRange {
  from: string;
  to: string;
}
export const STORE_DAY_SETS = ['weekdays', 'weekend'] as const;
export type StoreDaySet = (typeof STORE_DAY_SETS)[number];
export interface StoreHours extends HoursRange {
  /** weekdays: Monday to Friday; weekend: Saturday, Sunday and holidays */
  days: StoreDaySet;
}

/** spec §9: home delivery window */
export const DELIVERY_HOURS: HoursRange = { from: '09:00', to: '21:00' };
/** spec §9: customer service, Monday-Friday and Saturday, Sunday and holidays */
export const SERVICE_HOURS: Record<StoreDaySet, HoursRange> = {
  weekdays: { from: '08:30', to: '21:00' },
  weekend: { from: '09:00', to: '21:00' },
};

/** A store's opening hours: those of customer service (spec §9). */
export function storeOpeningHours(): StoreHours[] {
  return STORE_DAY_SETS.map((days) => ({ days, ...SERVICE_HOURS[days] }));
}

/** Stores grouped by zone (their city), zones and stores in alphabetical order of the tenant's language. */
export function groupByZone<S extends { city: string; name: string }>(
  stores: readonly S[],
  locale = 'es',
): { zone: string; stores: S[] }[] {
  const byZone = new Map<string, S[]>();
  for (const store of stores) byZone.set(store.city, [...(byZone.get(store.city) ?? []), store]);
  const compare = (a: string, b: string) => a.localeCompare(b, locale);
  return [...byZone.entries()]
    .sort(([a], [b]) => compare(a, b))
    .map(([zone, list]) => ({ zone, stores: [...list].sort((a, b) => compare(a.name, b.name)) }));
}
