// Orders, tickets and invoices of the account area (issue 11; docs/orders.md). Who sees which order:
//   individual          the orders they placed
//   owner, superUser    every order of their organization (company_id), whoever placed it
//   buyer, quoter       the orders they placed themselves
// Always within the session's tenant. Anything outside that scope reads as "not found" (null), so ids cannot be probed.
// The cancellation request is one transaction whose conditional UPDATE decides which request wins (STYLE.md §21).
import fp from 'fastify-plugin';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  OrderListQuery,
  OrderListResponse,
  OrderSort,
  RefundAccountInput,
} from '../../../src/contracts/orders.contract';
import {
  lineCancellability,
  refundPolicy,
  type CancelReason,
  type CancelRefusal,
  type LineState,
} from '../../../src/rules/order-status';
import { productImage } from '../../../src/rules/product-image';
import { findTenant } from '../../../src/tenants/tenants';
import { users } from '../account/users.schema';
import {
  orderInvoices,
  orderLines,
  orderRefundAccounts,
  orders,
  orderTickets,
  orderTrackingEvents,
  type OrderLineRow,
  type OrderRow,
} from './orders.schema';
import type { RequestAuth } from '../auth/auth.plugin';
import { isSealed, seal, sealingKey } from '../lib/mail-sealing';
import { UUID } from '../../../src/rules/ids';

export const ORDER_PAGE_SIZE = 10;
const ORDER_NUMBER = /^\d{1,20}$/;

export type OrderAccess = Pick<RequestAuth, 'userId' | 'tenant' | 'role' | 'companyId'>;

/** True when the caller sees the whole organization's orders (docs/orders.md). */
export const seesOrganization = (auth: OrderAccess): boolean =>
  auth.companyId !== null && (auth.role === 'owner' || auth.role === 'superUser');

/** the cancellation body's refund account (the contract's shape), with the bank code settled and the country it is in */
export type RefundAccountData = Required<RefundAccountInput> & { country: string };

export type CancelOutcome =
  | { ok: true; ticketId: string; ticketNumber: string }
  | { ok: false; error: 'NOT_FOUND' }
  | { ok: false; error: CancelRefusal };

export interface CreatorName {
  id: string;
  name: string;
}

export interface OrderRepository {
  /** the order if the caller may see it, else null */
  findOwned(auth: OrderAccess, orderNumber: string): Promise<OrderRow | null>;
  list(auth: OrderAccess, query: OrderListQuery): Promise<OrderListResponse>;
  lines(orderId: string): Promise<(OrderLineRow & { ticketNumber: string | null })[]>;
  creator(userId: string): Promise<CreatorName>;
  invoiceOf(orderId: string): Promise<typeof orderInvoices.$inferSelect | null>;
  tracking(
    orderId: string,
  ): Promise<{ status: string; at: Date; lineNumber: number | null; lineName: string | null }[]>;
  /** guest lookup: any order of the tenant by number (the caller reveals only status and estimated delivery) */
  seek(tenant: string, orderNumber: string): Promise<OrderRow | null>;
  requestCancellation(input: {
    auth: OrderAccess;
    order: OrderRow;
    lineIds: readonly string[];
    reason: CancelReason;
    comment: string | null;
    refundAccount: RefundAccountData | null;
  }): Promise<CancelOutcome>;
  ticket(
    auth: OrderAccess,
    ticketId: string,
  ): Promise<{
    ticket: typeof orderTickets.$inferSelect;
    order: OrderRow;
    lines: OrderLineRow[];
    account: typeof orderRefundAccounts.$inferSelect | null;
  } | null>;
  invoice(
    auth: OrderAccess,
    invoiceId: string,
  ): Promise<{ invoice: typeof orderInvoices.$inferSelect; order: OrderRow } | null>;
  ticketsAndInvoices(auth: OrderAccess): Promise<{
    tickets: { ticket: typeof orderTickets.$inferSelect; orderNumber: string; itemCount: number }[];
    invoices: { invoice: typeof orderInvoices.$inferSelect; order: OrderRow }[];
  }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderRepository;
  }
}

class CancelRefused extends Error {}

/** the scope condition on `orders` for the caller (docs/orders.md) */
const scope = (auth: OrderAccess): SQL =>
  seesOrganization(auth)
    ? and(eq(orders.tenant, auth.tenant), eq(orders.companyId, auth.companyId!))!
    : and(eq(orders.tenant, auth.tenant), eq(orders.userId, auth.userId))!;

