// Issue 34 item 3: the product page edge (/:tenant/product/:sku): GET /s/catalogue/v1/products/:sku, POST
// /s/checkout/v1/carts/mine/lines, POST /v1/wishLists; the chosen size goes to the URL, the store and the comparison set
// to localStorage, the cart's count to the header.
import { defineFlow } from '../../flows/define-flow';
import { productDetailMachine } from '../../machines/product-detail/product-detail.machine';
import { productDetailFlowSamples } from '../../machines/product-detail/product-detail.samples';
import type { ProductCartRequest, ProductLoaded } from '../../machines/product-detail/product-detail.types';
import { readShopper } from '../../services/cart.api';
import { parseArea } from '../../rules/tile-calculator';
import { isSessionExpired } from '../../services/errors';
import { createListsApi } from '../../services/lists.api';
import { pagePath } from '../app/routes';
import { serviceActor } from '../shared/service-actor';
import { setCartCount } from '../shell/cart-count';
import {
  cartApiFor,
  catalogueApiFor,
  readChosenStore,
  readCompare,
  writeChosenStore,
  writeCompare,
} from '../product-search/catalogue-env';
import { productDetailSample } from '../../machines/shared/samples';
import { tenantFormat } from '../shared/tenant-input';

/** the sku of /:tenant/product/:sku (the page passes it; the Explorer and tests use the sample's) */
export const productDetailFlow = defineFlow({
  name: 'product-detail',
  description:
    'Product page: sizes, stock by store, warranty, installation, add to cart, tile calculator, compare, wish list.',
  machine: productDetailMachine,
  loadView: () => import('./product-detail.view').then((m) => m.ProductDetailView),
  namespaces: ['catalogue'],
  samples: productDetailFlowSamples,
  delays: {},
  input: (tenant, page) => ({
    tenant: tenantFormat(tenant),
    sku: productDetailSample.sku,
    compare: page ? readCompare(tenant.id) : ['HM-1001'],
    storeId: page ? readChosenStore(tenant.id) : null,
  }),
  implementations: (env) => {
    const catalogue = catalogueApiFor(env.clients);
    const cart = cartApiFor(env.clients);
    const sessions = env.clients.sessionManagement;
    const lists = createListsApi({
      quotation: env.clients.quotation,
      myAccount: env.clients.myAccount,
    });
    // a guest saving to the wish list is offered login on the page: their 401 is not the session watcher's business
    const guestEnv = {
      reportError: (error: unknown) => {
        if (!isSessionExpired(error)) env.reportError(error);
      },
    };
    return {
      actors: {
        // the product and who looks at it (a quoter quotes, a buyer sees its allowance: spec §6), read together
        loadProduct: serviceActor<ProductLoaded, string>(env, async (sku, signal) => {
          const [product, viewer] = await Promise.all([catalogue.product(sku, signal), readShopper(sessions, signal)]);
          return { product, viewer };
        }),
        addToCart: serviceActor<{ count: number }, ProductCartRequest>(env, async (request, signal) => ({
          count: (
            await cart.add(
              {
                sku: request.sku,
                quantity: request.quantity,
                ...(request.warrantyYears ? { warrantyYears: request.warrantyYears } : {}),
                ...(request.installation ? { installation: true } : {}),
              },
              signal,
            )
          ).count,
        })),
        addToWishList: serviceActor<void, string>(guestEnv, async (sku, signal) => {
          await lists.addToWishList(sku, signal);
        }),
      },
      actions: {
        showSku: (_: unknown, params: { sku: string }) =>
          env.navigate(pagePath('productDetail', env.tenant.id, { sku: params.sku }), { replace: true }),
        storeStore: (_: unknown, params: { storeId: string }) => writeChosenStore(env.tenant.id, params.storeId),
        storeCompare: (_: unknown, params: { skus: string[] }) => writeCompare(env.tenant.id, params.skus),
        reportCartCount: (_: unknown, params: { count: number }) => setCartCount(params.count),
      },
    };
  },
  driver: {
    'variant.choose': (d, e) => d.clickSelector(`[data-size="${e.sku}"]`),
    'store.choose': (d, e) => d.select('store', e.storeId),
    'quantity.change': (d, e) => d.fill('quantity', e.value),
    'warranty.choose': (d, e) => d.select('warranty', e.years === null ? '' : String(e.years)),
    'installation.toggle': (d) => d.clickSelector('input[name="installation"]'),
    'cart.add': (d) => d.clickSelector('[data-action="cart-add"]'),
    'area.change': (d, e) => d.fill('area', e.value),
    'tiles.calculate': (d) => d.click(d.t('catalogue:tiles.calculate')),
    'tiles.add': (d) => d.clickSelector('[data-action="tiles-add"]'),
    'compare.add': (d) => d.clickSelector('[data-action="compare-add"]'),
    'wish.add': (d) => d.click(d.t('catalogue:product.saveWish')),
    'product.retry': (d) => d.click(d.t('catalogue:product.retry')),
  },
  // what the guards read (sku, size, quantity, area, compare set) and what shows the tile button; the rest is display
  graphContext: (c) => ({
    sku: c.sku,
    loaded: c.product !== null,
    sizeChosen: c.sizeChosen,
    quantityValid: /^[1-9]\d{0,2}$/.test(c.quantity),
    area: c.area === '' ? '' : parseArea(c.area).ok,
    boxes: c.boxes !== null,
    compare: c.compare.length,
    inCompare: c.compare.includes(c.sku),
  }),
  complete: true,
});
