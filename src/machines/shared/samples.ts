// Samples of the server's answers (contract-shaped, pure data) that several flows' samples and tests build on: a store,
// two products, two lists, two quotations, a saved address, two saved cards and a product's detail. Here once rather than borrowed from one flow's samples
// (issue 29: cross-flow machine imports only where one machine composes another).
import type { Address } from '../../contracts/address.contract';
import type { ProductDetail } from '../../contracts/catalogue.contract';
import type { ListSummary, Product } from '../../contracts/lists.contract';
import type { PaymentMethod } from '../../contracts/payment.contract';
import type { QuotationSummary, Store } from '../../contracts/quotes.contract';

export const storeSample: Store = {
  id: '00000000-0000-4000-8000-0000000000a1',
  code: 'CL-001',
  name: 'Tienda Santiago',
  address: 'Av. Las Condes 12916',
  city: 'Santiago',
};
export const paintSample: Product = {
  sku: 'HM-2001',
  name: 'Pintura látex blanco 1 galón',
  brand: 'Colorama',
  price: 15990,
  currency: 'CLP',
  image: '/images/cl/HM-2001',
  fallbackImage: '/images/cl/fallback',
};
export const rollerSample: Product = {
  sku: 'HM-2002',
  name: 'Rodillo antigoteo 23 cm',
  brand: 'Colorama',
  price: 4990,
  currency: 'CLP',
  image: '/images/cl/HM-2002',
  fallbackImage: '/images/cl/fallback',
};
export const defaultListSample: ListSummary = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Mi primera lista',
  isDefault: true,
  shared: false,
  createdAt: '2026-03-01T12:00:00.000Z',
  createdBy: 'Camila Rojas',
  itemCount: 0,
};
export const terraceListSample: ListSummary = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Terraza',
  isDefault: false,
  shared: true,
  createdAt: '2026-03-02T12:00:00.000Z',
  createdBy: 'Camila Rojas',
  itemCount: 3,
};
export const validQuotationSample: QuotationSummary = {
  id: '00000000-0000-4000-8000-0000000000b1',
  number: '4100000002',
  status: 'valid',
  createdAt: '2026-03-02T12:00:00.000Z',
  expiresAt: '2026-03-05T12:00:00.000Z',
  store: storeSample,
  total: 140870,
  currency: 'CLP',
  itemCount: 13,
  requotedTo: null,
};
export const expiredQuotationSample: QuotationSummary = {
  ...validQuotationSample,
  id: '00000000-0000-4000-8000-0000000000b2',
  number: '4100000001',
  status: 'expired',
  createdAt: '2026-02-25T12:00:00.000Z',
  expiresAt: '2026-02-28T12:00:00.000Z',
  total: 113930,
  itemCount: 7,
};
export const addressSampleSaved: Address = {
  id: '00000000-0000-4000-8000-000000000001',
  addressName: 'Casa',
  addressLine1: 'Calle Demostración',
  addressLine2: '123',
  addressLine3: '',
  postcode: '9990001',
  state: '13',
  stateName: 'Región Metropolitana de Santiago',
  city: '131',
  cityName: 'Santiago',
  municipal: '13101',
  municipalName: 'Santiago',
  addressReference: '',
  isDefaultAddress: false,
};

const card = (id: string, over: Partial<PaymentMethod>): PaymentMethod => ({
  id,
  cardType: 'creditCard',
  gatewayKind: 'creditNetwork',
  brand: 'VISA',
  lastFour: '1111',
  expiry: '08/29',
  holderName: 'Camila Rojas',
  documentType: 'default',
  favourite: false,
  createdAt: '2026-03-01T12:00:00.000Z',
  ...over,
});

export const myPaymentSampleCards: PaymentMethod[] = [
  card('pm-visa', {}),
  card('pm-cmr', { cardType: 'cmrCard', gatewayKind: 'storeCard', brand: 'CMR', lastFour: '7899' }),
];
export const myPaymentSampleCardsWithFavourite: PaymentMethod[] = myPaymentSampleCards.map((c) => ({
  ...c,
  favourite: c.id === 'pm-cmr',
}));

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
