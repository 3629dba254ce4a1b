// Pure: the product page's props (stock by store with the chosen store first, warranty options, the tile estimate).
import type { SnapshotFrom } from 'xstate';
import { COMPARE_LIMIT } from '../../rules/compare';
import { tileEstimate } from '../../rules/tile-calculator';
import { warrantyOptions, WARRANTY_YEARS, type WarrantyYears } from '../../rules/warranty';
import { addFailureKey } from '../shared/cart-add-failure';
import { quotesOnly, showsAllowance } from '../shared/shopper';
import type { productDetailMachine } from './product-detail.machine';
import type { ProductDetailEvent } from './product-detail.types';
import { errorAria, errorIdOf, fieldId } from '../shared/field-props';

export function connectProductDetail(
  snapshot: SnapshotFrom<typeof productDetailMachine>,
  send: (event: ProductDetailEvent) => void,
) {
  const { context } = snapshot;
  const product = context.product;
  const showProduct =
    !!product && (snapshot.matches('ready') || snapshot.matches('adding') || snapshot.matches('savingWish'));
  const notice = context.notice;
  const sizes = product && product.variants.length > 1 ? product.variants : [];
  const stores = product
    ? [...product.stores].sort((a, b) => Number(b.id === context.storeId) - Number(a.id === context.storeId))
    : [];
  const chosenStore = stores.find((s) => s.id === context.storeId) ?? null;
  const totalStock = stores.reduce((sum, s) => sum + s.quantity, 0);
  const estimate =
    product?.m2PerBox && context.boxes !== null
      ? tileEstimate(Number(context.area.replace(',', '.')), product.m2PerBox)
      : null;
  return {
    tenant: context.tenant,
    sku: context.sku,
    isLoading: snapshot.matches('loading'),
    isNotFound: snapshot.matches('notFound'),
    isFailed: snapshot.matches('failed'),
    isAdding: snapshot.matches('adding'),
    isSavingWish: snapshot.matches('savingWish'),
    product: showProduct ? product : null,
    /** spec §6 (issue 30 item 1): a company's quoter is offered "Cotizar" instead of adding to the cart */
    isQuoter: quotesOnly(context.viewer),
    /** spec §6 (issue 30 item 2): a buyer sees its maximum purchase amount and what remains of it beside the add button */
    showAllowance: showsAllowance(context.viewer),
    sizes: sizes.map((v) => ({
      ...v,
      chosen: context.sizeChosen && v.sku === context.sku,
      choose: () => send({ type: 'variant.choose', sku: v.sku }),
    })),
    /** spec §5: the add button says a size is needed */
    sizeMissing: sizes.length > 0 && !context.sizeChosen,
    stores,
    chosenStore,
    inStock: totalStock > 0,
    quantity: context.quantity,
    quantityInvalid: notice?.kind === 'quantityInvalid',
    /** the quantity input's id and ARIA (issue 29: the view mints none) */
    quantityInput: {
      id: fieldId('product', 'quantity'),
      ...errorAria(errorIdOf(fieldId('product', 'quantity')), notice?.kind === 'quantityInvalid'),
    },
    quantityErrorId: errorIdOf(fieldId('product', 'quantity')),
    warranty: product?.warrantyEligible
      ? {
          id: fieldId('product', 'warranty'),
          value: context.warrantyYears,
          options: warrantyOptions(product.price),
        }
      : null,
    installation:
      product?.installationPrice != null
        ? { id: fieldId('product', 'installation'), price: product.installationPrice, chosen: context.installation }
        : null,
    isTiles: product?.unit === 'm2' && !!product.m2PerBox,
    area: context.area,
    areaErrorKey: context.areaError,
    areaInput: {
      id: fieldId('tile', 'area'),
      ...errorAria(errorIdOf(fieldId('tile', 'area')), Boolean(context.areaError)),
    },
    areaErrorId: errorIdOf(fieldId('tile', 'area')),
    estimate,
    boxes: context.boxes,
    compare: context.compare,
    compareLimit: COMPARE_LIMIT,
    inCompare: context.compare.includes(context.sku),
    notice: notice?.kind ?? null,
    addedCount: notice?.kind === 'added' ? notice.count : null,
    addedQuantity: notice?.kind === 'added' ? notice.quantity : null,
    addFailedKey: notice?.kind === 'addFailed' ? addFailureKey(notice.code) : null,
    /** the store picker of the stock table (issue 29: its id from here) */
    storeSelect: {
      id: fieldId('product', 'store'),
      name: 'store',
      value: chosenStore?.id ?? '',
      onChange: (event: { target: { value: string } }) => send({ type: 'store.choose', storeId: event.target.value }),
    },
    stockTitleId: fieldId('product', 'stock-title'),
    changeQuantity: (value: string) => send({ type: 'quantity.change', value }),
    chooseWarranty: (value: string) => {
      const years = WARRANTY_YEARS.find((y) => String(y) === value) ?? null;
      send({ type: 'warranty.choose', years: years as WarrantyYears | null });
    },
    toggleInstallation: () => send({ type: 'installation.toggle' }),
    addToCart: () => send({ type: 'cart.add' }),
    changeArea: (value: string) => send({ type: 'area.change', value }),
    calculate: () => send({ type: 'tiles.calculate' }),
    addBoxes: () => send({ type: 'tiles.add' }),
    addToCompare: () => send({ type: 'compare.add' }),
    addToWishList: () => send({ type: 'wish.add' }),
    retry: () => send({ type: 'product.retry' }),
  };
}
