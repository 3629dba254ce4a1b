// Issue 34 item 6: the checkout page's edge. GetCheckoutOptions (401 for a guest: to login and back), PlaceOrder with the
// machine's idempotency key (its prefix made here, once per visit), the add-card modal as my-payment uses it (the add-card
// flow's machine with its real actors), the header's count after the order.
import { defineFlow } from '../../flows/define-flow';
import { addCardMachine } from '../../machines/add-card/add-card.machine';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { deliveryError, paymentError } from '../../machines/checkout/checkout.rules';
import { checkoutFlowSamples } from '../../machines/checkout/checkout.samples';
import type { PlacedOrder, PlaceOrderBody } from '../../machines/checkout/checkout.types';
import { createCheckoutApi } from '../../services/checkout.api';
import { addCardFlow, addCardImplementations } from '../add-card/add-card.flow';
import { loginPath, pagePath } from '../app/routes';
import { setCartCount } from '../shell/cart-count';
import { serviceActor } from '../shared/service-actor';
import { tenantFormat } from '../shared/tenant-input';

/** one per page visit; `${prefix}-${attempt}` is the key the server makes one order of */
const newKeyPrefix = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;

export const checkoutFlow = defineFlow({
  name: 'checkout',
  description:
    'Checkout: delivery (a saved address and date, or a store holding every line), payment (saved card, new card, at the till), review, one order per attempt; declines, price changes, stock and a cart bought elsewhere (issue 34, spec §6, §9).',
  machine: checkoutMachine,
  loadView: () => import('./checkout.view').then((m) => m.CheckoutView),
  namespaces: ['checkout', 'payment', 'rules'],
  samples: checkoutFlowSamples,
  delays: {},
  input: (tenant, page) => ({
    tenant: tenantFormat(tenant),
    // a fixed prefix for the tools, so their graphs do not change by the visit
    keyPrefix: page ? newKeyPrefix() : 'sample-checkout-0001',
    addCard: addCardFlow.input(tenant, page),
  }),
  implementations: (env) => {
    const api = createCheckoutApi(env.clients.storefront);
    return {
      actors: {
        loadOptions: serviceActor(env, (_input, signal) => api.options(signal)),
        placeOrder: serviceActor<PlacedOrder, PlaceOrderBody>(env, (body, signal) => api.place(body, signal)),
        addCard: addCardMachine.provide(addCardImplementations(env)),
      },
      actions: {
        reportCount: (_: unknown, params: { count: number }) => setCartCount(params.count),
        redirectToLogin: () =>
          env.navigate(loginPath(env.tenant.id, pagePath('checkout', env.tenant.id)), { replace: true }),
      },
    };
  },
  driver: {
    'load.retry': (d) => d.click(d.t('checkout:checkout.retry')),
    'delivery.choose': (d, e) =>
      d.click(
        d.t(e.method === 'homeDelivery' ? 'checkout:checkout.delivery.home' : 'checkout:checkout.delivery.pickup'),
        'radio',
      ),
    'address.choose': (d, e) => d.clickSelector(`input[name="address"][value="${e.id}"]`),
    'date.choose': (d, e) => d.select('delivery-date', e.date),
    'store.choose': (d, e) => d.clickSelector(`input[name="store"][value="${e.id}"]`),
    'till.choose': (d) => d.click(d.t('checkout:checkout.payment.till'), 'radio'),
    'card.choose': (d, e) => d.clickSelector(`input[name="payment"][value="card:${e.id}"]`),
    'card.add': (d) => d.click(d.t('checkout:checkout.payment.addCard')),
    'step.next': (d) => d.click(d.t('checkout:checkout.next')),
    'step.back': (d) => d.click(d.t('checkout:checkout.back')),
    'order.place': (d) => d.click(d.t('checkout:checkout.review.pay')),
    'order.retry': (d) => d.click(d.t('checkout:checkout.review.retryPay')),
    'price.accept': (d) => d.clickSelector('[data-action="price-accept"]'),
    'checkout.reload': (d) => d.click(d.t('checkout:checkout.outOfStock.reload')),
  },
  // what tells graph states apart: which guards pass (a complete delivery or payment), not which address or date
  graphContext: (c) => ({
    options: c.options ? `${c.options.cart.lines.length}:${c.options.canPurchase}` : null,
    delivery: deliveryError(c.delivery) ?? c.delivery.method,
    payment: paymentError(c.payment) ?? c.payment.method,
    newCard: c.payment.cardId === 'pm-new',
    stepError: c.stepError,
    placeError: c.placeError,
    newTotal: c.newTotal !== null,
    accepted: c.acceptedTotal !== null,
    missing: c.missingSkus.length > 0,
  }),
  complete: true,
});
