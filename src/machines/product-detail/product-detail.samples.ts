// Sample events of productDetailMachine (pure data).
import { GUEST_SHOPPER } from '../shared/shopper';
import { productDetailSample } from '../shared/samples';

export const productDetailFlowSamples = {
  common: [
    { type: 'variant.choose', sku: 'HM-3131' },
    { type: 'variant.choose', sku: 'HM-3133' },
    { type: 'store.choose', storeId: 'store-2' },
    { type: 'quantity.change', value: '0' },
    { type: 'quantity.change', value: '2' },
    { type: 'warranty.choose', years: 2 },
    { type: 'installation.toggle' },
    { type: 'cart.add' },
    { type: 'area.change', value: '12' },
    { type: 'area.change', value: 'doce' },
    { type: 'tiles.calculate' },
    { type: 'tiles.add' },
    { type: 'compare.add' },
    { type: 'wish.add' },
    { type: 'product.retry' },
    { type: 'xstate.done.actor.loadProduct', output: { product: productDetailSample, viewer: GUEST_SHOPPER } },
    { type: 'xstate.error.actor.loadProduct', error: { code: 'PRODUCT_NOT_FOUND', status: 404 } },
    { type: 'xstate.error.actor.loadProduct', error: { code: 'GENERIC_ERROR', status: 503 } },
    { type: 'xstate.done.actor.addToCart', output: { count: 9 } },
    { type: 'xstate.error.actor.addToCart', error: { code: 'OUT_OF_STOCK', status: 409 } },
    { type: 'xstate.done.actor.addToWishList' },
    { type: 'xstate.error.actor.addToWishList', error: { code: 'SESSION_EXPIRED', status: 401, sessionTimeOut: true } },
    { type: 'xstate.error.actor.addToWishList', error: { code: 'GENERIC_ERROR', status: 503 } },
  ],
} as const;

/** spec §6: the product as a company's quoter loads it: offered "Cotizar", never a button that fills the cart (issue 30) */
export const productDetailQuoterLoaded = {
  type: 'xstate.done.actor.loadProduct',
  output: { product: productDetailSample, viewer: { signedIn: true, role: 'quoter' } },
} as const;
