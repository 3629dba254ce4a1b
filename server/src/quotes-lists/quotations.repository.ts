// In-store quotations (issue 15; spec §3 Quotation, §4, §9), migration 0600. A quotation is valid 3 days, then expired; an
// expired one is re-quoted once into a fresh one (unique index on requoted_from); a valid one converts to the cart once
// (UPDATE ... WHERE converted_at IS NULL RETURNING). Prices are frozen in quotation_lines when it is made.
// Every read takes the session's tenant and user: another account's quotation reads as not found (null).
import fp from 'fastify-plugin';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  AgentReportRow,
  QuotationDetail,
  QuotationOrder,
  QuotationStatus,
  QuotationSummary,
  Store,
} from '../../../src/contracts/quotes.contract';
import { agents } from '../auth/agents.schema';
import { orders } from '../orders/orders.schema';
import { quotationLines, quotations, type QuotationOrigin, type QuotationRow } from './quotations.schema';
import { stores, type StoreRow } from '../storefront/stores.schema';
import { users } from '../account/users.schema';
import { ApiError } from '../lib/api-error';
import { UUID } from '../../../src/rules/ids';
import { type Owner } from './lists.repository';

/** spec §9: quotations are valid 3 days. */
export const QUOTATION_VALID_DAYS = 3;
const DAY_MS = 86_400_000;

export interface NewQuotation {
  tenant: string;
  userId: string;
  storeId: string;
  lines: readonly { sku: string; quantity: number }[];
  origin: QuotationOrigin;
  /** the agent impersonating the customer, if any (spec §6 agent quotation report) */
  agentId: string | null;
  requotedFrom?: string;
  /** when it was made (default: now); the operator command and the seed back-date expired ones */
  createdAt?: Date;
}

export interface AgentReportFilter {
  tenant: string;
  /** inclusive days, YYYY-MM-DD (UTC) */
  from?: string | undefined;
  to?: string | undefined;
}

export interface QuotationRepository {
  stores(tenant: string): Promise<Store[]>;
  store(tenant: string, id: string): Promise<Store | null>;
  list(owner: Owner): Promise<QuotationSummary[]>;
  /** the owner's orders that came from quotations (myQuotesStoreOrders), newest first */
  orders(owner: Owner): Promise<QuotationOrder[]>;
  detail(owner: Owner, id: string): Promise<QuotationDetail | null>;
  row(owner: Owner, id: string): Promise<QuotationRow | null>;
  /** 404 PRODUCT_NOT_FOUND when a sku is not sold in the tenant, 400 VALIDATION_ERROR without lines */
  create(input: NewQuotation): Promise<QuotationDetail>;
  /** a fresh quotation of an expired one (once); 409 CONFLICT_ERROR while it is still valid */
  requote(owner: Owner, id: string, agentId: string | null): Promise<QuotationDetail | null>;
  /** marks the quotation converted; false when it was already (the caller then adds no lines) */
  markConverted(owner: Owner, id: string, cartId: string): Promise<boolean>;
  unmarkConverted(owner: Owner, id: string): Promise<void>;
  agentReport(
    filter: AgentReportFilter,
  ): Promise<{ agentId: string; agentName: string; agentEmail: string; quotations: AgentReportRow[] }[]>;
  statusOf(row: Pick<QuotationRow, 'convertedAt' | 'expiresAt'>): QuotationStatus;
}

declare module 'fastify' {
  interface FastifyInstance {
    quotations: QuotationRepository;
  }
}

const storeView = (s: StoreRow): Store => ({ id: s.id, code: s.code, name: s.name, address: s.address, city: s.city });
const round2 = (n: number) => Math.round(n * 100) / 100;

