// Returns and exchanges of delivered orders (issue 31 item 5; spec §9; docs/orders.md "Returns and exchanges"). The caller
// has already found the order through app.orders.findOwned (scope by account, company role and tenant). What a line may
// still give back is decided inside one transaction holding a row lock on the order (STYLE.md §21): of 20 simultaneous
// requests for the last unit of a line exactly one is written, the others see it and are refused.
import fp from 'fastify-plugin';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  CreateReturnBody,
  OrderReturns,
  RefundSchedule,
  ReturnRequest,
} from '../../../src/contracts/returns.contract';
import { refundPolicy, type LineState } from '../../../src/rules/order-status';
import { productImage } from '../../../src/rules/product-image';
import {
  DELIVERED_STATUSES,
  RETURN_REASONS,
  refundSchedule,
  returnWindows,
  type ReturnReason,
} from '../../../src/rules/refund-dates';
import { findTenant } from '../../../src/tenants/tenants';
import type { OrderRow } from './orders.schema';
import { orderLines } from './orders.schema';
import { orderReturnLines, orderReturns, type OrderReturnRow } from './returns.schema';
import type { OrderAccess } from './orders.repository';

export type ReturnRefusal =
  | { error: 'notDelivered' | 'exchangeWindowClosed' | 'returnWindowClosed' }
  | { error: 'lineNotReturnable'; fields: Record<string, 'alreadyReturned' | 'cancelled' | 'unknown'> }
  | { error: 'quantityExceeded'; fields: Record<string, 'quantityExceeded'> };

export type ReturnOutcome = { ok: true; request: ReturnRequest; replayed: boolean } | ({ ok: false } & ReturnRefusal);

export interface ReturnRepository {
  /** what can be returned of the order now, and the requests made */
  view(order: OrderRow): Promise<OrderReturns>;
  /** the requests of the order, newest first (the order detail shows them) */
  requests(order: OrderRow): Promise<ReturnRequest[]>;
  create(input: {
    auth: OrderAccess;
    order: OrderRow;
    body: CreateReturnBody;
    store: { code: string; name: string } | null;
  }): Promise<ReturnOutcome>;
}

class Refused extends Error {
  constructor(readonly refusal: ReturnRefusal) {
    super(refusal.error);
  }
}

const CANCELLED_STATES: readonly LineState[] = ['canceled', 'cancellationRequested', 'expired'];
const holidaysOf = (tenant: string) => findTenant(tenant)?.holidays ?? [];

