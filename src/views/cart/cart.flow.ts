// Issue 34 item 5: the cart page's edge. The cart (GetMyCart; a guest's too, kept by cookie) and who looks at it (the
// session's role, spec §6) are read together; line changes go through UpdateCartLine / RemoveCartLine; every answer's count
// goes to the header (cart-count.ts).
import { defineFlow } from '../../flows/define-flow';
import { cartMachine } from '../../machines/cart/cart.machine';
import { cartFlowSamples } from '../../machines/cart/cart.samples';
import type { FlowDriver } from '../../flows/flow-entry.types';
import type { CartResponse, LineChange } from '../../machines/cart/cart.types';
import { createCartApi, readShopper } from '../../services/cart.api';
import { setCartCount } from '../shell/cart-count';
import { serviceActor } from '../shared/service-actor';
import { tenantInput } from '../shared/tenant-input';

export const cartFlow = defineFlow({
  name: 'cart',
  description:
    'Cart: lines with quantity (1 to the stock), warranty and installation, removal, unavailable lines marked; "Ir a pagar" (login first for a guest) or "Cotizar" for a quoter (issue 34, spec §6, §8, §9).',
  machine: cartMachine,
  loadView: () => import('./cart.view').then((m) => m.CartView),
  namespaces: ['checkout'],
  samples: cartFlowSamples,
  delays: { quantityPause: 700 },
  input: tenantInput,
  implementations: (env) => {
    const api = createCartApi(env.clients.storefront);
    const sessions = env.clients.sessionManagement;
    return {
      actors: {
        loadCart: serviceActor(env, async (_input, signal) => {
          const [cart, viewer] = await Promise.all([api.mine(signal), readShopper(sessions, signal)]);
          return { cart, viewer };
        }),
        updateLine: serviceActor<CartResponse, LineChange>(env, ({ sku, ...change }, signal) =>
          api.update(sku, change, signal),
        ),
        removeLine: serviceActor<CartResponse, LineChange>(env, ({ sku }, signal) => api.remove(sku, signal)),
      },
      actions: {
        reportCount: (_: unknown, params: { count: number }) => setCartCount(params.count),
      },
    };
  },
  driver: {
    'load.retry': (d) => d.click(d.t('checkout:cart.retry')),
    'quantity.change': (d, e) => d.fill(`quantity-${e.sku}`, e.value),
    'quantity.increment': (d, e) => d.click(d.t('checkout:cart.increment', { name: nameOf(d, e.sku) })),
    'quantity.decrement': (d, e) => d.click(d.t('checkout:cart.decrement', { name: nameOf(d, e.sku) })),
    'line.remove': (d, e) => d.click(d.t('checkout:cart.removeLabel', { name: nameOf(d, e.sku) })),
    'warranty.choose': (d, e) => d.select(`warranty-${e.sku}`, String(e.years)),
    'installation.toggle': (d, e) => d.clickSelector(`input[name="installation-${e.sku}"]`),
  },
  graphContext: (c) => ({
    lines: c.cart?.lines
      .map((l) => `${l.sku}:${l.quantity}:${l.warrantyYears ?? 0}:${l.installation ? 'i' : ''}`)
      .join(','),
    drafts: c.drafts,
    errors: c.quantityErrors,
    pending: c.pending,
    lineError: c.lineError,
  }),
  complete: true,
});

function nameOf(d: FlowDriver<typeof cartMachine>, sku: string): string {
  const context = d.snapshot().context;
  return context.cart?.lines.find((l) => l.sku === sku)?.name ?? sku;
}
