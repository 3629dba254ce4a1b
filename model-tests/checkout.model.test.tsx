// Model-based test (issue 34 item 6): the checkout on the real view: a guest sent to login, a failed load, nothing to buy,
// a quoter; delivery (address, date, window, free delivery, a store holding every line; others disabled with what they
// miss), payment (saved card, the add-card modal's answer, the till), review, and every answer of PlaceOrder: the order,
// a decline (back to payment, new attempt), a new total to confirm, lines short of stock, a cart bought in another tab,
// the buyer's limit, and an unknown outcome retried with the same idempotency key.
import { afterAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import common from '../src/i18n/locales/es/common.json';
import es from '../src/i18n/locales/es/checkout.json';
import { generatePaths } from '../src/flows/flow-paths';
import { checkoutMachine } from '../src/machines/checkout/checkout.machine';
import type { CheckoutContext } from '../src/machines/checkout/checkout.types';
import { checkoutFlow } from '../src/views/checkout/checkout.flow';
import { getCartCount, setCartCount } from '../src/views/shell/cart-count';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('checkout', 'checkout');
const clp = (n: number) => new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' }).format(n);
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);
const STEP_ERRORS: Record<string, string> = es.checkout.stepErrors;

function checked(name: string): string | null {
  return (document.querySelector(`input[name="${name}"]:checked`) as HTMLInputElement | null)?.value ?? null;
}

/** beside the delivery and payment steps: what is bought (the two available lines) and the total so far (free delivery) */
function expectSummary() {
  const summary = screen.getByRole('region', { name: es.checkout.summary.title });
  expect(within(summary).getAllByRole('listitem').length).toBe(2);
  // the last pair is the total
  expect(summary.querySelector('dl > dd:last-of-type')!.textContent).toBe(clp(291960));
}

