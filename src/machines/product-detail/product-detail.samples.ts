// Sample events of productDetailMachine (pure data).
import type { ProductDetail } from '../../contracts/catalogue.contract';
import { GUEST_SHOPPER } from '../shared/shopper';

export const productDetailSample: ProductDetail = {
  sku: 'HM-3131',
  name: 'Porcelanato marmolado blanco 60x60 cm',
  brand: 'Marmora',
  category: { id: 'pisos', name: 'Pisos y revestimientos' },
  price: 19990,
  currency: 'CLP',
  image: '/images/cl/HM-3131?fmt=jpg&fit=constrain&wid=120&hei=120',
  fallbackImage: '/images/cl/fallback/HM-3131',
  imageLarge: '/images/cl/HM-3131?fmt=jpg&fit=constrain&wid=480&hei=480',
  unit: 'm2',
  m2PerBox: 1.44,
  variantGroup: 'porcelanato-marmolado',
  variantLabel: '60x60 cm',
  homeDelivery: true,
  inStock: true,
  description: 'Porcelanato marmolado blanco 60x60 cm. Revestimiento resistente y fácil de limpiar.',
  widthCm: 60,
  heightCm: 60,
  depthCm: 0.9,
  warrantyEligible: true,
  installationPrice: 9990,
  variants: [
    { sku: 'HM-3131', label: '60x60 cm', price: 19990, inStock: true },
    { sku: 'HM-3133', label: '80x80 cm', price: 24990, inStock: true },
  ],
  stores: [
    {
      id: 'store-1',
      code: 'CL-001',
      name: 'Tienda Santiago',
      city: 'Santiago',
      address: 'Av. Kennedy 5413',
      quantity: 12,
    },
    {
      id: 'store-2',
      code: 'CL-002',
      name: 'Tienda Valparaíso',
      city: 'Valparaíso',
      address: 'Av. Brasil 1500',
      quantity: 0,
    },
  ],
};

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
