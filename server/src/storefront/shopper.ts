// Who a cart call is for (not a route file): the signed-in person (a live session with a user: app.authenticate's checks,
// CSRF included) or a guest browser of the request's tenant (its cart cookie; CSRF by double submit, storefront/carts.repository.ts).
// A live session that is not a person's (a guest's, an agent's before impersonating) shops as a guest; a session that is no
// longer live answers 401 SESSION_EXPIRED as everywhere (spec §4), with its cookies cleared.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can } from '../../../src/rules/permissions';
import { ApiError } from '../lib/api-error';
import { readSessionCredential } from '../lib/session-cookie';
import { hashSessionId } from '../lib/session-token';
import {
  ensureGuestCsrf,
  guestCartCookie,
  guestCartCookieOptions,
  guestCsrfOk,
  guestToken,
  type CartOwner,
} from './carts.repository';
import type { RequestAuth } from '../auth/auth.plugin';
import { requireTenant } from '../platform/tenant.plugin';

export type Shopper =
  | { kind: 'user'; tenant: string; owner: CartOwner; auth: RequestAuth }
  | { kind: 'guest'; tenant: string; owner: CartOwner | null; rawToken: string | null };

export async function shopper(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<Shopper> {
  const credential = readSessionCredential(request);
  const session = credential ? await app.sessions.lookup(credential.rawId) : null;
  // a person's session, or one that is no longer live (expired, revoked): app.authenticate decides (401 SESSION_EXPIRED
  // clears the cookies, so the next call shops as a clean guest); a live guest or agent session shops as a guest
  if (session?.userId || (credential && !session)) {
    await app.authenticate(request, reply);
    const auth = request.auth!;
    return { kind: 'user', tenant: auth.tenant, owner: { userId: auth.userId }, auth };
  }
  const tenant = requireTenant(request).id;
  if (!guestCsrfOk(request, tenant)) throw new ApiError(403, 'CSRF_ERROR');
  const rawToken = guestToken(request, tenant);
  return { kind: 'guest', tenant, owner: rawToken ? { guestHash: hashSessionId(rawToken) } : null, rawToken };
}

/** spec §6: a signed-in quoter fills no cart (the same refusal as app.requirePermission('purchase')). */
export function assertMayFill(s: Shopper): void {
  if (s.kind === 'user' && !can(s.auth, 'purchase')) throw new ApiError(403, 'QUOTE_ONLY_ROLE');
}

/** The shopper's cart id; `create` makes a guest's cart (and its cookie) when there is none. */
export async function cartIdFor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  s: Shopper,
  create: boolean,
): Promise<string | null> {
  const existing = s.owner ? await app.carts.cartIdOf(s.tenant, s.owner) : null;
  if (existing) {
    if (s.kind === 'guest' && s.rawToken) ensureGuestCsrf(request, reply, s.rawToken);
    return existing;
  }
  if (s.kind === 'user' || !create) return null;
  const created = await app.carts.createGuestCart(s.tenant);
  reply.setCookie(guestCartCookie(s.tenant), created.rawToken, guestCartCookieOptions(request));
  ensureGuestCsrf(request, reply, created.rawToken);
  return created.cartId;
}

/** A guest without a cart reads an empty one (nothing is created by reading). */
export const emptyCart = { id: '', count: 0, lines: [], total: 0, currency: null };
