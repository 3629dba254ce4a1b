import { describe, expect, it } from 'vitest';
import { boxesFor, parseArea, tileEstimate } from './tile-calculator';

describe('tile calculator (spec §9: 10% for waste)', () => {
  it('turns an area into boxes with 10% more, rounded up', () => {
    expect(boxesFor(12, 2)).toBe(7); // 13.2 / 2 = 6.6
    expect(boxesFor(12, 1.44)).toBe(10); // 13.2 / 1.44 = 9.17
    expect(boxesFor(10, 1.1)).toBe(10); // exactly 10: no extra box from floating point
    expect(boxesFor(0.1, 2)).toBe(1);
    expect(tileEstimate(12, 2)).toEqual({ area: 12, areaWithWaste: 13.2, boxes: 7, coveredM2: 14 });
  });

  it('reads a comma or a dot for decimals', () => {
    expect(parseArea('12')).toEqual({ ok: true, value: 12 });
    expect(parseArea(' 12,5 ')).toEqual({ ok: true, value: 12.5 });
    expect(parseArea('12.75')).toEqual({ ok: true, value: 12.75 });
  });

  it('names what is wrong with an area', () => {
    expect(parseArea('')).toEqual({ ok: false, error: 'tiles.areaRequired' });
    expect(parseArea('doce')).toEqual({ ok: false, error: 'tiles.areaInvalid' });
    expect(parseArea('-3')).toEqual({ ok: false, error: 'tiles.areaInvalid' });
    expect(parseArea('1,2,3')).toEqual({ ok: false, error: 'tiles.areaInvalid' });
    expect(parseArea('0')).toEqual({ ok: false, error: 'tiles.areaTooSmall' });
    expect(parseArea('10000,5')).toEqual({ ok: false, error: 'tiles.areaTooLarge' });
  });
});