export function createQuotationRepository(app: FastifyInstance): QuotationRepository {
  const mine = (owner: Owner, id: string) =>
    and(eq(quotations.id, id), eq(quotations.userId, owner.userId), eq(quotations.tenant, owner.tenant));

  const statusOf: QuotationRepository['statusOf'] = (row) =>
    row.convertedAt ? 'converted' : app.clock.now().getTime() >= row.expiresAt.getTime() ? 'expired' : 'valid';

  async function summaries(where: ReturnType<typeof and>): Promise<QuotationSummary[]> {
    const rows = await app.db
      .select({
        q: quotations,
        store: stores,
        itemCount: sql<number>`(SELECT coalesce(sum(quantity), 0)::int FROM quotation_lines l WHERE l.quotation_id = ${quotations.id})`,
      })
      .from(quotations)
      .innerJoin(stores, eq(stores.id, quotations.storeId))
      .where(where)
      .orderBy(desc(quotations.createdAt), desc(quotations.number));
    if (!rows.length) return [];
    const ids = rows.map((r) => r.q.id);
    const fresh = await app.db
      .select({ id: quotations.id, from: quotations.requotedFrom })
      .from(quotations)
      .where(inArray(quotations.requotedFrom, ids));
    const requotedTo = new Map(fresh.map((f) => [f.from!, f.id]));
    return rows.map(({ q, store, itemCount }) => ({
      id: q.id,
      number: q.number,
      status: statusOf(q),
      createdAt: q.createdAt.toISOString(),
      expiresAt: q.expiresAt.toISOString(),
      store: storeView(store),
      total: Number(q.total),
      currency: q.currency,
      itemCount: Number(itemCount),
      requotedTo: requotedTo.get(q.id) ?? null,
    }));
  }

  const repo: QuotationRepository = {
    statusOf,
    async stores(tenant) {
      return (await app.db.select().from(stores).where(eq(stores.tenant, tenant)).orderBy(asc(stores.code))).map(
        storeView,
      );
    },
    async store(tenant, id) {
      if (!UUID.test(id)) return null;
      const [row] = await app.db
        .select()
        .from(stores)
        .where(and(eq(stores.id, id), eq(stores.tenant, tenant)))
        .limit(1);
      return row ? storeView(row) : null;
    },
    list(owner) {
      return summaries(and(eq(quotations.userId, owner.userId), eq(quotations.tenant, owner.tenant)));
    },
    async orders(owner) {
      const rows = await app.db
        .select({ o: orders, q: { id: quotations.id, number: quotations.number }, store: stores })
        .from(orders)
        .innerJoin(quotations, eq(quotations.id, orders.quotationId))
        .innerJoin(stores, eq(stores.id, quotations.storeId))
        .where(and(eq(orders.tenant, owner.tenant), eq(orders.userId, owner.userId)))
        .orderBy(desc(orders.placedAt), desc(orders.orderNumber));
      return rows.map(({ o, q, store }) => ({
        orderNumber: o.orderNumber,
        placedAt: o.placedAt.toISOString(),
        status: o.status,
        total: Number(o.total),
        currency: o.currency,
        store: storeView(store),
        quotationId: q.id,
        quotationNumber: q.number,
      }));
    },
    async row(owner, id) {
      if (!UUID.test(id)) return null;
      const [row] = await app.db.select().from(quotations).where(mine(owner, id)).limit(1);
      return row ?? null;
    },
    async detail(owner, id) {
      if (!UUID.test(id)) return null;
      const [summary] = await summaries(mine(owner, id));
      if (!summary) return null;
      const rows = await app.db
        .select()
        .from(quotationLines)
        .where(eq(quotationLines.quotationId, id))
        .orderBy(asc(quotationLines.sku));
      const products = await app.catalogue.bySku(
        owner.tenant,
        rows.map((r) => r.sku),
      );
      return {
        quotation: summary,
        validDays: QUOTATION_VALID_DAYS,
        lines: rows.map((r) => ({
          sku: r.sku,
          name: r.name,
          quantity: r.quantity,
          unitPrice: Number(r.unitPrice),
          image: products.get(r.sku)?.image ?? '',
          fallbackImage: products.get(r.sku)?.fallbackImage ?? '',
        })),
      };
    },
    async create(input) {
      if (!input.lines.length)
        throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { lines: 'required' } } });
      const store = await repo.store(input.tenant, input.storeId);
      if (!store) throw new ApiError(404, 'NOT_FOUND');
      const products = await app.catalogue.bySku(
        input.tenant,
        input.lines.map((l) => l.sku),
      );
      const lines = input.lines.map((l) => {
        const p = products.get(l.sku);
        if (!p) throw new ApiError(404, 'PRODUCT_NOT_FOUND', { details: { sku: l.sku } });
        return {
          sku: p.sku,
          name: p.name,
          quantity: Math.min(Math.max(Math.trunc(l.quantity), 1), 999),
          unitPrice: p.price,
          currency: p.currency,
        };
      });
      const createdAt = input.createdAt ?? app.clock.now();
      const total = round2(lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0));
      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(quotations)
          .values({
            tenant: input.tenant,
            userId: input.userId,
            number: sql`nextval('quotation_number_seq')::text`,
            storeId: store.id,
            currency: lines[0]!.currency,
            total,
            createdAt,
            expiresAt: new Date(createdAt.getTime() + QUOTATION_VALID_DAYS * DAY_MS),
            origin: input.origin,
            agentId: input.agentId,
            requotedFrom: input.requotedFrom ?? null,
          })
          .returning({ id: quotations.id });
        await tx.insert(quotationLines).values(
          lines.map((l) => ({
            quotationId: row!.id,
            sku: l.sku,
            name: l.name,
            quantity: l.quantity,
            unitPrice: l.unitPrice,
          })),
        );
        return row!.id;
      });
      return (await repo.detail({ tenant: input.tenant, userId: input.userId }, id))!;
    },
    async requote(owner, id, agentId) {
      const old = await repo.row(owner, id);
      if (!old) return null;
      const [existing] = await app.db
        .select({ id: quotations.id })
        .from(quotations)
        .where(eq(quotations.requotedFrom, id))
        .limit(1);
      if (existing) return repo.detail(owner, existing.id);
      if (statusOf(old) !== 'expired')
        throw new ApiError(409, 'CONFLICT_ERROR', { message: 'Only an expired quotation is re-quoted' });
      const lines = await app.db.select().from(quotationLines).where(eq(quotationLines.quotationId, id));
      try {
        return await repo.create({
          tenant: owner.tenant,
          userId: owner.userId,
          storeId: old.storeId,
          lines,
          origin: 'requote',
          agentId,
          requotedFrom: id,
        });
      } catch (error) {
        // a parallel re-quote won (quotations_requoted_from_key): answer its fresh quotation
        const [winner] = await app.db
          .select({ id: quotations.id })
          .from(quotations)
          .where(eq(quotations.requotedFrom, id))
          .limit(1);
        if (winner) return repo.detail(owner, winner.id);
        throw error;
      }
    },
    async markConverted(owner, id, cartId) {
      const rows = await app.db
        .update(quotations)
        .set({ convertedAt: app.clock.now(), cartId })
        .where(and(mine(owner, id), isNull(quotations.convertedAt)))
        .returning({ id: quotations.id });
      return rows.length === 1;
    },
    async unmarkConverted(owner, id) {
      await app.db.update(quotations).set({ convertedAt: null, cartId: null }).where(mine(owner, id));
    },
    async agentReport({ tenant, from, to }) {
      const conditions = [eq(quotations.tenant, tenant), isNotNull(quotations.agentId)];
      if (from) conditions.push(gte(quotations.createdAt, new Date(`${from}T00:00:00.000Z`)));
      if (to) conditions.push(lt(quotations.createdAt, new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS)));
      const rows = await app.db
        .select({ q: quotations, agent: agents, user: users, store: stores })
        .from(quotations)
        .innerJoin(agents, eq(agents.id, quotations.agentId))
        .innerJoin(users, eq(users.id, quotations.userId))
        .innerJoin(stores, eq(stores.id, quotations.storeId))
        .where(and(...conditions))
        .orderBy(asc(agents.name), desc(quotations.createdAt));
      const byAgent = new Map<
        string,
        { agentId: string; agentName: string; agentEmail: string; quotations: AgentReportRow[] }
      >();
      for (const { q, agent, user, store } of rows) {
        const entry = byAgent.get(agent.id) ?? {
          agentId: agent.id,
          agentName: agent.name,
          agentEmail: agent.email,
          quotations: [],
        };
        entry.quotations.push({
          quotationId: q.id,
          number: q.number,
          createdAt: q.createdAt.toISOString(),
          customerEmail: user.email,
          customerName: `${user.firstName} ${user.lastName}`,
          store: store.name,
          total: Number(q.total),
          currency: q.currency,
          origin: q.origin,
        });
        byAgent.set(agent.id, entry);
      }
      return [...byAgent.values()];
    },
  };
  return repo;
}

export default fp(
  async function quotationsPlugin(app) {
    app.decorate('quotations', createQuotationRepository(app));
  },
  { name: 'quotations', dependencies: ['catalogue'] },
);
