// spec §6, issue 30: the cart purchase of the company area (table purchases) and a buyer's allowance, read and written here
// for purchase.routes.ts and quotes.routes.ts (what a buyer has bought: purchase-allowance.ts). Raw SQL like the helper it
// builds on: the bought rows are one UNION over purchases and orders (boughtRowsSql), shared with the reports.
import fp from 'fastify-plugin';
import { roleOf } from '../../../src/rules/permissions';
import type { RequestAuth } from '../auth/auth.plugin';
import { ApiError } from '../lib/api-error';
import { assertCanPurchase } from '../platform/policy.plugin';
import type { CartView } from '../storefront/carts.repository';
import { allowancePeriod, purchaseAllowance, remainingOf, spentInPeriod } from './purchase-allowance';

export interface PurchaseRepository {
  /**
   * Buys the cart's lines in one transaction (row lock on the cart, DELETE ... RETURNING), so two parallel purchases never
   * buy the same lines twice; the buyer limit is checked against the total of exactly those lines, with the limit read in
   * the same transaction. 403 FORBIDDEN (user not active), 409 CART_EMPTY, 409 CONFLICT_ERROR (a line without a price),
   * and the purchase policy's refusals (assertCanPurchase).
   */
  buyCart(input: {
    auth: RequestAuth;
    cart: CartView & { id: string };
    currency: string;
    now: Date;
  }): Promise<{ purchaseId: string; total: number; currency: string | null; count: number }>;
  /** A buyer's maximum purchase amount and what remains of it in the period (purchase-allowance.ts). */
  allowance(tenant: string, userId: string, maximum: number | null, now: Date): ReturnType<typeof purchaseAllowance>;
}

declare module 'fastify' {
  interface FastifyInstance {
    purchases: PurchaseRepository;
  }
}

export default fp(
  async function purchasesPlugin(app) {
    const repository: PurchaseRepository = {
      buyCart: ({ auth, cart, currency, now }) => {
        const prices = new Map(cart.lines.map((line) => [line.sku, line]));
        return app.database.transaction(async (tx) => {
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
            [auth.tenant, auth.userId, auth.companyId, cart.id, total.toFixed(2), currency, JSON.stringify(lines), now],
          );
          return {
            purchaseId: row!.id,
            total,
            currency: cart.currency,
            count: lines.reduce((n, line) => n + line.quantity, 0),
          };
        });
      },
      allowance: (tenant, userId, maximum, now) => purchaseAllowance(app.database.sql, tenant, userId, maximum, now),
    };
    app.decorate('purchases', repository);
  },
  { name: 'purchases' },
);
