// Demo product catalogue (issue 11/15: shared by orders, quotations, lists and the wish list). Made up for the demo:
// names of ordinary home-improvement goods, prices per tenant currency chosen to look plausible, nobody's real listing.
export interface DemoProduct {
  sku: string;
  name: string;
  brand: string;
  category: string;
  /** price in Chilean pesos; other currencies are derived with fixed demo rates below */
  clp: number;
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  { sku: 'HM-1001', name: 'Taladro percutor 650 W', brand: 'Ferrus', category: 'herramientas', clp: 39990 },
  { sku: 'HM-1002', name: 'Set de destornilladores 12 piezas', brand: 'Ferrus', category: 'herramientas', clp: 12990 },
  { sku: 'HM-1003', name: 'Escalera de aluminio 5 peldaños', brand: 'Altura', category: 'herramientas', clp: 45990 },
  { sku: 'HM-2001', name: 'Pintura látex blanco 1 galón', brand: 'Colorama', category: 'pinturas', clp: 15990 },
  { sku: 'HM-2002', name: 'Rodillo antigoteo 23 cm', brand: 'Colorama', category: 'pinturas', clp: 4990 },
  { sku: 'HM-3001', name: 'Cerámica piso gris 45x45 cm (caja 2 m²)', brand: 'Terra', category: 'pisos', clp: 11990 },
  { sku: 'HM-3002', name: 'Adhesivo cerámico 25 kg', brand: 'Terra', category: 'pisos', clp: 6990 },
  { sku: 'HM-4001', name: 'Grifería monomando lavaplatos', brand: 'Aquaris', category: 'baño y cocina', clp: 34990 },
  { sku: 'HM-4002', name: 'Inodoro one piece', brand: 'Aquaris', category: 'baño y cocina', clp: 129990 },
  { sku: 'HM-5001', name: 'Ampolleta LED 9 W luz cálida (pack 4)', brand: 'Lumo', category: 'iluminación', clp: 5990 },
  { sku: 'HM-5002', name: 'Foco proyector LED 50 W', brand: 'Lumo', category: 'iluminación', clp: 17990 },
  { sku: 'HM-6001', name: 'Parrilla a carbón 57 cm', brand: 'Brasa', category: 'jardín', clp: 89990 },
  { sku: 'HM-6002', name: 'Manguera reforzada 25 m', brand: 'Verde', category: 'jardín', clp: 14990 },
  { sku: 'HM-7001', name: 'Televisor LED 32"', brand: 'Vista', category: 'electro', clp: 149990 },
];

/** Demo conversion from CLP (fixed, made up): the tenant currency's price, rounded to the currency's usual step. */
const RATES: Record<string, { rate: number; step: number }> = {
  CLP: { rate: 1, step: 10 },
  PEN: { rate: 0.004, step: 0.1 },
  MXN: { rate: 0.019, step: 1 },
  COP: { rate: 4.3, step: 100 },
  ARS: { rate: 1.05, step: 10 },
  UYU: { rate: 0.043, step: 1 },
  BRL: { rate: 0.0058, step: 0.1 },
};

export function demoPrice(clp: number, currency: string): number {
  const { rate, step } = RATES[currency] ?? RATES.CLP!;
  const value = Math.round((clp * rate) / step) * step;
  return Math.round(value * 100) / 100;
}
