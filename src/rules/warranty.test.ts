import { describe, expect, it } from 'vitest';
import { MAX_WARRANTY_YEARS, isWarrantyYears, warrantyOptions, warrantyPrice } from './warranty';

describe('extended warranty (spec §9: up to 3 years)', () => {
  it('offers 1 to 3 years and nothing beyond', () => {
    expect(warrantyOptions(10000).map((o) => o.years)).toEqual([1, 2, 3]);
    expect(MAX_WARRANTY_YEARS).toBe(3);
    expect(isWarrantyYears(3)).toBe(true);
    expect(isWarrantyYears(4)).toBe(false);
    expect(isWarrantyYears(0)).toBe(false);
    expect(isWarrantyYears('2')).toBe(false);
  });
  it('prices a share of the unit price, rounded to cents, longer costs more', () => {
    expect(warrantyPrice(39990, 1)).toBe(3199.2);
    expect(warrantyPrice(19.9, 3)).toBe(3.78);
    const [one, two, three] = warrantyOptions(1000).map((o) => o.price);
    expect(one! < two! && two! < three!).toBe(true);
  });
});
