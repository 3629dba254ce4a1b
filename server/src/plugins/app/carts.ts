// The user's cart (migration 0320): one per user, lines per sku. Adding is one statement per line
// (INSERT ... ON CONFLICT DO UPDATE quantity = quantity + excluded), so parallel adds never lose a unit (STYLE.md §21);
// a line's quantity is capped at 999 by the table and here. Prices come from the catalogue at read time.
// Issue 30: adding answers what it added apart from the cart (a line's growth is read in the same statement: RETURNING gives
// the new quantity and a sub-select the one before it, as the statement's snapshot sees it).
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CartAddition, CartLine, CartResponse, CartSource } from '../../../../src/contracts/cart.contract';
import { cartLines, carts } from '../../db/schema/carts';

export const MAX_LINE_QUANTITY = 999;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CartLineView = CartLine;
export type CartView = CartResponse;

export interface CartRepository {
  /** The user's cart, created empty when there is none. */
  forUser(tenant: string, userId: string): Promise<CartView>;
  /** The cart if it is this user's, else null (another user's cart id reads as not found). */
  byId(tenant: string, userId: string, cartId: string): Promise<CartView | null>;
  /** Adds the lines (skus the tenant sells; unknown skus are refused by the caller): the cart, and what was added. */
  addLines(
    tenant: string,
    userId: string,
    lines: readonly { sku: string; quantity: number }[],
    source: CartSource,
  ): Promise<CartView & { added: CartAddition }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    carts: CartRepository;
  }
}

export function createCartRepository(app: FastifyInstance): CartRepository {
  async function ensureCart(tenant: string, userId: string): Promise<string> {
    const now = app.clock.now();
    // one statement: create or take the existing row (the no-op update makes RETURNING answer in both cases)
    const [row] = await app.db
      .insert(carts)
      .values({ tenant, userId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`${carts.updatedAt}` } })
      .returning({ id: carts.id });
    return row!.id;
  }

  async function view(tenant: string, cartId: string): Promise<CartView> {
    const rows = await app.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, cartId))
      .orderBy(cartLines.addedAt, cartLines.sku);
    const products = new Map(
      (
        await app.catalogue.find(
          tenant,
          rows.map((r) => r.sku),
        )
      ).map((p) => [p.sku, p]),
    );
    const lines: CartLineView[] = rows.flatMap((r) => {
      const p = products.get(r.sku);
      return p
        ? [
            {
              sku: r.sku,
              name: p.name,
              quantity: r.quantity,
              unitPrice: p.price,
              currency: p.currency,
              image: p.image,
              source: r.source,
              // issue 34: the storefront's choices (filled in by the cart's storefront work)
              unit: 'each' as const,
              m2PerBox: null,
              warrantyEligible: false,
              warrantyYears: null,
              warrantyUnitPrice: 0,
              installationEligible: false,
              installation: false,
              installationPrice: 0,
              lineTotal: Math.round(p.price * r.quantity * 100) / 100,
              available: true,
              maxQuantity: MAX_LINE_QUANTITY,
            },
          ]
        : [];
    });
    const total = Math.round(lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0) * 100) / 100;
    return {
      id: cartId,
      count: lines.reduce((n, l) => n + l.quantity, 0),
      lines,
      total,
      currency: lines[0]?.currency ?? null,
    };
  }

  return {
    async forUser(tenant, userId) {
      return view(tenant, await ensureCart(tenant, userId));
    },
    async byId(tenant, userId, cartId) {
      if (!UUID.test(cartId)) return null;
      const [row] = await app.db.select().from(carts).where(eq(carts.id, cartId)).limit(1);
      if (!row || row.userId !== userId || row.tenant !== tenant) return null;
      return view(tenant, row.id);
    },
    async addLines(tenant, userId, lines, source) {
      const cartId = await ensureCart(tenant, userId);
      const now = app.clock.now();
      const added: CartAddition = { lines: 0, units: 0 };
      for (const line of lines) {
        const quantity = Math.min(Math.max(Math.trunc(line.quantity), 1), MAX_LINE_QUANTITY);
        const [row] = await app.db
          .insert(cartLines)
          .values({ cartId, sku: line.sku, quantity, source, addedAt: now })
          .onConflictDoUpdate({
            target: [cartLines.cartId, cartLines.sku],
            set: { quantity: sql`LEAST(${cartLines.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})` },
          })
          .returning({
            quantity: cartLines.quantity,
            before: sql<number | null>`(SELECT prior.quantity FROM cart_lines prior
              WHERE prior.cart_id = ${cartId} AND prior.sku = ${line.sku})`,
          });
        const grew = row ? row.quantity - Number(row.before ?? 0) : 0;
        if (grew > 0) {
          added.lines += 1;
          added.units += grew;
        }
      }
      return { ...(await view(tenant, cartId)), added };
    },
  };
}

export default fp(
  async function cartsPlugin(app) {
    app.decorate('carts', createCartRepository(app));
  },
  { name: 'carts' },
);
