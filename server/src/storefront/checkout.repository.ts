// Issue 34: the checkout of the signed-in shopper's cart (contract: src/contracts/checkout.contract.ts; docs/orders.md
// "Checkout"). options(): what the checkout page offers (addresses, home delivery with its cost and dates, pickup stores with
// stock, saved cards, the buyer's allowance). placeOrder(): ONE transaction that locks the cart row (and a buyer's users row),
// answers an idempotency key it has seen with the same order, re-reads prices and stock (stock rows locked), checks the
// buyer's 30-day allowance (docs/company.md "The maximum purchase amount"), creates the order (order-operations createOrder),
// charges the card through the payment adapter (a decline rolls everything back: no order, the cart kept), takes the stock,
// removes the bought lines (unavailable lines stay) and records the key.
import fp from 'fastify-plugin';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CheckoutOptions, PlaceOrderBody, PlacedOrder } from '../../../src/contracts/checkout.contract';
import { can, roleOf } from '../../../src/rules/permissions';
import { POST_SALE_WINDOWS, type PaymentMethod } from '../../../src/rules/order-status';
import type { CardType } from '../../../src/rules/payment-method';
import { findTenant } from '../../../src/tenants/tenants';
import type { AppDatabase, SqlRunner } from '../db/database';
import { createOrder, setOrderStatus } from '../orders/order-operations';
import { ApiError } from '../lib/api-error';
import { allowancePeriod, purchaseAllowance, remainingOf, spentInPeriod } from '../company/purchase-allowance';
import type { RequestAuth } from '../auth/auth.plugin';
import { assertCanPurchase } from '../platform/policy.plugin';
import {
  priceLine,
  productFacts,
  rowsOf,
  sqlList,
  storedLines,
  type Executor,
  type ProductFacts,
} from './carts.repository';
import { UUID } from '../../../src/rules/ids';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Home delivery per tenant (spec §9: Chile free above 29,990 CLP). The other tenants' costs are this demo's plausible flat
 * rates in their currency, with no free-delivery rule (the spec gives none).
 */
export const HOME_DELIVERY: Readonly<Record<string, { cost: number; freeAbove: number | null }>> = {
  cl: { cost: 3990, freeAbove: 29990 },
  'cl-classic': { cost: 3990, freeAbove: 29990 },
  home: { cost: 3990, freeAbove: 29990 },
  pe: { cost: 15, freeAbove: null },
  'pe-b2b': { cost: 15, freeAbove: null },
  mx: { cost: 149, freeAbove: null },
  co: { cost: 12900, freeAbove: null },
  ar: { cost: 4500, freeAbove: null },
  uy: { cost: 290, freeAbove: null },
  br: { cost: 29.9, freeAbove: null },
};

/** The delivery cost of a cart total in a tenant (0 above the free-delivery amount); null: the tenant does not deliver. */
export function deliveryCostFor(tenant: string, total: number): number | null {
  const rule = HOME_DELIVERY[tenant];
  if (!rule) return null;
  return rule.freeAbove !== null && total > rule.freeAbove ? 0 : rule.cost;
}

/** The next 7 days a delivery can be booked: from tomorrow (server clock, UTC calendar). */
export function bookingDates(now: Date): string[] {
  return Array.from({ length: 7 }, (_, i) => new Date(now.getTime() + (i + 1) * 86_400_000).toISOString().slice(0, 10));
}

/** spec §9: payment at the till, dispatch within 48 hours after it. */
const PAY_WITHIN_HOURS = POST_SALE_WINDOWS.dispatchHoursAfterTillPayment;

/** A saved card's type as the order's payment method (refunds follow it, spec §9). */
const PAYMENT_OF_CARD: Record<CardType, PaymentMethod> = {
  creditCard: 'creditCard',
  debitCard: 'debitCard',
  cmrCard: 'cmrCard',
  falabellaSoriana: 'cmrCard',
};

/** `$n` SQL text and its parameters as a Drizzle statement (so the allowance's SQL runs inside this transaction). */
function positional(text: string, params: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 ? sql`${params[Number(part) - 1]}` : sql.raw(part))),
    sql``,
  );
}
const runnerOf = (db: Executor): Pick<SqlRunner, 'query'> => ({
  query: <Row extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
    rowsOf<Row>(db, positional(text, params)),
});

