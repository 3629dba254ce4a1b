// Issue 11: the repurchase edge (repurchase?orderNumber=): GET /{tenant}/orders/rePurchase, POST /v1/orders/cart.
import { defineFlow } from '../../flows/define-flow';
import { repurchaseMachine } from '../../machines/repurchase/repurchase.machine';
import { repurchaseFlowSamples } from '../../machines/repurchase/repurchase.samples';
import type { AddToCartRequest, CartAdded } from '../../machines/repurchase/repurchase.types';
import { ApiError } from '../../services/errors';
import { canPurchaseAs } from '../shared/purchase-access';
import { serviceActor } from '../shared/service-actor';
import { ordersActors } from '../orders/orders-api';
import type { RepurchaseResponse } from '../../contracts/orders.contract';
import { tenantFormat } from '../shared/tenant-input';

export const repurchaseFlow = defineFlow({
  name: 'repurchase',
  description: "Repurchase: a past order's available lines, chosen and put in the cart.",
  machine: repurchaseMachine,
  loadView: () => import('./repurchase.view').then((m) => m.RepurchaseView),
  namespaces: ['orders'],
  samples: repurchaseFlowSamples,
  delays: {},
  input: (tenant, page) => ({
    tenant: tenantFormat(tenant),
    orderNumber: page?.search.get('orderNumber') ?? '9010105000',
    canPurchase: canPurchaseAs(page?.user),
  }),
  implementations: ordersActors((api, env) => ({
    loadRepurchase: serviceActor<RepurchaseResponse, string>(env, (orderNumber, signal) => {
      // no order chosen: the page says where to choose one, without asking the server
      if (!/^\d{1,20}$/.test(orderNumber))
        return Promise.reject(new ApiError({ status: 404, statusText: 'Not Found', code: 'NOT_FOUND', bodyText: '' }));
      return api.repurchase(orderNumber, signal);
    }),
    addToCart: serviceActor<CartAdded, AddToCartRequest>(env, async ({ orderNumber, lines }, signal) => {
      const cart = await api.addToCart(orderNumber, lines, signal);
      return { addedUnits: cart.added.units, cartCount: cart.count };
    }),
  })),
  driver: {
    'line.toggle': (d, e) => d.clickSelector(`input[name="sku-${e.sku}"]`),
    'cart.add': (d) => d.click(d.t('orders:repurchase.add')),
    'list.retry': (d) => d.click(d.t('orders:repurchase.retry')),
  },
  complete: true,
});
