// Sample data and events of cartMachine (pure data): the machine test, the model test and the flow tooling share them.
import { cartOf, cartSample, cartSampleLines } from '../shared/cart-sample';
import type { CartInput, CartLoaded } from './cart.types';

export const cartSampleInput: CartInput = { tenant: { id: 'cl', locale: 'es-CL', currency: 'CLP' } };

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
