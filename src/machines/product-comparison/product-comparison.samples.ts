// Sample events of productComparisonMachine (pure data).
import type { ProductDetail } from '../../contracts/catalogue.contract';
import { productDetailSample } from '../shared/samples';

const drill: ProductDetail = {
  ...productDetailSample,
  sku: 'HM-1001',
  name: 'Taladro percutor 650 W',
  brand: 'Ferrus',
  category: { id: 'herramientas', name: 'Herramientas' },
  price: 39990,
  unit: 'each',
  m2PerBox: null,
  variantGroup: null,
  variantLabel: null,
  variants: [],
  widthCm: 28,
  heightCm: 20,
  depthCm: 8,
  installationPrice: null,
  homeDelivery: false,
};

export const comparisonSample: ProductDetail[] = [productDetailSample, drill];

export const productComparisonFlowSamples = {
  common: [
    { type: 'compare.remove', sku: 'HM-1001' },
    { type: 'compare.remove', sku: 'HM-3131' },
    { type: 'compare.retry' },
    { type: 'xstate.done.actor.loadComparison', output: comparisonSample },
    { type: 'xstate.done.actor.loadComparison', output: [] },
    { type: 'xstate.error.actor.loadComparison', error: { code: 'GENERIC_ERROR', status: 503 } },
  ],
} as const;