export interface Checkout {
  options(auth: RequestAuth): Promise<CheckoutOptions>;
  /** `created` false: the key was seen before, this is its order */
  placeOrder(auth: RequestAuth, body: PlaceOrderBody): Promise<{ created: boolean; order: PlacedOrder }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    checkout: Checkout;
  }
}

interface OrderSummaryRow {
  order_number: string;
  status: string;
  total: string | number;
  delivery_cost: string | number;
  currency: string;
  payment_method: string;
}

const placedOf = (row: OrderSummaryRow): PlacedOrder => ({
  orderNumber: row.order_number,
  status: row.status === 'paymentPending' ? 'paymentPending' : 'paymentConfirmed',
  total: Number(row.total),
  deliveryCost: Number(row.delivery_cost),
  currency: row.currency,
  payWithinHours: row.payment_method === 'cash' ? PAY_WITHIN_HOURS : null,
});

export function createCheckout(app: FastifyInstance): Checkout {
  async function orderOfKey(db: Executor, userId: string, key: string): Promise<PlacedOrder | null> {
    const [row] = await rowsOf<OrderSummaryRow>(
      db,
      sql`SELECT o.order_number, o.status, o.total, o.delivery_cost, o.currency, o.payment_method
          FROM checkout_orders k JOIN orders o ON o.id = k.order_id
          WHERE k.user_id = ${userId} AND k.idempotency_key = ${key}`,
    );
    return row ? placedOf(row) : null;
  }

  async function stores(db: Executor, tenant: string, id?: string) {
    return rowsOf<{ id: string; name: string; address: string; city: string }>(
      db,
      sql`SELECT id, name, address, city FROM stores WHERE tenant = ${tenant} ${id ? sql`AND id = ${id}` : sql``}
          ORDER BY name, id`,
    );
  }

  const addressSummary = (a: {
    addressLine1: string;
    addressLine2: string;
    municipalName: string;
    cityName: string;
    stateName: string;
  }) =>
    [[a.addressLine1, a.addressLine2].filter(Boolean).join(' '), a.municipalName || a.cityName, a.stateName]
      .filter(Boolean)
      .join(', ');

  return {
    async options(auth) {
      const [cart, addresses, storeRows, cards] = await Promise.all([
        app.carts.forUser(auth.tenant, auth.userId),
        app.userAddresses.list(auth.tenant, auth.userId),
        stores(app.db, auth.tenant),
        app.paymentMethods.list(auth.tenant, auth.userId),
      ]);
      const buyable = cart.lines.filter((l) => l.available);
      const facts = await productFacts(
        app.db,
        auth.tenant,
        buyable.map((l) => l.sku),
      );
      const rule = HOME_DELIVERY[auth.tenant];
      const canPurchase = can(auth, 'purchase');
      let allowance: CheckoutOptions['allowance'] = null;
      if (auth.role === 'buyer') {
        const user = await app.users.findById(auth.userId);
        const maximum = user?.maxPurchaseAmount == null ? null : Number(user.maxPurchaseAmount);
        allowance = {
          currency: findTenant(auth.tenant)?.currency ?? '',
          ...(await purchaseAllowance(app.database.sql, auth.tenant, auth.userId, maximum, app.clock.now())),
        };
      }
      return {
        cart,
        addresses: addresses.map((a) => ({
          id: a.id,
          name: a.addressName,
          summary: addressSummary(a),
          isDefault: a.isDefaultAddress,
        })),
        homeDelivery: {
          available: Boolean(rule) && buyable.every((l) => facts.get(l.sku)?.homeDelivery !== false),
          cost: deliveryCostFor(auth.tenant, cart.total) ?? 0,
          freeAbove: rule?.freeAbove ?? null,
          dates: bookingDates(app.clock.now()),
          window: { ...POST_SALE_WINDOWS.deliveryHours },
        },
        pickupStores: storeRows.map((store) => {
          const missingSkus = buyable
            .filter((l) => {
              const fact = facts.get(l.sku);
              return fact?.tracked && (fact.byStore.get(store.id) ?? 0) < l.quantity;
            })
            .map((l) => l.sku);
          return { ...store, hasAllLines: missingSkus.length === 0, missingSkus };
        }),
        cards: cards.map((c) => ({
          id: c.id,
          brand: c.brand,
          lastFour: c.lastFour,
          expiry: c.expiry,
          favourite: c.favourite,
        })),
        canPurchase,
        allowance,
      };
    },

    async placeOrder(auth, body) {
      const tenant = auth.tenant;
      const now = app.clock.now();
      const seen = await orderOfKey(app.db, auth.userId, body.idempotencyKey);
      if (seen) return { created: false, order: seen };

      // the account's records the order names (read before the transaction; the transaction re-checks the store)
      const fields: Record<string, string> = {};
      const { delivery, payment } = body;
      let deliveryPlace = '';
      if (delivery.method === 'homeDelivery') {
        if (!delivery.addressId) fields['delivery.addressId'] = 'required';
        else {
          const address = (await app.userAddresses.list(tenant, auth.userId)).find((a) => a.id === delivery.addressId);
          if (!address) fields['delivery.addressId'] = 'unknown';
          else deliveryPlace = addressSummary(address);
        }
        if (!delivery.date) fields['delivery.date'] = 'required';
        else if (!bookingDates(now).includes(delivery.date)) fields['delivery.date'] = 'unknown';
      } else if (!delivery.storeId) fields['delivery.storeId'] = 'required';
      else if (!UUID.test(delivery.storeId)) fields['delivery.storeId'] = 'unknown';
      let card: { psp: string; token: string; lastFour: string; cardType: CardType } | null = null;
      if (payment.method === 'card') {
        if (!payment.cardId) fields['payment.cardId'] = 'required';
        else if (!UUID.test(payment.cardId)) fields['payment.cardId'] = 'unknown';
        else {
          [card = null] = await rowsOf<{ psp: string; token: string; lastFour: string; cardType: CardType }>(
            app.db,
            sql`SELECT psp, token, last_four AS "lastFour", card_type AS "cardType" FROM payment_methods
                WHERE id = ${payment.cardId} AND user_id = ${auth.userId} AND tenant = ${tenant}`,
          );
          if (!card) fields['payment.cardId'] = 'unknown';
        }
      }
      if (Object.keys(fields).length) throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields } });

      return app.db.transaction(async (tx) => {
        const [cart] = await rowsOf<{ id: string }>(
          tx,
          sql`INSERT INTO carts (tenant, user_id, created_at, updated_at) VALUES (${tenant}, ${auth.userId}, ${now}, ${now})
              ON CONFLICT ON CONSTRAINT carts_user_key DO UPDATE SET updated_at = carts.updated_at RETURNING id`,
        );
        const cartId = cart!.id;
        // every checkout of this cart queues here: a second tab or a retried request sees what the first one did
        await tx.execute(sql`SELECT id FROM carts WHERE id = ${cartId} FOR UPDATE`);
        const again = await orderOfKey(tx, auth.userId, body.idempotencyKey);
        if (again) return { created: false, order: again };
        const [user] = await rowsOf<{
          account_type: string;
          user_type: string | null;
          state: string;
          max_purchase_amount: string | null;
        }>(
          tx,
          sql`SELECT account_type, user_type, state, max_purchase_amount FROM users WHERE id = ${auth.userId}
              ${auth.role === 'buyer' ? sql`FOR NO KEY UPDATE` : sql``}`,
        );
        if (!user || user.state !== 'active') throw new ApiError(403, 'FORBIDDEN');

        const stored = await storedLines(tx, cartId);
        const facts = await productFacts(
          tx,
          tenant,
          stored.map((l) => l.sku),
          true,
        );
        const lines = stored.flatMap((l) => {
          const fact = facts.get(l.sku);
          return fact ? [{ line: priceLine(tenant, l, fact), fact }] : [];
        });
        const buy = lines.filter(({ line }) => line.available);
        if (!buy.length) throw new ApiError(409, 'CART_EMPTY');

        let storeId: string | null = null;
        if (delivery.method === 'storePickup') {
          const [store] = await stores(tx, tenant, delivery.storeId);
          if (!store)
            throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { 'delivery.storeId': 'unknown' } } });
          storeId = store.id;
          deliveryPlace = `${store.name}, ${store.address}`;
        } else if (!HOME_DELIVERY[tenant] || buy.some(({ fact }) => !fact.homeDelivery)) {
          throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { 'delivery.method': 'unavailable' } } });
        }
        const short = buy
          .filter(({ line, fact }) =>
            storeId ? fact.tracked && (fact.byStore.get(storeId) ?? 0) < line.quantity : line.quantity > fact.stock,
          )
          .map(({ line }) => line.sku);
        if (short.length) throw new ApiError(409, 'OUT_OF_STOCK', { details: { skus: short } });

        const orderLines = buy.map(({ line }) => ({
          sku: line.sku,
          quantity: line.quantity,
          // the unit's price with its warranty and its share of the installation service
          unitPrice: round2(line.lineTotal / line.quantity),
        }));
        const subtotal = round2(orderLines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0));
        const deliveryCost = delivery.method === 'homeDelivery' ? (deliveryCostFor(tenant, subtotal) ?? 0) : 0;
        const total = round2(subtotal + deliveryCost);
        if (Math.abs(total - body.expectedTotal) >= 0.005)
          throw new ApiError(409, 'PRICE_CHANGED', { details: { total } });

        // spec §6: the buyer's maximum is one rule, the 30-day allowance, read under the users row lock
        const role = roleOf({ accountType: user.account_type, userType: user.user_type });
        const maximum = user.max_purchase_amount === null ? null : Number(user.max_purchase_amount);
        const spent =
          role === 'buyer' ? await spentInPeriod(runnerOf(tx), tenant, auth.userId, allowancePeriod(now)) : 0;
        assertCanPurchase(
          { role, agentId: auth.agentId, maximumPurchaseAmount: maximum === null ? null : remainingOf(maximum, spent) },
          total,
        );

        const db = tx as unknown as AppDatabase;
        let order = await createOrder(db, {
          tenant,
          userId: auth.userId,
          companyId: auth.companyId,
          status: 'paymentPending',
          placedAt: now,
          paymentMethod: card ? PAYMENT_OF_CARD[card.cardType] : 'cash',
          deliveryMethod: delivery.method,
          deliveryPlace,
          deliveryCost,
          ...(delivery.method === 'homeDelivery' ? { estimatedDelivery: delivery.date! } : {}),
          lines: orderLines,
        });

        await takeStock(tx, tenant, buy, storeId);
        await tx.execute(
          sql`DELETE FROM cart_lines WHERE cart_id = ${cartId} AND sku IN (${sqlList(buy.map(({ line }) => line.sku))})`,
        );
        await tx.execute(
          sql`INSERT INTO checkout_orders (user_id, idempotency_key, order_id, created_at)
              VALUES (${auth.userId}, ${body.idempotencyKey}, ${order.id}, ${now})`,
        );
        if (card) {
          // the payment step last: a decline throws and the transaction rolls back (no order, the cart as it was)
          const charge = await app.paymentGateway.charge({
            tenant,
            userId: auth.userId,
            psp: card.psp,
            token: card.token,
            lastFour: card.lastFour,
            amount: Number(order.total),
            currency: order.currency,
            reference: order.orderNumber,
          });
          if (!charge.ok) throw new ApiError(402, 'PAYMENT_DECLINED');
          order = await setOrderStatus(db, order, 'paymentConfirmed', now);
        }
        return {
          created: true,
          order: placedOf({
            order_number: order.orderNumber,
            status: order.status,
            total: order.total,
            delivery_cost: order.deliveryCost,
            currency: order.currency,
            payment_method: order.paymentMethod,
          }),
        };
      });
    },
  };
}

/**
 * Takes the bought units from the stock (rows already locked by productFacts): from the pickup store, or for a delivery
 * from the stores holding most first. Nothing to take where the tenant does not track stock.
 */
async function takeStock(
  tx: Executor,
  tenant: string,
  buy: readonly { line: { sku: string; quantity: number }; fact: ProductFacts }[],
  storeId: string | null,
) {
  for (const { line, fact } of buy) {
    if (!fact.tracked) continue;
    const takes: [string, number][] = [];
    if (storeId) takes.push([storeId, line.quantity]);
    else {
      let left = line.quantity;
      const holding = [...fact.byStore].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      for (const [store, quantity] of holding) {
        if (left <= 0) break;
        const take = Math.min(left, quantity);
        if (take > 0) takes.push([store, take]);
        left -= take;
      }
    }
    for (const [store, take] of takes)
      await tx.execute(
        sql`UPDATE product_stock SET quantity = quantity - ${take}
            WHERE tenant = ${tenant} AND sku = ${line.sku} AND store_id = ${store}`,
      );
  }
}

export default fp(
  async function checkoutPlugin(app) {
    app.decorate('checkout', createCheckout(app));
  },
  { name: 'checkout', dependencies: ['carts'] },
);