export function createReturnRepository(app: FastifyInstance): ReturnRepository {
  /** The delivery day: the order's first 'delivered' tracking event; the last update when none was recorded. */
  async function deliveredAt(order: OrderRow): Promise<Date | null> {
    if (!(DELIVERED_STATUSES as readonly string[]).includes(order.status)) return null;
    const [row] = await app.database.sql.query<{ at: Date | string | null }>(
      `SELECT min(at) AS at FROM order_tracking_events WHERE order_id = $1 AND line_id IS NULL AND status = 'delivered'`,
      [order.id],
    );
    return row?.at ? new Date(row.at) : order.updatedAt;
  }

  /** Units of each line already named by requests of the order. */
  async function returnedByLine(run: { query: typeof app.database.sql.query }, orderId: string) {
    const rows = await run.query<{ line_id: string; n: string | number }>(
      `SELECT rl.line_id, sum(rl.quantity) AS n FROM order_return_lines rl
         JOIN order_returns r ON r.id = rl.return_id WHERE r.order_id = $1 GROUP BY rl.line_id`,
      [orderId],
    );
    return new Map(rows.map((r) => [r.line_id, Number(r.n)]));
  }

  const refusalOf = (line: { state: string; quantity: number }, returned: number) =>
    CANCELLED_STATES.includes(line.state as LineState)
      ? ('cancelled' as const)
      : line.state === 'return' || returned >= line.quantity
        ? ('alreadyReturned' as const)
        : null;

  const scheduleOf = (row: OrderReturnRow): RefundSchedule | null =>
    row.refundMethod && row.refundExpectedDate
      ? {
          method: row.refundMethod,
          expectedDate: row.refundExpectedDate,
          bankDataDeadline: row.bankDataDeadline,
          voucherValidUntil: row.voucherValidUntil,
        }
      : null;

  async function requests(order: OrderRow): Promise<ReturnRequest[]> {
    const rows = await app.db
      .select()
      .from(orderReturns)
      .where(eq(orderReturns.orderId, order.id))
      .orderBy(asc(orderReturns.createdAt), asc(orderReturns.requestNumber));
    if (!rows.length) return [];
    const lines = await app.db
      .select({
        returnId: orderReturnLines.returnId,
        quantity: orderReturnLines.quantity,
        lineNumber: orderLines.lineNumber,
        name: orderLines.name,
      })
      .from(orderReturnLines)
      .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.lineId))
      .where(
        inArray(
          orderReturnLines.returnId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(orderLines.lineNumber));
    return rows.reverse().map((r) => ({
      id: r.id,
      requestNumber: r.requestNumber,
      kind: r.kind,
      reason: r.reason as ReturnReason,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      method: r.method,
      store: r.storeCode ? { code: r.storeCode, name: r.storeName ?? r.storeCode } : null,
      lines: lines
        .filter((l) => l.returnId === r.id)
        .map((l) => ({ lineNumber: l.lineNumber, name: l.name, quantity: l.quantity })),
      refund: scheduleOf(r),
    }));
  }

  return {
    requests,

    async view(order) {
      const now = app.clock.now();
      const delivered = await deliveredAt(order);
      const windows = delivered ? returnWindows({ placedAt: order.placedAt, deliveredAt: delivered, now }) : null;
      const returned = await returnedByLine(app.database.sql, order.id);
      const lines = await app.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.lineNumber));
      const imagePath = findTenant(order.tenant)?.imagePath ?? `/images/${order.tenant}`;
      return {
        orderNumber: order.orderNumber,
        status: order.status,
        deliveredAt: delivered ? delivered.toISOString() : null,
        eligibility: !windows ? 'notDelivered' : windows.exchange.open || windows.return.open ? 'open' : 'windowClosed',
        windows,
        lines: lines.map((l) => {
          const n = returned.get(l.id) ?? 0;
          const refusal = refusalOf(l, n);
          return {
            id: l.id,
            lineNumber: l.lineNumber,
            sku: l.sku,
            name: l.name,
            image: productImage(imagePath, l.sku).src,
            quantity: l.quantity,
            returnedQuantity: n,
            returnable: refusal ? 0 : l.quantity - n,
            refusal,
          };
        }),
        reasons: [...RETURN_REASONS],
        refundPreview: refundSchedule(refundPolicy(order.paymentMethod).method, now, holidaysOf(order.tenant)),
        requests: await requests(order),
      };
    },

    async create({ auth, order, body, store }) {
      const now = app.clock.now();
      const delivered = await deliveredAt(order);
      if (!delivered) return { ok: false, error: 'notDelivered' };
      const windows = returnWindows({ placedAt: order.placedAt, deliveredAt: delivered, now });
      if (!windows[body.kind].open)
        return { ok: false, error: body.kind === 'exchange' ? 'exchangeWindowClosed' : 'returnWindowClosed' };
      const refund =
        body.kind === 'return'
          ? refundSchedule(refundPolicy(order.paymentMethod).method, now, holidaysOf(order.tenant))
          : null;
      try {
        const { id, replayed } = await app.database.transaction(async (tx) => {
          // the row lock that serialises every request of this order; what was returned is read after taking it
          const [locked] = await tx.query<{ status: string }>(`SELECT status FROM orders WHERE id = $1 FOR UPDATE`, [
            order.id,
          ]);
          if (body.requestKey) {
            const [made] = await tx.query<{ id: string }>(
              `SELECT id FROM order_returns WHERE order_id = $1 AND request_key = $2`,
              [order.id, body.requestKey],
            );
            if (made) return { id: made.id, replayed: true };
          }
          if (!locked || !(DELIVERED_STATUSES as readonly string[]).includes(locked.status))
            throw new Refused({ error: 'notDelivered' });
          const lines = await tx.query<{ id: string; state: string; quantity: number }>(
            `SELECT id, state, quantity FROM order_lines WHERE order_id = $1`,
            [order.id],
          );
          const byId = new Map(lines.map((l) => [l.id, l]));
          const returned = await returnedByLine(tx, order.id);
          const notReturnable: Record<string, 'alreadyReturned' | 'cancelled' | 'unknown'> = {};
          const exceeded: Record<string, 'quantityExceeded'> = {};
          body.lines.forEach((wanted, i) => {
            const line = byId.get(wanted.lineId);
            if (!line) return void (notReturnable[`lines.${i}.lineId`] = 'unknown');
            const n = returned.get(line.id) ?? 0;
            const refusal = refusalOf(line, n);
            if (refusal) notReturnable[`lines.${i}.lineId`] = refusal;
            else if (wanted.quantity > line.quantity - n) exceeded[`lines.${i}.quantity`] = 'quantityExceeded';
          });
          if (Object.keys(notReturnable).length)
            throw new Refused({ error: 'lineNotReturnable', fields: notReturnable });
          if (Object.keys(exceeded).length) throw new Refused({ error: 'quantityExceeded', fields: exceeded });
          const [created] = await tx.query<{ id: string }>(
            `INSERT INTO order_returns (tenant, request_number, order_id, requested_by, kind, reason, method, store_code,
               store_name, refund_method, refund_expected_date, bank_data_deadline, voucher_valid_until, created_at,
               request_key)
             VALUES ($1, 'DV' || nextval('order_return_number_seq'), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
               $14)
             RETURNING id`,
            [
              order.tenant,
              order.id,
              auth.userId,
              body.kind,
              body.reason,
              body.method,
              store?.code ?? null,
              store?.name ?? null,
              refund?.method ?? null,
              refund?.expectedDate ?? null,
              refund?.bankDataDeadline ?? null,
              refund?.voucherValidUntil ?? null,
              now.toISOString(),
              body.requestKey ?? null,
            ],
          );
          for (const wanted of body.lines) {
            await tx.query(`INSERT INTO order_return_lines (return_id, line_id, quantity) VALUES ($1, $2, $3)`, [
              created!.id,
              wanted.lineId,
              wanted.quantity,
            ]);
          }
          return { id: created!.id, replayed: false };
        });
        const request = (await requests(order)).find((r) => r.id === id)!;
        return { ok: true, request, replayed };
      } catch (error) {
        if (error instanceof Refused) return { ok: false, ...error.refusal };
        throw error;
      }
    },
  };
}

export default fp(
  async function returnsPlugin(app) {
    app.decorate('returns', createReturnRepository(app));
  },
  { name: 'returns', dependencies: ['orders'] },
);
