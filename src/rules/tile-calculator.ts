// spec §1, §9 "tile calculator waste allowance 10%" (issue 34): the square metres a shopper needs, in boxes of the product's
// m2 per box, with 10% more for cuts and breakage: ceil(area x 1.1 / m2PerBox). Pure; the product page and the server agree.
export const TILE_WASTE = 0.1;
export const MIN_AREA_M2 = 0.1;
export const MAX_AREA_M2 = 10_000;

export type TileAreaErrorKey = 'tiles.areaRequired' | 'tiles.areaInvalid' | 'tiles.areaTooSmall' | 'tiles.areaTooLarge';

/** An area typed with a comma or a dot for decimals ("12", "12,5", "12.5", " 7,25 m2 " is not accepted: digits only). */
export function parseArea(raw: string): { ok: true; value: number } | { ok: false; error: TileAreaErrorKey } {
  const text = raw.trim();
  if (!text) return { ok: false, error: 'tiles.areaRequired' };
  if (!/^\d{1,6}([.,]\d{1,3})?$/.test(text)) return { ok: false, error: 'tiles.areaInvalid' };
  const value = Number(text.replace(',', '.'));
  if (value < MIN_AREA_M2) return { ok: false, error: 'tiles.areaTooSmall' };
  if (value > MAX_AREA_M2) return { ok: false, error: 'tiles.areaTooLarge' };
  return { ok: true, value };
}

/** The boxes to buy for `area` m2 with the waste allowance: ceil(area x 1.1 / m2PerBox), at least 1. */
export function boxesFor(area: number, m2PerBox: number): number {
  // rounded to 1e-9 first so that 12 x 1.1 = 13.200000000000001 does not become one box more
  const needed = Math.round(((area * (1 + TILE_WASTE)) / m2PerBox) * 1e9) / 1e9;
  return Math.max(1, Math.ceil(needed));
}

export interface TileEstimate {
  area: number;
  /** the area with the waste allowance */
  areaWithWaste: number;
  boxes: number;
  /** m2 the boxes cover */
  coveredM2: number;
}

export function tileEstimate(area: number, m2PerBox: number): TileEstimate {
  const boxes = boxesFor(area, m2PerBox);
  return {
    area,
    areaWithWaste: Math.round(area * (1 + TILE_WASTE) * 100) / 100,
    boxes,
    coveredM2: Math.round(boxes * m2PerBox * 100) / 100,
  };
}
