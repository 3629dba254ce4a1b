// spec §6: purchase of the user's cart with the role policy (contract: src/contracts/purchase.contract.ts). The lines are
// taken and the buyer limit checked in one transaction (app.purchases.buyCart, purchases.repository.ts).
import type { FastifyInstance } from 'fastify';
import { GetPurchaseAllowance, PurchaseCart } from '../../../src/contracts/purchase.contract';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';

export default async function purchaseRoutes(app: FastifyInstance) {
  route(app, PurchaseCart, { preHandler: app.requirePermission('purchase') }, async ({ params }, request, reply) => {
    const auth = request.auth!;
    const cart = await app.carts.byId(auth.tenant, auth.userId, params.id!);
    if (!cart) throw new ApiError(404, 'NOT_FOUND');
    if (cart.count === 0) throw new ApiError(409, 'CART_EMPTY');
    const result = await app.purchases.buyCart({
      auth,
      cart,
      currency: cart.currency ?? request.tenant?.currency ?? '',
      now: app.clock.now(),
    });
    request.log.info({ purchaseId: result.purchaseId, userId: auth.userId, total: result.total }, 'purchase recorded');
    return reply.code(201).send(result);
  });

  // issue 30: the buyer's maximum purchase amount and what remains of it, shown where the buyer decides to buy
  route(app, GetPurchaseAllowance, { preHandler: app.authenticate }, async (_input, request) => {
    const auth = request.auth!;
    if (auth.role !== 'buyer') return { allowance: null };
    const user = await app.users.findById(auth.userId);
    const maximum = user?.maxPurchaseAmount == null ? null : Number(user.maxPurchaseAmount);
    const allowance = await app.purchases.allowance(auth.tenant, auth.userId, maximum, app.clock.now());
    return { allowance: { currency: request.tenant?.currency ?? '', ...allowance } };
  });
}
