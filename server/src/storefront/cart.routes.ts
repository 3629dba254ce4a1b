// spec §7 checkout: the shopper's cart (contracts: src/contracts/cart.contract.ts). Signed-in people and guests (issue 34: a
// guest's cart is kept by an HttpOnly cookie, made on the first add, merged into the person's cart at sign-in). Another
// shopper's cart id answers 404 NOT_FOUND; a signed-in quoter fills no cart (403 QUOTE_ONLY_ROLE, spec §6).
import type { FastifyInstance } from 'fastify';
import {
  AddToCart,
  GetCartCount,
  GetMyCart,
  MergeCart,
  RemoveCartLine,
  UpdateCartLine,
} from '../../../src/contracts/cart.contract';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import { hashSessionId } from '../lib/session-token';
import { clearGuestCartCookie, guestToken } from './carts.repository';
import { assertMayFill, cartIdFor, emptyCart, shopper } from './shopper';

export default async function cartRoutes(app: FastifyInstance) {
  route(app, GetMyCart, {}, async (_input, request, reply) => {
    const s = await shopper(app, request, reply);
    const cartId = await cartIdFor(app, request, reply, s, false);
    reply.header('cache-control', 'no-store');
    return cartId ? app.carts.view(s.tenant, cartId) : emptyCart;
  });

  route(app, GetCartCount, {}, async ({ params }, request, reply) => {
    const s = await shopper(app, request, reply);
    const cart = s.owner ? await app.carts.ownedCart(s.tenant, s.owner, params.id!) : null;
    if (!cart) throw new ApiError(404, 'NOT_FOUND');
    reply.header('cache-control', 'no-store');
    return { id: cart.id, count: cart.count };
  });

  route(app, AddToCart, {}, async ({ body }, request, reply) => {
    const s = await shopper(app, request, reply);
    assertMayFill(s);
    const cartId = (await cartIdFor(app, request, reply, s, true))!;
    return app.carts.addStorefrontLine(s.tenant, cartId, body);
  });

  route(app, UpdateCartLine, {}, async ({ body, params }, request, reply) => {
    const s = await shopper(app, request, reply);
    assertMayFill(s);
    const cartId = await cartIdFor(app, request, reply, s, false);
    if (!cartId) throw new ApiError(404, 'NOT_FOUND');
    return app.carts.updateLine(s.tenant, cartId, params.sku!, body);
  });

  route(app, RemoveCartLine, {}, async ({ params }, request, reply) => {
    const s = await shopper(app, request, reply);
    const cartId = await cartIdFor(app, request, reply, s, false);
    return cartId ? app.carts.removeLine(s.tenant, cartId, params.sku!) : emptyCart;
  });

  // spec §7 carts/{id}/merge: the guest cart this browser holds into the signed-in person's (sign-in does it too)
  route(app, MergeCart, { preHandler: app.authenticate }, async ({ params }, request, reply) => {
    const auth = request.auth!;
    assertMayFill({ kind: 'user', tenant: auth.tenant, owner: { userId: auth.userId }, auth });
    const raw = guestToken(request, auth.tenant);
    if (!raw) throw new ApiError(404, 'NOT_FOUND');
    const guestHash = hashSessionId(raw);
    const held = await app.carts.cartIdOf(auth.tenant, { guestHash });
    // another browser's (or an unknown) guest cart id
    if (held && held !== params.id) throw new ApiError(404, 'NOT_FOUND');
    // merged already (a retry, a parallel merge, or sign-in did it): the person's cart as it is
    const merged =
      (held ? await app.carts.mergeGuest(auth.tenant, guestHash, auth.userId, held) : null) ??
      (await app.carts.forUser(auth.tenant, auth.userId));
    clearGuestCartCookie(request, reply, auth.tenant);
    return merged;
  });
}
