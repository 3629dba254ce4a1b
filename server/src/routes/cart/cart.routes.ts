// spec §7 checkout: the signed-in user's cart and its count (contracts: src/contracts/cart.contract.ts).
import type { FastifyInstance } from 'fastify';
import { GetCartCount, GetMyCart } from '../../../../src/contracts/cart.contract';
import { ApiError } from '../../lib/api-error';
import { route } from '../../lib/endpoint-route';

export default async function cartRoutes(app: FastifyInstance) {
  route(app, GetMyCart, { preHandler: app.authenticate }, async (_input, request) => {
    const auth = request.auth!;
    return app.carts.forUser(auth.tenant, auth.userId);
  });

  route(app, GetCartCount, { preHandler: app.authenticate }, async ({ params }, request) => {
    const auth = request.auth!;
    const cart = await app.carts.byId(auth.tenant, auth.userId, params.id!);
    if (!cart) throw new ApiError(404, 'NOT_FOUND');
    return { id: cart.id, count: cart.count };
  });
}
