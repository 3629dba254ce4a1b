// Model-based test (issue 34 item 5): the cart page on the real view: loading, a failed load and its retry, the empty cart,
// the lines (an unavailable one marked and left out of the total), quantities typed (refused ones keep their text with a
// message; a valid one is saved after the pause), the stepper, warranty, installation, removal and the failures of spec §8.
import { afterAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import common from '../src/i18n/locales/es/common.json';
import es from '../src/i18n/locales/es/checkout.json';
import { generatePaths } from '../src/flows/flow-paths';
import { cartMachine } from '../src/machines/cart/cart.machine';
import type { CartContext } from '../src/machines/cart/cart.types';
import { cartFlow } from '../src/views/cart/cart.flow';
import { getCartCount, setCartCount } from '../src/views/shell/cart-count';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('cart', 'cart');
const clp = (n: number) => new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' }).format(n);
const QUANTITY_ERRORS: Record<string, string> = {
  notInteger: es.cart.quantityErrors.notInteger,
  belowOne: es.cart.quantityErrors.belowOne,
  overStock: es.cart.quantityErrors.overStock.replace('{{max}}', '5'),
};
const LINE_ERRORS: Record<string, string> = {
  noStock: common.messages.noStock,
  addToCart: common.messages.addToCartError,
  save: common.messages.saveChangesError,
  remove: common.messages.saveChangesError,
};

function assertScreen(state: string, context: CartContext, container: HTMLElement) {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es.cart.title);
  if (state === 'loading') {
    expect(screen.getByRole('status').textContent).toBe(es.cart.loading);
    return;
  }
  if (state === 'loadFailed') {
    expect(screen.getByRole('alert').textContent).toContain(common.messages.loadError);
    expect(screen.getByRole('button', { name: es.cart.retry })).toBeTruthy();
    return;
  }
  if (state === 'empty') {
    expect(screen.getByText(es.cart.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: es.cart.emptyLink }).getAttribute('href')).toBe('/cl/search');
    expect(getCartCount()).toBe(0);
    return;
  }
  const cart = context.cart!;
  const items = container.querySelectorAll('.cart-lines > li');
  expect(items.length).toBe(cart.lines.length);
  // the header's count follows every answer
  expect(getCartCount()).toBe(cart.count);
  for (const line of cart.lines) {
    const item = container.querySelector(`li[data-sku="${line.sku}"]`) as HTMLElement;
    expect(within(item).getByRole('heading', { level: 2 }).textContent).toBe(line.name);
    // issue 34: an unavailable line is marked and cannot be changed
    expect(within(item).queryByText(es.cart.unavailable) !== null).toBe(!line.available);
    const input = item.querySelector(`input[name="quantity-${line.sku}"]`) as HTMLInputElement;
    expect(input.disabled).toBe(!line.available);
    // what the shopper typed stays on screen, refused or not
    expect(input.value).toBe(context.drafts[line.sku] ?? String(line.quantity));
    const error = context.quantityErrors[line.sku];
    if (error) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe(
        QUANTITY_ERRORS[error],
      );
    } else {
      expect(input.getAttribute('aria-invalid')).toBe('false');
    }
    if (context.lineError?.sku === line.sku)
      expect(within(item).getByRole('alert').textContent).toBe(LINE_ERRORS[context.lineError.kind]);
    // installation, where offered, says what it costs whether or not it is ticked yet
    const installation = item.querySelector(`input[name="installation-${line.sku}"]`) as HTMLInputElement | null;
    expect(installation !== null).toBe(line.installationEligible);
    if (installation) {
      expect(installation.checked).toBe(line.installation);
      expect(installation.labels![0]!.textContent).toBe(
        es.cart.installationWithPrice.replace('{{price}}', clp(line.installationOfferPrice!)),
      );
    }
    expect(item.getAttribute('aria-busy')).toBe(
      String(state !== 'ready.idle' && state !== 'ready.typing' && context.pending?.sku === line.sku),
    );
  }
  // the unavailable lamp is not in the subtotal
  expect(screen.getByTestId('cart-total').textContent).toBe(clp(cart.total));
  expect(screen.getByText(es.cart.shippingNext)).toBeTruthy();
  const pay = screen.getByText(es.cart.checkout).closest('a, button') as HTMLElement;
  if (state.startsWith('ready') && Object.keys(context.quantityErrors).length === 0) {
    // a guest signs in first and comes back to the checkout
    expect(pay.getAttribute('href')).toBe('/cl/login?returnTo=%2Fcl%2Fcheckout');
  } else {
    expect((pay as HTMLButtonElement).disabled).toBe(true);
  }
}

describe('cart model (issue 34 item 5)', () => {
  const paths = coveringPaths(generatePaths(cartFlow, { tenant: 'cl', kind: 'transitions' }));
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' > ') || 'start'}`, async () => {
      setCartCount(null);
      await runFlowPath(cartFlow, path, {
        recorder,
        actions: { reportCount: (_: unknown, params: { count: number }) => setCartCount(params.count) },
        assert: (state, { snapshot, container }) => assertScreen(state, snapshot.context as CartContext, container),
      });
    }, 60_000);
  }
  afterAll(() => expectFullCoverage(recorder, cartMachine));
});
