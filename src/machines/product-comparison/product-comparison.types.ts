// Issue 34 item 4 (spec §2 product comparison, §9 up to 2): the compared products side by side, removable; the set lives in
// the URL (?skus=a,b) and in localStorage.
import type { ProductDetail } from '../../contracts/catalogue.contract';
import type { CatalogueTenant } from '../shared/catalogue-tenant';

export interface ProductComparisonInput {
  tenant: CatalogueTenant;
  skus: string[];
}

export interface ProductComparisonContext {
  tenant: CatalogueTenant;
  skus: string[];
  items: ProductDetail[];
}

export type ProductComparisonEvent = { type: 'compare.remove'; sku: string } | { type: 'compare.retry' };
