import { describe, expect, it } from 'vitest';
import { DELIVERY_HOURS, groupByZone, storeOpeningHours } from './store-hours';

describe('store hours and zones (spec §2 zones and stores, §9)', () => {
  it('a store opens when customer service does; delivery 09:00-21:00', () => {
    expect(storeOpeningHours()).toEqual([
      { days: 'weekdays', from: '08:30', to: '21:00' },
      { days: 'weekend', from: '09:00', to: '21:00' },
    ]);
    expect(DELIVERY_HOURS).toEqual({ from: '09:00', to: '21:00' });
  });

  it('groups stores by city, zones and stores in alphabetical order (accents as the language sorts them)', () => {
    const s = (name: string, city: string) => ({ name, city });
    expect(
      groupByZone([
        s('Tienda B', 'Valparaíso'),
        s('Tienda Z', 'Ñuñoa'),
        s('Tienda A', 'Valparaíso'),
        s('Tienda C', 'Arica'),
      ]),
    ).toEqual([
      { zone: 'Arica', stores: [s('Tienda C', 'Arica')] },
      { zone: 'Ñuñoa', stores: [s('Tienda Z', 'Ñuñoa')] },
      { zone: 'Valparaíso', stores: [s('Tienda A', 'Valparaíso'), s('Tienda B', 'Valparaíso')] },
    ]);
    expect(groupByZone([])).toEqual([]);
  });
});
