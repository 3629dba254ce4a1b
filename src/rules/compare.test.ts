import { describe, expect, it } from 'vitest';
import { addToCompare, COMPARE_LIMIT, parseCompareSkus, removeFromCompare } from './compare';

describe('comparison set (spec §9: up to 2)', () => {
  it('holds COMPARE_LIMIT products and refuses one more with the catalogued code', () => {
    expect(COMPARE_LIMIT).toBe(2);
    const one = addToCompare([], 'HM-1001');
    expect(one).toEqual({ ok: true, skus: ['HM-1001'] });
    const two = addToCompare(['HM-1001'], 'HM-1002');
    expect(two).toEqual({ ok: true, skus: ['HM-1001', 'HM-1002'] });
    expect(addToCompare(['HM-1001', 'HM-1002'], 'HM-1001')).toEqual({ ok: true, skus: ['HM-1001', 'HM-1002'] });
    expect(addToCompare(['HM-1001', 'HM-1002'], 'HM-2001')).toEqual({ ok: false, code: 'COMPARE_LIMIT_REACHED' });
    expect(removeFromCompare(['HM-1001', 'HM-1002'], 'HM-1001')).toEqual(['HM-1002']);
  });

  it('reads the URL value without duplicates, junk or more than the limit', () => {
    expect(parseCompareSkus('HM-1001, HM-1001,,<b>,HM-2001,HM-3001')).toEqual(['HM-1001', 'HM-2001']);
    expect(parseCompareSkus(null)).toEqual([]);
  });
});
