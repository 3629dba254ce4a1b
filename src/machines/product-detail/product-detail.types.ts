// Issue 34 item 3 (spec §2 product detail with stock by store): price, sizes (spec §5: choosing one is required where sizes
// apply), stock by store with the shopper's store first (spec §3 "user store"), extended warranty (spec §9, 1-3 years),
// installation, quantity, add to cart, the wish list, "Comparar" and the tile calculator (spec §9: 10% for waste).
import type { ProductDetail } from '../../contracts/catalogue.contract';
import type { TileAreaErrorKey } from '../../rules/tile-calculator';
import type { WarrantyYears } from '../../rules/warranty';
import type { CatalogueTenant } from '../shared/catalogue-tenant';
import type { Shopper } from '../shared/shopper';

export type ProductNotice =
  | { kind: 'added'; count: number; quantity: number }
  | { kind: 'addFailed'; code: string }
  | { kind: 'sizeRequired' }
  | { kind: 'quantityInvalid' }
  | { kind: 'compareAdded' }
  | { kind: 'compareFull' }
  | { kind: 'wishSaved' }
  | { kind: 'wishLogin' }
  | { kind: 'wishFailed' };

export interface ProductDetailInput {
  tenant: CatalogueTenant;
  sku: string;
  compare: string[];
  /** spec §3 "user store": the store the shopper chose earlier, if any */
  storeId: string | null;
}

export interface ProductCartRequest {
  sku: string;
  quantity: number;
  warrantyYears: WarrantyYears | null;
  installation: boolean;
}

/** What the page loads: the product and who looks at it (a quoter is offered "Cotizar", a buyer its allowance: spec §6) */
export interface ProductLoaded {
  product: ProductDetail;
  viewer: Shopper;
}

export interface ProductDetailContext {
  tenant: CatalogueTenant;
  viewer: Shopper;
  sku: string;
  product: ProductDetail | null;
  /** spec §5: a size was chosen on this page (required where the product comes in sizes) */
  sizeChosen: boolean;
  quantity: string;
  warrantyYears: WarrantyYears | null;
  installation: boolean;
  storeId: string | null;
  /** the tile calculator: the area typed, its error, the boxes it needs */
  area: string;
  areaError: TileAreaErrorKey | null;
  boxes: number | null;
  compare: string[];
  /** what goes to the cart when adding */
  pending: ProductCartRequest | null;
  notice: ProductNotice | null;
}

export type ProductDetailEvent =
  | { type: 'variant.choose'; sku: string }
  | { type: 'store.choose'; storeId: string }
  | { type: 'quantity.change'; value: string }
  | { type: 'warranty.choose'; years: WarrantyYears | null }
  | { type: 'installation.toggle' }
  | { type: 'cart.add' }
  | { type: 'area.change'; value: string }
  | { type: 'tiles.calculate' }
  | { type: 'tiles.add' }
  | { type: 'compare.add' }
  | { type: 'wish.add' }
  | { type: 'product.retry' };
