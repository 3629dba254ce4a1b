// The sample cart, shared by the cart's and the checkout's samples (the checkout buys what the cart holds) without one flow's
// samples importing the other's (issue 29: cross-flow machine imports only where one machine composes another). Pure data.
import type { CartLine, CartResponse } from '../../contracts/cart.contract';

const line = (over: Partial<CartLine> & Pick<CartLine, 'sku' | 'name'>): CartLine => ({
  quantity: 1,
  unitPrice: 10000,
  currency: 'CLP',
  image: `/images/cl/${over.sku}?fmt=jpg&fit=constrain&wid=160&hei=160`,
  source: 'storefront',
  unit: 'each',
  m2PerBox: null,
  warrantyEligible: false,
  warrantyYears: null,
  warrantyUnitPrice: 0,
  installationEligible: false,
  installation: false,
  installationPrice: 0,
  installationOfferPrice: null,
  lineTotal: 10000,
  available: true,
  maxQuantity: 30,
  ...over,
});

/** A water heater (warranty and installation offered), two boxes of tiles, and a lamp out of stock everywhere. */
export const cartSampleLines: CartLine[] = [
  line({
    sku: 'HM-2001',
    name: 'Calefont ionizado 11 L',
    quantity: 2,
    unitPrice: 129990,
    lineTotal: 259980,
    warrantyEligible: true,
    installationEligible: true,
    installationOfferPrice: 49990,
    maxQuantity: 5,
  }),
  line({
    sku: 'HM-1001',
    name: 'Porcelanato gris 60x60',
    quantity: 2,
    unitPrice: 15990,
    lineTotal: 31980,
    unit: 'm2',
    m2PerBox: 1.44,
  }),
  line({
    sku: 'HM-9001',
    name: 'Lámpara colgante nórdica',
    unitPrice: 24990,
    lineTotal: 24990,
    available: false,
    maxQuantity: 0,
  }),
];

export const cartOf = (lines: CartLine[]): CartResponse => ({
  id: 'cart-sample',
  count: lines.reduce((n, l) => n + l.quantity, 0),
  lines,
  total: lines.filter((l) => l.available).reduce((n, l) => n + l.lineTotal, 0),
  currency: lines.length ? 'CLP' : null,
});

export const cartSample = cartOf(cartSampleLines);