/** The list page's query (one page plus one row, to know whether more follow). Exported for the benchmark's EXPLAIN. */
export function orderListSelect(app: Pick<FastifyInstance, 'db'>, auth: OrderAccess, query: OrderListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ORDER_PAGE_SIZE;
  const conditions: SQL[] = [scope(auth)];
  if (query.group) conditions.push(eq(orders.statusGroup, query.group));
  if (query.year) {
    conditions.push(gte(orders.placedAt, new Date(Date.UTC(query.year, 0, 1))));
    conditions.push(lt(orders.placedAt, new Date(Date.UTC(query.year + 1, 0, 1))));
  }
  // the creator filter narrows an organization's orders; for anyone else every order is already their own
  if (query.createdBy && seesOrganization(auth)) conditions.push(eq(orders.userId, query.createdBy));
  // digits only (the contract's struct), so no LIKE wildcard can come in
  if (query.q) conditions.push(sql`strpos(${orders.orderNumber}, ${query.q}) > 0`);
  const sort: OrderSort = query.sort ?? 'dateDesc';
  const order = sort === 'dateAsc' ? [asc(orders.placedAt), asc(orders.id)] : [desc(orders.placedAt), desc(orders.id)];
  return app.db
    .select({ order: orders, firstName: users.firstName, lastName: users.lastName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}

/** Issue 31 item 6: the key refund bank data is sealed with (HKDF of OTP_SECRET, its own purpose). */
const refundKeyOf = (app: FastifyInstance) => sealingKey(app.secrets.otp, 'refund-accounts v1');

/**
 * Seals the refund bank data written before issue 31 (account number and holder document in clear): idempotent, run at
 * start. Rows sealed with another key are left as they are.
 */
export async function sealClearRefundAccounts(app: FastifyInstance): Promise<number> {
  const key = refundKeyOf(app);
  const rows = await app.database.sql.query<{ ticket_id: string; account_number: string; holder_document: string }>(
    `SELECT ticket_id, account_number, holder_document FROM order_refund_accounts
     WHERE account_number NOT LIKE 'sealed:%' OR holder_document NOT LIKE 'sealed:%'`,
  );
  for (const row of rows) {
    await app.database.sql.query(
      `UPDATE order_refund_accounts SET account_number = $2, holder_document = $3,
         account_number_last4 = CASE WHEN account_number_last4 = '' THEN right($4, 4) ELSE account_number_last4 END
       WHERE ticket_id = $1`,
      [
        row.ticket_id,
        isSealed(row.account_number) ? row.account_number : seal(key, row.account_number),
        isSealed(row.holder_document) ? row.holder_document : seal(key, row.holder_document),
        row.account_number,
      ],
    );
  }
  return rows.length;
}

export function createOrderRepository(app: FastifyInstance): OrderRepository {
  let key: Buffer | null = null;
  const refundKey = () => (key ??= refundKeyOf(app));
  const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
  const image = (tenant: string, sku: string) =>
    productImage(findTenant(tenant)?.imagePath ?? `/images/${tenant}`, sku).src;

  const repo: OrderRepository = {
    async findOwned(auth, orderNumber) {
      if (!ORDER_NUMBER.test(orderNumber)) return null;
      const [row] = await app.db
        .select()
        .from(orders)
        .where(and(scope(auth), eq(orders.orderNumber, orderNumber)))
        .limit(1);
      return row ?? null;
    },

    async list(auth, query) {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? ORDER_PAGE_SIZE;
      const organization = seesOrganization(auth);
      const rows = await orderListSelect(app, auth, query);
      const pageRows = rows.slice(0, pageSize);
      const ids = pageRows.map((r) => r.order.id);
      const lineRows = ids.length
        ? await app.db
            .select({ orderId: orderLines.orderId, sku: orderLines.sku, quantity: orderLines.quantity })
            .from(orderLines)
            .where(inArray(orderLines.orderId, ids))
            .orderBy(orderLines.orderId, orderLines.lineNumber)
        : [];
      const linesBy = new Map<string, { sku: string; quantity: number }[]>();
      for (const l of lineRows) linesBy.set(l.orderId, [...(linesBy.get(l.orderId) ?? []), l]);
      const year = app.clock.now().getUTCFullYear();
      const creators = organization
        ? (await app.users.listByCompany(auth.companyId!))
            .filter((u) => u.tenant === auth.tenant)
            .map((u) => ({ id: u.id, name: nameOf(u) }))
        : null;
      return {
        orders: pageRows.map(({ order: o, firstName, lastName }) => {
          const lines = linesBy.get(o.id) ?? [];
          return {
            orderNumber: o.orderNumber,
            status: o.status,
            statusGroup: o.statusGroup,
            placedAt: o.placedAt.toISOString(),
            total: Number(o.total),
            currency: o.currency,
            estimatedDelivery: o.estimatedDelivery,
            itemCount: lines.reduce((n, l) => n + l.quantity, 0),
            createdBy: { id: o.userId, name: nameOf({ firstName, lastName }) },
            images: lines.slice(0, 3).map((l) => image(o.tenant, l.sku)),
          };
        }),
        page,
        pageSize,
        hasMore: rows.length > pageSize,
        years: Array.from({ length: 5 }, (_, i) => year - i),
        creators,
      };
    },

    async lines(orderId) {
      const rows = await app.db
        .select({ line: orderLines, ticketNumber: orderTickets.ticketNumber })
        .from(orderLines)
        .leftJoin(orderTickets, eq(orderTickets.id, orderLines.ticketId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(orderLines.lineNumber);
      return rows.map((r) => ({ ...r.line, ticketNumber: r.ticketNumber }));
    },

    async creator(userId) {
      const user = await app.users.findById(userId);
      return { id: userId, name: user ? nameOf(user) : '' };
    },

    async invoiceOf(orderId) {
      const [row] = await app.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId)).limit(1);
      return row ?? null;
    },

    async tracking(orderId) {
      const rows = await app.db
        .select({
          status: orderTrackingEvents.status,
          at: orderTrackingEvents.at,
          lineNumber: orderLines.lineNumber,
          lineName: orderLines.name,
        })
        .from(orderTrackingEvents)
        .leftJoin(orderLines, eq(orderLines.id, orderTrackingEvents.lineId))
        .where(eq(orderTrackingEvents.orderId, orderId))
        .orderBy(orderTrackingEvents.at, orderTrackingEvents.id);
      return rows;
    },

    async seek(tenant, orderNumber) {
      if (!ORDER_NUMBER.test(orderNumber)) return null;
      const [row] = await app.db
        .select()
        .from(orders)
        .where(and(eq(orders.tenant, tenant), eq(orders.orderNumber, orderNumber)))
        .limit(1);
      return row ?? null;
    },

    async requestCancellation({ auth, order, lineIds, reason, comment, refundAccount }) {
      const ids = [...new Set(lineIds)];
      if (ids.some((id) => !UUID.test(id))) return { ok: false, error: 'NOT_FOUND' };
      const known = await app.db
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.orderId, order.id), inArray(orderLines.id, ids)));
      if (known.length !== ids.length) return { ok: false, error: 'NOT_FOUND' };
      const policy = refundPolicy(order.paymentMethod);
      const now = app.clock.now();
      try {
        // One transaction: the ticket, the conditional UPDATE of the lines, the bank data and the tracking events. The UPDATE
        // only takes lines still in preparing and in the warehouse; on PostgreSQL a second request for the same line waits on
        // the row lock and then finds it no longer in preparing, so it updates fewer rows and rolls back everything it wrote.
        return await app.database.transaction(async (tx) => {
          const [ticket] = await tx.query<{ id: string; ticket_number: string }>(
            `INSERT INTO order_tickets (tenant, ticket_number, order_id, requested_by, reason, comment, refund_method, created_at)
             VALUES ($1, 'TK' || nextval('order_ticket_number_seq'), $2, $3, $4, $5, $6, $7)
             RETURNING id, ticket_number`,
            [order.tenant, order.id, auth.userId, reason, comment, policy.method, now.toISOString()],
          );
          const updated = await tx.query<{ id: string }>(
            `UPDATE order_lines SET state = 'cancellationRequested', ticket_id = $1
             WHERE order_id = $2 AND id = ANY($3::uuid[])
               AND state IN ('paymentPending', 'paymentConfirmed', 'preparing') AND NOT left_warehouse
             RETURNING id`,
            [ticket!.id, order.id, ids],
          );
          if (updated.length !== ids.length) throw new CancelRefused();
          if (refundAccount) {
            await tx.query(
              `INSERT INTO order_refund_accounts (ticket_id, country, bank_code, bank_name, account_type, account_number, holder_name,
                 holder_document_type, holder_document, created_at, account_number_last4)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
              [
                ticket!.id,
                refundAccount.country,
                refundAccount.bankCode,
                refundAccount.bankName,
                refundAccount.accountType,
                // issue 31 item 6: sealed at rest like the mail bodies; the last four apart, for display
                seal(refundKey(), refundAccount.accountNumber),
                refundAccount.holderName,
                refundAccount.holderDocumentType,
                seal(refundKey(), refundAccount.holderDocument),
                now.toISOString(),
                refundAccount.accountNumber.slice(-4),
              ],
            );
          }
          await tx.query(
            `INSERT INTO order_tracking_events (order_id, line_id, status, at)
             SELECT $1, id, 'cancellationRequested', $2 FROM order_lines WHERE id = ANY($3::uuid[])`,
            [order.id, now.toISOString(), ids],
          );
          return { ok: true as const, ticketId: ticket!.id, ticketNumber: ticket!.ticket_number };
        });
      } catch (error) {
        if (!(error instanceof CancelRefused)) throw error;
        // Refused (now or because the state changed meanwhile): say why from the lines' current state (spec §8 texts).
        const current = await app.db.select().from(orderLines).where(inArray(orderLines.id, ids));
        const refusals = current.map((l) =>
          lineCancellability({ state: l.state as LineState, leftWarehouse: l.leftWarehouse }),
        );
        const shipped = refusals.some((r) => !r.ok && r.reason === 'alreadyShipped');
        return { ok: false, error: shipped ? 'alreadyShipped' : 'notAvailable' };
      }
    },

    async ticket(auth, ticketId) {
      if (!UUID.test(ticketId)) return null;
      const [row] = await app.db
        .select({ ticket: orderTickets, order: orders })
        .from(orderTickets)
        .innerJoin(orders, eq(orders.id, orderTickets.orderId))
        .where(and(eq(orderTickets.id, ticketId), scope(auth)))
        .limit(1);
      if (!row) return null;
      const lines = await app.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.ticketId, ticketId))
        .orderBy(orderLines.lineNumber);
      const [account] = await app.db
        .select()
        .from(orderRefundAccounts)
        .where(eq(orderRefundAccounts.ticketId, ticketId))
        .limit(1);
      return { ticket: row.ticket, order: row.order, lines, account: account ?? null };
    },

    async invoice(auth, invoiceId) {
      if (!UUID.test(invoiceId)) return null;
      const [row] = await app.db
        .select({ invoice: orderInvoices, order: orders })
        .from(orderInvoices)
        .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
        .where(and(eq(orderInvoices.id, invoiceId), scope(auth)))
        .limit(1);
      return row ?? null;
    },

    async ticketsAndInvoices(auth) {
      const tickets = await app.db
        .select({
          ticket: orderTickets,
          orderNumber: orders.orderNumber,
          itemCount: sql<number>`(SELECT coalesce(sum(quantity), 0)::int FROM order_lines WHERE ticket_id = ${orderTickets.id})`,
        })
        .from(orderTickets)
        .innerJoin(orders, eq(orders.id, orderTickets.orderId))
        .where(scope(auth))
        .orderBy(desc(orderTickets.createdAt))
        .limit(100);
      const invoices = await app.db
        .select({ invoice: orderInvoices, order: orders })
        .from(orderInvoices)
        .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
        .where(scope(auth))
        .orderBy(desc(orderInvoices.issuedAt))
        .limit(100);
      return { tickets: tickets.map((t) => ({ ...t, itemCount: Number(t.itemCount) })), invoices };
    },
  };
  return repo;
}

export default fp(
  async function ordersPlugin(app) {
    app.decorate('orders', createOrderRepository(app));
    app.addHook('onReady', async () => {
      const sealed = await sealClearRefundAccounts(app);
      if (sealed) app.log.info({ sealed }, 'refund bank data sealed at rest');
    });
  },
  { name: 'orders', dependencies: ['users', 'catalogue'] },
);
