// spec §9 "Extended warranty up to 3 years" (issue 34): the extended-warranty options a product page offers on an eligible
// product and the cart charges per line. The price is a share of the unit price (the demo's schedule; a real one is the
// insurer's), rounded to the currency's cents, per unit of the line.
export const MAX_WARRANTY_YEARS = 3;
export const WARRANTY_YEARS = [1, 2, 3] as const;
export type WarrantyYears = (typeof WARRANTY_YEARS)[number];

/** share of the unit price per option */
const RATE: Record<WarrantyYears, number> = { 1: 0.08, 2: 0.14, 3: 0.19 };

export function isWarrantyYears(value: unknown): value is WarrantyYears {
  return typeof value === 'number' && (WARRANTY_YEARS as readonly number[]).includes(value);
}

/** The price of `years` of extended warranty for one unit priced `unitPrice`. */
export function warrantyPrice(unitPrice: number, years: WarrantyYears): number {
  return Math.round(unitPrice * RATE[years] * 100) / 100;
}

/** The options offered for a unit price, cheapest first. */
export function warrantyOptions(unitPrice: number): { years: WarrantyYears; price: number }[] {
  return WARRANTY_YEARS.map((years) => ({ years, price: warrantyPrice(unitPrice, years) }));
}
