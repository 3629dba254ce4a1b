// Sample data and events of cartMachine (pure data): the machine test, the model test and the flow tooling share them.
import type { CartInput, CartLine, CartLoaded, CartResponse } from './cart.types';

export const cartSampleInput: CartInput = { tenant: { id: 'cl', locale: 'es-CL', currency: 'CLP' } };

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

const cartOf = (lines: CartLine[]): CartResponse => ({
  id: 'cart-sample',
  count: lines.reduce((n, l) => n + l.quantity, 0),
  lines,
  total: lines.filter((l) => l.available).reduce((n, l) => n + l.lineTotal, 0),
  currency: lines.length ? 'CLP' : null,
});

export const cartSample = cartOf(cartSampleLines);
export const cartSampleLoaded: CartLoaded = { cart: cartSample, viewer: { signedIn: false, role: null } };
export const cartSampleEmptyLoaded: CartLoaded = { cart: cartOf([]), viewer: { signedIn: false, role: null } };
/** the water heater at 3 units */
export const cartSampleAfterChange = cartOf(
  cartSampleLines.map((l) => (l.sku === 'HM-2001' ? { ...l, quantity: 3, lineTotal: 389970 } : l)),
);
/** the lamp removed */
export const cartSampleAfterRemove = cartOf(cartSampleLines.filter((l) => l.sku !== 'HM-9001'));
export const cartSampleEmpty = cartOf([]);

export const cartFlowSamples = {
  common: [
    { type: 'load.retry' },
    { type: 'quantity.change', sku: 'HM-2001', value: '2.5' },
    { type: 'quantity.change', sku: 'HM-2001', value: '0' },
    { type: 'quantity.change', sku: 'HM-2001', value: '9' },
    { type: 'quantity.change', sku: 'HM-2001', value: '2' },
    { type: 'quantity.change', sku: 'HM-2001', value: '3' },
    { type: 'quantity.increment', sku: 'HM-2001' },
    { type: 'quantity.decrement', sku: 'HM-2001' },
    { type: 'warranty.choose', sku: 'HM-2001', years: 2 },
    { type: 'installation.toggle', sku: 'HM-2001' },
    { type: 'line.remove', sku: 'HM-9001' },
    { type: 'xstate.done.actor.loadCart', output: cartSampleLoaded },
    { type: 'xstate.done.actor.loadCart', output: cartSampleEmptyLoaded },
    { type: 'xstate.error.actor.loadCart', error: { code: 'GENERIC_ERROR', status: 503 } },
    { type: 'xstate.done.actor.updateLine', output: cartSampleAfterChange },
    { type: 'xstate.error.actor.updateLine', error: { code: 'OUT_OF_STOCK', status: 409 } },
    { type: 'xstate.error.actor.updateLine', error: { code: 'GENERIC_ERROR', status: 503 } },
    { type: 'xstate.done.actor.removeLine', output: cartSampleAfterRemove },
    { type: 'xstate.done.actor.removeLine', output: cartSampleEmpty },
    { type: 'xstate.error.actor.removeLine', error: { code: 'GENERIC_ERROR', status: 503 } },
  ],
} as const;
