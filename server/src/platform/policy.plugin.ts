// spec §6, issue 14: the role policy, enforced on the server for every call. The table itself is src/rules/permissions.ts
// (shared with the front end, which shows only the pages a role may use); this plugin applies it:
//   app.requirePermission('collaborators.manage')  preHandler: app.authenticate, then 403 FORBIDDEN unless the role may
//   app.requirePermission('purchase')              the same, refused with 403 QUOTE_ONLY_ROLE (issue 30: the quoter is the
//                                                  one role without it): every path that fills a cart or buys uses it
//                                                  (lists and orders to cart, quotation to cart, cart purchase, dev cart)
//   assertCanPurchase(subject, amount)             throws 403 QUOTE_ONLY_ROLE (quoter) / 403 PURCHASE_LIMIT_EXCEEDED (buyer
//                                                  above its maximum purchase amount); quotation-to-cart and checkout call it
//   app.routeRegistry                              every route the server registers (onRoute), for the access-matrix test
// An inactive collaborator cannot sign in (auth-flows: INVALID_CREDENTIALS) and a session of a collaborator made inactive is
// refused on its next call (app.authenticate revokes it: 401 SESSION_EXPIRED). Agents act through a session of their tenant.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { can, purchaseDecision, type Permission, type Subject } from '../../../src/rules/permissions';
import type { ErrorCode } from '../../../src/contracts/api-error.contract';
import { ApiError } from '../lib/api-error';

export type PermissionPreHandler = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  permission: Permission;
};

export interface RegisteredRoute {
  method: string;
  url: string;
  /** the permission the route's preHandler requires, when it uses app.requirePermission */
  permission: Permission | null;
  /** whether the route requires a signed-in session (app.authenticate or app.requirePermission) */
  authenticated: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    requirePermission(permission: Permission): PermissionPreHandler;
    routeRegistry: RegisteredRoute[];
  }
}

/** The catalogued refusal of a permission: spec §8's quoter message for a purchase, else FORBIDDEN. */
const REFUSALS: Partial<Record<Permission, ErrorCode>> = { purchase: 'QUOTE_ONLY_ROLE' };
const refusal = (permission: Permission): ApiError => new ApiError(403, REFUSALS[permission] ?? 'FORBIDDEN');

/** spec §6: throws unless the subject may purchase `amount` (a buyer up to its limit, never a quoter). */
export function assertCanPurchase(subject: Subject & { maximumPurchaseAmount: number | null }, amount: number): void {
  const decision = purchaseDecision(subject, amount);
  if (decision.ok) return;
  if (decision.reason === 'forbidden') throw refusal('purchase');
  throw new ApiError(403, 'PURCHASE_LIMIT_EXCEEDED', { details: { limit: decision.limit, amount } });
}

export default fp(
  async function policyPlugin(app) {
    app.decorate('requirePermission', (permission: Permission) => {
      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        await app.authenticate(request, reply);
        if (!can(request.auth, permission)) throw refusal(permission);
      };
      return Object.assign(handler, { permission });
    });

    const registry: RegisteredRoute[] = [];
    app.decorate('routeRegistry', registry);
    app.addHook('onRoute', (options) => {
      const handlers = [options.preHandler ?? []].flat() as unknown[];
      const permission =
        (handlers.find((h) => typeof h === 'function' && 'permission' in h) as PermissionPreHandler | undefined)
          ?.permission ?? null;
      const authenticated = permission !== null || handlers.includes(app.authenticate);
      for (const method of [options.method].flat()) {
        if (method === 'HEAD') continue;
        registry.push({ method, url: options.url, permission, authenticated });
      }
    });
  },
  { name: 'policy', dependencies: ['auth'] },
);