function assertScreen(state: string, c: CheckoutContext, redirects: number) {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es.checkout.title);
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent ?? '');
  if (c.stepError) {
    expect(alerts).toContain(STEP_ERRORS[c.stepError]);
    // the choice the error is about is marked invalid, described by it, and has the focus (a keyboard user is there)
    const invalid = document.querySelectorAll('[aria-invalid="true"]');
    expect(invalid.length).toBe(1);
    expect(document.getElementById(invalid[0]!.getAttribute('aria-describedby')!)!.textContent).toBe(
      STEP_ERRORS[c.stepError],
    );
    expect(invalid[0]!.contains(document.activeElement)).toBe(true);
  } else expect(document.querySelectorAll('[aria-invalid="true"]').length).toBe(0);
  switch (state) {
    case 'loading':
      expect(screen.getByRole('status').textContent).toBe(es.checkout.loading);
      return;
    case 'signInRequired':
      // the guest goes to login and comes back here
      expect(redirects).toBe(1);
      return;
    case 'loadFailed':
      expect(alerts.join()).toContain(common.messages.loadError);
      return;
    case 'cartEmpty':
      expect(screen.getByText(es.checkout.cartEmpty)).toBeTruthy();
      expect(screen.getByRole('link', { name: es.checkout.goToCart }).getAttribute('href')).toBe('/cl/cart');
      return;
    case 'quoteOnly':
      expect(alerts.join()).toContain(es.checkout.quoteOnly);
      expect(screen.queryByRole('button', { name: es.checkout.review.pay })).toBeNull();
      return;
    case 'delivery': {
      expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe(es.checkout.steps.delivery);
      expectSummary();
      expect(checked('delivery-method')).toBe(c.delivery.method);
      if (c.delivery.method === 'homeDelivery') {
        expect(checked('address')).toBe(c.delivery.addressId);
        expect((document.querySelector('select[name="delivery-date"]') as HTMLSelectElement).value).toBe(
          c.delivery.date,
        );
        // spec §9: the window and free delivery above the threshold
        expect(screen.getByText(fill(es.checkout.delivery.window, { from: '09:00', to: '21:00' }))).toBeTruthy();
        expect(screen.getByText(es.checkout.delivery.free)).toBeTruthy();
      } else {
        // a store short of a line is listed, disabled, with what it misses
        const maipu = document.querySelector('input[name="store"][value="st-2"]') as HTMLInputElement;
        expect(maipu.disabled).toBe(true);
        expect(document.getElementById(maipu.getAttribute('aria-describedby')!)!.textContent).toBe(
          fill(es.checkout.delivery.storeMissing, { names: 'Porcelanato gris 60x60' }),
        );
        expect(checked('store')).toBe(c.delivery.storeId);
      }
      return;
    }
    case 'payment':
    case 'addingCard':
    case 'refreshingCards': {
      expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe(es.checkout.steps.payment);
      expectSummary();
      const value = c.payment.method === 'card' ? `card:${c.payment.cardId}` : c.payment.method;
      if (state === 'refreshingCards') expect(screen.getByText(es.checkout.payment.refreshing)).toBeTruthy();
      else if (c.payment.cardId === 'pm-new') expect(screen.getByText(es.checkout.payment.newCard)).toBeTruthy();
      else expect(checked('payment')).toBe(value);
      // a declined card: the message says so, the cart is kept
      if (c.placeError === 'PAYMENT_DECLINED') expect(alerts).toContain(common.errors.PAYMENT_DECLINED);
      return;
    }
    case 'review':
    case 'placing':
    case 'placeFailed': {
      expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe(es.checkout.steps.review);
      // the two available lines are bought, the lamp out of stock is not
      expect(screen.getByRole('list', { name: es.checkout.review.products }).querySelectorAll('li').length).toBe(2);
      expect(screen.getByTestId('checkout-total').textContent).toBe(clp(c.acceptedTotal ?? 291960));
      if (c.placeError === 'PURCHASE_LIMIT_EXCEEDED') expect(alerts).toContain(common.errors.PURCHASE_LIMIT_EXCEEDED);
      const pay = screen.queryByRole('button', { name: es.checkout.review.pay }) as HTMLButtonElement | null;
      if (state === 'placing') expect(pay!.disabled).toBe(true);
      if (state === 'review') expect(pay!.disabled).toBe(false);
      if (state === 'placeFailed') {
        expect(alerts.join()).toContain(es.checkout.review.placeFailed);
        expect(screen.getByRole('button', { name: es.checkout.review.retryPay })).toBeTruthy();
      }
      return;
    }
    case 'priceChanged':
      expect(alerts.join()).toContain(fill(es.checkout.priceChanged.text, { total: clp(299970) }));
      return;
    case 'outOfStock':
      expect(alerts.join()).toContain(fill(es.checkout.outOfStock.text, { names: 'Porcelanato gris 60x60' }));
      return;
    case 'alreadyBought':
      expect(alerts.join()).toContain(es.checkout.alreadyBought.text);
      expect(screen.getByRole('link', { name: es.checkout.alreadyBought.orders }).getAttribute('href')).toBe(
        '/cl/account/my-orders',
      );
      return;
    case 'confirmed':
      expect(screen.getByTestId('order-number').textContent).toBe(
        fill(es.checkout.confirmed.orderNumber, { orderNumber: '9012345678' }),
      );
      // spec §9: pay at the till, dispatch within 48 hours
      expect(screen.getByText(fill(es.checkout.confirmed.till, { total: clp(291960), hours: 48 }))).toBeTruthy();
      expect(screen.getByRole('link', { name: es.checkout.confirmed.orderDetails }).getAttribute('href')).toBe(
        '/cl/account/my-orders/9012345678',
      );
      // the lamp, not bought, stays in the cart
      expect(getCartCount()).toBe(1);
      return;
    default:
      throw new Error(`no assertion for ${state}`);
  }
}

describe('checkout model (issue 34 item 6)', () => {
  const paths = coveringPaths(generatePaths(checkoutFlow, { tenant: 'cl', kind: 'transitions' }));
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' > ') || 'start'}`, async () => {
      setCartCount(null);
      let redirects = 0;
      await runFlowPath(checkoutFlow, path, {
        recorder,
        actions: {
          reportCount: (_: unknown, params: { count: number }) => setCartCount(params.count),
          redirectToLogin: () => void redirects++,
        },
        assert: (state, { snapshot }) => assertScreen(state, snapshot.context as CheckoutContext, redirects),
      });
    }, 60_000);
  }
  afterAll(() => expectFullCoverage(recorder, checkoutMachine));
});
