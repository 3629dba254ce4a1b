// Issue 34 item 3: load the product; choose a size (another size is another sku: loaded in place), the store, the quantity,
// the warranty and installation; add to the cart (spec §8 "no stock" and "add to cart" failures); the tile calculator turns
// an area into boxes with 10% for waste and adds them; "Comparar" (spec §9 up to 2); the wish list (a guest is offered login).
import { and, assign, fromPromise, setup } from 'xstate';
import { addToCompare } from '../../rules/compare';
import { boxesFor, parseArea } from '../../rules/tile-calculator';
import { codeOf, isSessionTimeOut } from '../shared/failure';
import { GUEST_SHOPPER, quotesOnly } from '../shared/shopper';
import type {
  ProductCartRequest,
  ProductDetailContext,
  ProductDetailEvent,
  ProductDetailInput,
  ProductLoaded,
  ProductNotice,
} from './product-detail.types';

const QUANTITY = /^[1-9]\d{0,2}$/;
const needsSize = (context: ProductDetailContext) => (context.product?.variants.length ?? 0) > 1 && !context.sizeChosen;

export const productDetailMachine = setup({
  types: {
    context: {} as ProductDetailContext,
    events: {} as ProductDetailEvent,
    input: {} as ProductDetailInput,
  },
  actors: {
    loadProduct: fromPromise<ProductLoaded, string>(() => Promise.reject(new Error('loadProduct not provided'))),
    addToCart: fromPromise<{ count: number }, ProductCartRequest>(() =>
      Promise.reject(new Error('addToCart not provided')),
    ),
    addToWishList: fromPromise<void, string>(() => Promise.reject(new Error('addToWishList not provided'))),
  },
  actions: {
    /** the URL follows the chosen size (the flow's edge) */
    showSku: (_, _params: { sku: string }) => {},
    /** spec §3 "user store" kept for the next pages (the flow's edge) */
    storeStore: (_, _params: { storeId: string }) => {},
    storeCompare: (_, _params: { skus: string[] }) => {},
    reportCartCount: (_, _params: { count: number }) => {},
    setNotice: assign((_, params: { notice: ProductNotice | null }) => ({ notice: params.notice })),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => ['PRODUCT_NOT_FOUND', 'NOT_FOUND'].includes(codeOf(params.error)),
    isSameSku: ({ context }, params: { sku: string }) => context.sku === params.sku,
    /** spec §6: a quoter never puts products in the cart (the page offers "Cotizar"; the server refuses it too) */
    canBuy: ({ context }) => !quotesOnly(context.viewer),
    needsSize: ({ context }) => needsSize(context),
    quantityInvalid: ({ context }) => !QUANTITY.test(context.quantity.trim()),
    areaValid: ({ context }) => parseArea(context.area).ok,
    hasBoxes: ({ context }) => context.boxes !== null,
    compareHasRoom: ({ context }) => addToCompare(context.compare, context.sku).ok,
    isLoginNeeded: (_, params: { error: unknown }) => isSessionTimeOut(params.error),
  },
}).createMachine({
  id: 'productDetail',
  context: ({ input }) => ({
    tenant: input.tenant,
    viewer: GUEST_SHOPPER,
    sku: input.sku,
    product: null,
    sizeChosen: false,
    quantity: '1',
    warrantyYears: null,
    installation: false,
    storeId: input.storeId,
    area: '',
    areaError: null,
    boxes: null,
    compare: input.compare,
    pending: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => context.sku,
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            product: event.output.product,
            viewer: event.output.viewer,
            warrantyYears: null,
            installation: false,
          })),
        },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed' },
        ],
      },
    },
    notFound: { type: 'final' },
    failed: { on: { 'product.retry': 'loading' } },
    ready: {
      on: {
        'variant.choose': [
          {
            guard: { type: 'isSameSku', params: ({ event }) => ({ sku: event.sku }) },
            actions: assign({ sizeChosen: true, notice: null }),
          },
          {
            target: 'loading',
            actions: [
              assign(({ event }) => ({ sku: event.sku, sizeChosen: true, notice: null, boxes: null })),
              { type: 'showSku', params: ({ event }) => ({ sku: event.sku }) },
            ],
          },
        ],
        'store.choose': {
          actions: [
            assign(({ event }) => ({ storeId: event.storeId })),
            { type: 'storeStore', params: ({ event }) => ({ storeId: event.storeId }) },
          ],
        },
        'quantity.change': { actions: assign(({ event }) => ({ quantity: event.value, notice: null })) },
        'warranty.choose': { actions: assign(({ event }) => ({ warrantyYears: event.years })) },
        'installation.toggle': { actions: assign(({ context }) => ({ installation: !context.installation })) },
        'cart.add': [
          {
            guard: and(['canBuy', 'needsSize']),
            actions: { type: 'setNotice', params: { notice: { kind: 'sizeRequired' } } },
          },
          {
            guard: and(['canBuy', 'quantityInvalid']),
            actions: { type: 'setNotice', params: { notice: { kind: 'quantityInvalid' } } },
          },
          {
            guard: 'canBuy',
            target: 'adding',
            actions: assign(({ context }) => ({
              pending: {
                sku: context.sku,
                quantity: Number(context.quantity.trim()),
                warrantyYears: context.warrantyYears,
                installation: context.installation,
              },
            })),
          },
        ],
        'area.change': { actions: assign(({ event }) => ({ area: event.value, areaError: null, boxes: null })) },
        'tiles.calculate': [
          {
            guard: 'areaValid',
            actions: assign(({ context }) => {
              const area = parseArea(context.area);
              return {
                areaError: null,
                boxes: area.ok && context.product?.m2PerBox ? boxesFor(area.value, context.product.m2PerBox) : null,
              };
            }),
          },
          {
            actions: assign(({ context }) => {
              const area = parseArea(context.area);
              return { areaError: area.ok ? null : area.error, boxes: null };
            }),
          },
        ],
        // the button shows with a calculated number of boxes
        'tiles.add': [
          {
            guard: and(['canBuy', 'hasBoxes', 'needsSize']),
            actions: { type: 'setNotice', params: { notice: { kind: 'sizeRequired' } } },
          },
          {
            guard: and(['canBuy', 'hasBoxes']),
            target: 'adding',
            actions: assign(({ context }) => ({
              pending: {
                sku: context.sku,
                quantity: context.boxes ?? 1,
                warrantyYears: context.warrantyYears,
                installation: context.installation,
              },
            })),
          },
        ],
        'compare.add': [
          {
            guard: 'compareHasRoom',
            actions: [
              assign(({ context }) => {
                const added = addToCompare(context.compare, context.sku);
                return {
                  compare: added.ok ? added.skus : context.compare,
                  notice: { kind: 'compareAdded' } as const,
                };
              }),
              { type: 'storeCompare', params: ({ context }) => ({ skus: context.compare }) },
            ],
          },
          // spec §8 "compare add" failure: COMPARE_LIMIT_REACHED
          { actions: { type: 'setNotice', params: { notice: { kind: 'compareFull' } } } },
        ],
        'wish.add': 'savingWish',
      },
    },
    adding: {
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) =>
          context.pending ?? { sku: context.sku, quantity: 1, warrantyYears: null, installation: false },
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({
              notice: { kind: 'added', count: event.output.count, quantity: context.pending?.quantity ?? 1 } as const,
              pending: null,
            })),
            { type: 'reportCartCount', params: ({ event }) => ({ count: event.output.count }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: assign(({ event }) => ({
            notice: { kind: 'addFailed', code: codeOf(event.error) } as const,
            pending: null,
          })),
        },
      },
    },
    savingWish: {
      invoke: {
        id: 'addToWishList',
        src: 'addToWishList',
        input: ({ context }) => context.sku,
        onDone: { target: 'ready', actions: { type: 'setNotice', params: { notice: { kind: 'wishSaved' } } } },
        onError: [
          {
            guard: { type: 'isLoginNeeded', params: ({ event }) => ({ error: event.error }) },
            target: 'ready',
            actions: { type: 'setNotice', params: { notice: { kind: 'wishLogin' } } },
          },
          { target: 'ready', actions: { type: 'setNotice', params: { notice: { kind: 'wishFailed' } } } },
        ],
      },
    },
  },
});
