// Writes to the orders tables that the real order system would make (issue 11): create an order, move it or one of its lines
// through spec §4's states, mark a line as out of the warehouse. Used by the operator command (server/src/cli/orders.ts), the
// demo seed (seed-orders.ts) and tests. Each write is one statement or one transaction; every state change adds a tracking event.
import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import {
  ORDER_PROGRESS,
  type DeliveryMethod,
  type LineState,
  type OrderStatus,
  type PaymentMethod,
} from '../../../src/rules/order-status';
import type { AppDatabase } from '../db/database';
import { productPrices, products } from '../storefront/catalogue.schema';
import { orderInvoices, orderLines, orders, orderTrackingEvents, type OrderRow } from './orders.schema';
import { quotationLines, quotations } from '../quotes-lists/quotations.schema';
import { stores } from '../storefront/stores.schema';
import { users } from '../account/users.schema';
import { driverErrorOf, UNIQUE_VIOLATION } from '../lib/db-errors';

export interface NewOrderInput {
  tenant: string;
  userId: string;
  companyId?: string | null;
  status: OrderStatus;
  placedAt: Date;
  paymentMethod: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  deliveryPlace: string;
  deliveryCost: number;
  /** default: placedAt + 5 days */
  estimatedDelivery?: string | null;
  /** unitPrice: the price agreed (a quotation's frozen price); default the catalogue's */
  lines: readonly { sku: string; quantity: number; state?: LineState; leftWarehouse?: boolean; unitPrice?: number }[];
  /** default: a random 10-digit number */
  orderNumber?: string;
  /** the quotation the order came from (myQuotesStoreOrders) */
  quotationId?: string | null;
}

/** Lines that follow their order's moves; the others (cancelled, requested, expired, returned) keep their own state. */
const FOLLOWING_STATES: LineState[] = [...ORDER_PROGRESS];
/** Once an order is on the route, its lines have left the warehouse. */
const OUT_OF_WAREHOUSE: OrderStatus[] = ['onTheRoute', 'delivered', 'closed', 'return'];
/** The order has been paid: it has its invoice or receipt. */
const PAID: OrderStatus[] = ['paymentConfirmed', 'preparing', 'onTheRoute', 'delivered', 'closed', 'return'];

export const randomOrderNumber = (): string => String(randomInt(1_000_000_000, 9_999_999_999));

const round2 = (n: number) => Math.round(n * 100) / 100;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function createOrder(db: AppDatabase, input: NewOrderInput): Promise<OrderRow> {
  if (!input.lines.length) throw new Error('an order needs at least one line');
  const skus = input.lines.map((l) => l.sku);
  const priced = await db
    .select({ sku: products.sku, name: products.name, price: productPrices.price, currency: productPrices.currency })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.sku, products.sku), eq(productPrices.tenant, input.tenant)))
    .where(inArray(products.sku, skus));
  const bySku = new Map(priced.map((p) => [p.sku, p]));
  const missing = skus.filter((s) => !bySku.has(s));
  if (missing.length) throw new Error(`unknown sku for ${input.tenant}: ${missing.join(', ')}`);
  const currency = priced[0]!.currency;
  const priceOf = (l: NewOrderInput['lines'][number]) => l.unitPrice ?? Number(bySku.get(l.sku)!.price);
  const subtotal = round2(input.lines.reduce((sum, l) => sum + priceOf(l) * l.quantity, 0));
  const leftWarehouse = OUT_OF_WAREHOUSE.includes(input.status);

  for (let attempt = 0; ; attempt++) {
    try {
      const [order] = await db
        .insert(orders)
        .values({
          tenant: input.tenant,
          orderNumber: input.orderNumber ?? randomOrderNumber(),
          userId: input.userId,
          companyId: input.companyId ?? null,
          status: input.status,
          placedAt: input.placedAt,
          updatedAt: input.placedAt,
          currency,
          paymentMethod: input.paymentMethod,
          deliveryMethod: input.deliveryMethod,
          deliveryPlace: input.deliveryPlace,
          deliveryCost: input.deliveryCost,
          subtotal,
          total: round2(subtotal + input.deliveryCost),
          estimatedDelivery:
            input.estimatedDelivery === undefined ? addDays(input.placedAt, 5) : input.estimatedDelivery,
          quotationId: input.quotationId ?? null,
        })
        .returning();
      const lines = await db
        .insert(orderLines)
        .values(
          input.lines.map((l, i) => ({
            orderId: order!.id,
            lineNumber: i + 1,
            sku: l.sku,
            name: bySku.get(l.sku)!.name,
            quantity: l.quantity,
            unitPrice: priceOf(l),
            state: l.state ?? input.status,
            leftWarehouse: l.leftWarehouse ?? leftWarehouse,
          })),
        )
        .returning({ id: orderLines.id, state: orderLines.state });
      await db
        .insert(orderTrackingEvents)
        .values({ orderId: order!.id, lineId: null, status: 'placed', at: input.placedAt });
      if (input.status !== 'paymentPending') {
        await db
          .insert(orderTrackingEvents)
          .values({ orderId: order!.id, lineId: null, status: input.status, at: input.placedAt });
      }
      const own = lines.filter((l) => l.state !== input.status);
      if (own.length)
        await db
          .insert(orderTrackingEvents)
          .values(own.map((l) => ({ orderId: order!.id, lineId: l.id, status: l.state, at: input.placedAt })));
      if (PAID.includes(input.status)) await issueInvoice(db, order!, input.placedAt);
      return order!;
    } catch (error) {
      // a random number that is already taken: draw again (only when the caller did not choose it)
      const pg = driverErrorOf(error);
      // only the order number's own collision (a quotation bought twice is not retried)
      const numberTaken =
        pg?.code === UNIQUE_VIOLATION && (pg.constraint ?? 'orders_tenant_number_key') === 'orders_tenant_number_key';
      if (numberTaken && !input.orderNumber && attempt < 5) continue;
      throw error;
    }
  }
}

