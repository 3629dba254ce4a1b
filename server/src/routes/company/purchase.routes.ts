// spec §6: purchase of the user's cart with the role policy (contract: src/contracts/purchase.contract.ts). The cart's lines are
// taken in one transaction (row lock on the cart, DELETE ... RETURNING) so two parallel purchases never buy the same lines
// twice; the buyer limit is checked against the total of exactly those lines, with the limit read in the same transaction.
import type { FastifyInstance } from 'fastify';
import { GetPurchaseAllowance, PurchaseCart } from '../../../../src/contracts/purchase.contract';
import { roleOf } from '../../../../src/rules/permissions';
import { ApiError } from '../../lib/api-error';
import { route } from '../../lib/endpoint-route';
import { assertCanPurchase } from '../../plugins/app/policy';
import { allowancePeriod, purchaseAllowance, remainingOf, spentInPeriod } from './purchase-allowance';

export default async function purchaseRoutes(app: FastifyInstance) {
  route(app, PurchaseCart, { preHandler: app.requirePermission('purchase') }, async ({ params }, request, reply) => {
    const auth = request.auth!;
    const cart = await app.carts.byId(auth.tenant, auth.userId, params.id!);
    if (!cart) throw new ApiError(404, 'NOT_FOUND');
    if (cart.count === 0) throw new ApiError(409, 'CART_EMPTY');
    const prices = new Map(cart.lines.map((line) => [line.sku, line]));
    const now = app.clock.now();
    const result = await app.database.transaction(async (tx) => {
      await tx.query('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [cart.id]);
      const [user] = await tx.query<{
        account_type: string;
        user_type: string | null;
        state: string;
        max_purchase_amount: string | null;
      }>('SELECT account_type, user_type, state, max_purchase_amount FROM users WHERE id = $1', [auth.userId]);
      if (!user || user.state !== 'active') throw new ApiError(403, 'FORBIDDEN');
      const taken = await tx.query<{ sku: string; quantity: number }>(
        'DELETE FROM cart_lines WHERE cart_id = $1 RETURNING sku, quantity',
        [cart.id],
      );
      if (taken.length === 0) throw new ApiError(409, 'CART_EMPTY');
      // a line added between the read and the lock has no price here: refuse, the client reads the cart again
      if (taken.some((line) => !prices.has(line.sku))) throw new ApiError(409, 'CONFLICT_ERROR');
      const lines = taken.map((line) => ({
        sku: line.sku,
        quantity: line.quantity,
        unitPrice: prices.get(line.sku)!.unitPrice,
      }));
      const total = Math.round(lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0) * 100) / 100;
      // issue 30: a buyer buys up to what remains of its maximum after the period's purchases (read in this transaction)
      const role = roleOf({ accountType: user.account_type, userType: user.user_type });
      const maximum = user.max_purchase_amount === null ? null : Number(user.max_purchase_amount);
      const spent =
        role === 'buyer' && maximum !== null
          ? await spentInPeriod(tx, auth.tenant, auth.userId, allowancePeriod(now))
          : 0;
      assertCanPurchase(
        {
          role,
          agentId: auth.agentId,
          maximumPurchaseAmount: maximum === null ? null : remainingOf(maximum, spent),
        },
        total,
      );
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO purchases (tenant, user_id, company_id, cart_id, total, currency, lines, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          auth.tenant,
          auth.userId,
          auth.companyId,
          cart.id,
          total.toFixed(2),
          cart.currency ?? request.tenant?.currency ?? '',
          JSON.stringify(lines),
          now,
        ],
      );
      return {
        purchaseId: row!.id,
        total,
        currency: cart.currency,
        count: lines.reduce((n, line) => n + line.quantity, 0),
      };
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
    const allowance = await purchaseAllowance(app.database.sql, auth.tenant, auth.userId, maximum, app.clock.now());
    return { allowance: { currency: request.tenant?.currency ?? '', ...allowance } };
  });
}
