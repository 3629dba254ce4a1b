// Issue 34: the checkout of the signed-in shopper's cart (contract: src/contracts/checkout.contract.ts; the behaviour in
// server/src/storefront/checkout.repository.ts and docs/orders.md "Checkout"). A guest is asked to sign in (401 SESSION_EXPIRED); a
// quoter sees the options with canPurchase false and is refused the order (403 QUOTE_ONLY_ROLE, spec §6).
import type { FastifyInstance } from 'fastify';
import { GetCheckoutOptions, PlaceOrder } from '../../../src/contracts/checkout.contract';
import { route } from '../lib/endpoint-route';

export default async function checkoutRoutes(app: FastifyInstance) {
  route(app, GetCheckoutOptions, { preHandler: app.authenticate }, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.checkout.options(request.auth!);
  });

  route(app, PlaceOrder, { preHandler: app.requirePermission('purchase') }, async ({ body }, request, reply) => {
    const auth = request.auth!;
    const { created, order } = await app.checkout.placeOrder(auth, body);
    request.log.info({ orderNumber: order.orderNumber, userId: auth.userId, created }, 'checkout order');
    reply.code(created ? 201 : 200);
    return order;
  });
}