async function issueInvoice(db: AppDatabase, order: OrderRow, at: Date): Promise<void> {
  await db
    .insert(orderInvoices)
    .values({
      orderId: order.id,
      kind: order.companyId ? 'invoice' : 'receipt',
      documentNumber: `${order.companyId ? 'F' : 'B'}${order.orderNumber.slice(-8)}`,
      issuedAt: at,
    })
    .onConflictDoNothing();
}

export async function findOrderByNumber(
  db: AppDatabase,
  tenant: string,
  orderNumber: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenant, tenant), eq(orders.orderNumber, orderNumber)))
    .limit(1);
  return row ?? null;
}

/** Moves the order (and the lines that follow it) to `status`; returns the order as updated. */
export async function setOrderStatus(
  db: AppDatabase,
  order: OrderRow,
  status: OrderStatus,
  at: Date,
): Promise<OrderRow> {
  const [updated] = await db.update(orders).set({ status, updatedAt: at }).where(eq(orders.id, order.id)).returning();
  const lineStatus: LineState = status;
  await db
    .update(orderLines)
    .set({
      state: lineStatus,
      ...(OUT_OF_WAREHOUSE.includes(status) ? { leftWarehouse: true } : {}),
    })
    .where(
      and(
        eq(orderLines.orderId, order.id),
        inArray(orderLines.state, FOLLOWING_STATES),
        notInArray(orderLines.state, [lineStatus]),
      ),
    );
  await db.insert(orderTrackingEvents).values({ orderId: order.id, lineId: null, status, at });
  if (PAID.includes(status)) await issueInvoice(db, updated!, at);
  return updated!;
}

/** Moves one line (by its number) to `state`. A line sent on the route has left the warehouse. */
export async function setLineState(
  db: AppDatabase,
  order: OrderRow,
  lineNumber: number,
  state: LineState,
  at: Date,
): Promise<boolean> {
  if (state === 'cancellationRequested')
    throw new Error('a cancellation request is made by the shopper (initiate-cancel)');
  const rows = await db
    .update(orderLines)
    .set({ state, ...(OUT_OF_WAREHOUSE.includes(state as OrderStatus) ? { leftWarehouse: true } : {}) })
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.lineNumber, lineNumber)))
    .returning({ id: orderLines.id });
  if (!rows.length) return false;
  await db.insert(orderTrackingEvents).values({ orderId: order.id, lineId: rows[0]!.id, status: state, at });
  await db.update(orders).set({ updatedAt: at }).where(eq(orders.id, order.id));
  return true;
}

/** spec §4: once a line has left the warehouse it can no longer be cancelled. */
export async function markLeftWarehouse(
  db: AppDatabase,
  order: OrderRow,
  lineNumber: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(orderLines)
    .set({ leftWarehouse: true })
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.lineNumber, lineNumber)))
    .returning({ id: orderLines.id });
  if (!rows.length) return false;
  await db.insert(orderTrackingEvents).values({ orderId: order.id, lineId: rows[0]!.id, status: 'leftWarehouse', at });
  return true;
}

export interface OrderFromQuotationInput {
  tenant: string;
  /** the quotation's number (what the customer and the till read) */
  quotationNumber: string;
  status: OrderStatus;
  placedAt: Date;
  paymentMethod: PaymentMethod;
  orderNumber?: string;
}

/**
 * Issue 15 (myQuotesStoreOrders): the order a quotation became. Its customer, lines and quoted prices, picked up at the
 * quotation's store; the quotation is marked converted if it was not. null when the tenant has no quotation of that number.
 * A quotation is bought once: a second order of it fails on orders_quotation_key.
 */
export async function createOrderFromQuotation(
  db: AppDatabase,
  input: OrderFromQuotationInput,
): Promise<OrderRow | null> {
  const [found] = await db
    .select({ q: quotations, store: stores, companyId: users.companyId })
    .from(quotations)
    .innerJoin(stores, eq(stores.id, quotations.storeId))
    .innerJoin(users, eq(users.id, quotations.userId))
    .where(and(eq(quotations.tenant, input.tenant), eq(quotations.number, input.quotationNumber)))
    .limit(1);
  if (!found) return null;
  const lines = await db.select().from(quotationLines).where(eq(quotationLines.quotationId, found.q.id));
  return db.transaction(async (tx) => {
    const order = await createOrder(tx as unknown as AppDatabase, {
      tenant: input.tenant,
      userId: found.q.userId,
      companyId: found.companyId,
      status: input.status,
      placedAt: input.placedAt,
      paymentMethod: input.paymentMethod,
      deliveryMethod: 'storePickup',
      deliveryPlace: `${found.store.name}, ${found.store.address}`,
      deliveryCost: 0,
      lines: lines.map((l) => ({ sku: l.sku, quantity: l.quantity, unitPrice: Number(l.unitPrice) })),
      quotationId: found.q.id,
      ...(input.orderNumber ? { orderNumber: input.orderNumber } : {}),
    });
    await tx
      .update(quotations)
      .set({ convertedAt: input.placedAt })
      .where(and(eq(quotations.id, found.q.id), isNull(quotations.convertedAt)));
    return order;
  });
}
