// Sample data and events of checkoutMachine (pure data): the machine test, the model test and the flow tooling share them.
import { addCardSampleInput } from '../add-card/add-card.samples';
import { cartSample } from '../shared/cart-sample';
import type { CheckoutInput, CheckoutOptions, PlacedOrder } from './checkout.types';

export const checkoutSampleInput: CheckoutInput = {
  tenant: { id: 'cl', locale: 'es-CL', currency: 'CLP' },
  keyPrefix: 'sample-checkout-0001',
  addCard: addCardSampleInput,
};

/** The sample cart (two lines to buy, one out of stock), two addresses, free delivery, two stores, one saved card. */
export const checkoutSampleOptions: CheckoutOptions = {
  cart: cartSample,
  addresses: [
    { id: 'ad-1', name: 'Casa', summary: 'Av. Apoquindo 4501, Las Condes, Región Metropolitana', isDefault: true },
    { id: 'ad-2', name: 'Oficina', summary: 'Huérfanos 1160, Santiago, Región Metropolitana', isDefault: false },
  ],
  homeDelivery: {
    available: true,
    cost: 0,
    freeAbove: 29990,
    dates: ['2026-11-30', '2026-12-01', '2026-12-02'],
    window: { from: '09:00', to: '21:00' },
  },
  pickupStores: [
    {
      id: 'st-1',
      name: 'Parque Arauco',
      address: 'Av. Kennedy 5413',
      city: 'Las Condes',
      hasAllLines: true,
      missingSkus: [],
    },
    {
      id: 'st-2',
      name: 'Maipú',
      address: 'Av. Pajaritos 3020',
      city: 'Maipú',
      hasAllLines: false,
      missingSkus: ['HM-1001'],
    },
  ],
  cards: [{ id: 'pm-visa', brand: 'VISA', lastFour: '1111', expiry: '08/29', favourite: true }],
  canPurchase: true,
  allowance: null,
};

/** After a new card was saved through the modal. */
export const checkoutSampleOptionsWithNewCard: CheckoutOptions = {
  ...checkoutSampleOptions,
  cards: [
    ...checkoutSampleOptions.cards,
    { id: 'pm-new', brand: 'MASTERCARD', lastFour: '4444', expiry: '10/30', favourite: false },
  ],
};

export const checkoutSampleNothingToBuy: CheckoutOptions = {
  ...checkoutSampleOptions,
  cart: { ...cartSample, lines: cartSample.lines.filter((l) => !l.available), total: 0 },
};

/** spec §6: a company's quoter */
export const checkoutSampleQuoter: CheckoutOptions = { ...checkoutSampleOptions, canPurchase: false };

export const checkoutSampleOrder: PlacedOrder = {
  orderNumber: '9012345678',
  status: 'paymentPending',
  total: 291960,
  deliveryCost: 0,
  currency: 'CLP',
  payWithinHours: 48,
};

export const checkoutFlowSamples = {
  common: [
    { type: 'load.retry' },
    { type: 'delivery.choose', method: 'storePickup' },
    { type: 'delivery.choose', method: 'homeDelivery' },
    { type: 'address.choose', id: 'ad-2' },
    { type: 'date.choose', date: '2026-12-01' },
    { type: 'store.choose', id: 'st-1' },
    { type: 'till.choose' },
    { type: 'card.choose', id: 'pm-visa' },
    { type: 'card.add' },
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'order.place' },
    { type: 'order.retry' },
    { type: 'price.accept' },
    { type: 'checkout.reload' },
    { type: 'xstate.done.actor.loadOptions', output: checkoutSampleOptions },
    { type: 'xstate.done.actor.loadOptions', output: checkoutSampleNothingToBuy },
    { type: 'xstate.done.actor.loadOptions', output: checkoutSampleQuoter },
    { type: 'xstate.error.actor.loadOptions', error: { code: 'SESSION_EXPIRED', status: 401, sessionTimeOut: true } },
    { type: 'xstate.error.actor.loadOptions', error: { code: 'GENERIC_ERROR', status: 503 } },
    { type: 'xstate.done.actor.addCard', output: { savedId: 'pm-new' } },
    { type: 'xstate.done.actor.addCard', output: { savedId: null } },
    { type: 'xstate.done.actor.placeOrder', output: checkoutSampleOrder },
    { type: 'xstate.error.actor.placeOrder', error: { code: 'PAYMENT_DECLINED', status: 402 } },
    {
      type: 'xstate.error.actor.placeOrder',
      error: { code: 'PRICE_CHANGED', status: 409, details: { total: 299970 } },
    },
    {
      type: 'xstate.error.actor.placeOrder',
      error: { code: 'OUT_OF_STOCK', status: 409, details: { skus: ['HM-1001'] } },
    },
    { type: 'xstate.error.actor.placeOrder', error: { code: 'CART_EMPTY', status: 409 } },
    { type: 'xstate.error.actor.placeOrder', error: { code: 'QUOTE_ONLY_ROLE', status: 403 } },
    { type: 'xstate.error.actor.placeOrder', error: { code: 'PURCHASE_LIMIT_EXCEEDED', status: 403 } },
    { type: 'xstate.error.actor.placeOrder', error: { code: 'GENERIC_ERROR', status: 503 } },
  ],
} as const;
