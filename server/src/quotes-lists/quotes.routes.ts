// spec §3 Quotation, §4, §6, §7, §9 (contracts: src/contracts/quotes.contract.ts): stores, quotations and their detail,
// re-quote, the PDF (download service), quote to cart (checkout), the barcode image servlet and the agent quotation report.
// Another account's quotation id, or a malformed one, answers 404 NOT_FOUND.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BarcodeImage,
  DownloadQuotation,
  GetAgentReport,
  GetQuotation,
  GetQuotationOrders,
  GetQuotations,
  GetStores,
  PurchaseQuotation,
  RequoteQuotation,
} from '../../../src/contracts/quotes.contract';
import { findTenant } from '../../../src/tenants/tenants';
import { ApiError, sessionExpired } from '../lib/api-error';
import { barcodeImage } from '../lib/barcode';
import { route } from '../lib/endpoint-route';
import { quotationPdf } from '../lib/quotation-pdf';
import type { Owner } from './lists.repository';
import { assertCanPurchase } from '../platform/policy.plugin';

const notFound = () => new ApiError(404, 'NOT_FOUND');
const NOTHING_ADDED = { lines: 0, units: 0 };
const owner = (request: FastifyRequest): Owner => ({ tenant: request.auth!.tenant, userId: request.auth!.userId });

export default async function quotesRoutes(app: FastifyInstance) {
  const auth = { preHandler: app.authenticate };
  const purchaser = { preHandler: app.requirePermission('purchase') };

  /** spec §6: the agent report is for agents only: a live session carrying an active agent of the request's tenant. */
  async function requireAgent(request: FastifyRequest, reply: FastifyReply) {
    await app.loadSession(request, reply);
    const session = request.session;
    if (!session) throw sessionExpired();
    if (request.tenantRaw !== null && request.tenant?.id !== session.tenant) throw new ApiError(403, 'FORBIDDEN');
    const agent = session.agentId ? await app.agents.findById(session.agentId) : null;
    if (!agent || agent.state !== 'active' || agent.tenant !== session.tenant) throw new ApiError(403, 'FORBIDDEN');
  }

  route(app, GetStores, auth, async (_input, request) => ({
    stores: await app.quotations.stores(request.auth!.tenant),
  }));

  route(app, GetQuotations, auth, async (_input, request) => ({
    quotations: await app.quotations.list(owner(request)),
  }));

  // spec §2 myQuotesStoreOrders: only the session's own orders (tenant and user)
  route(app, GetQuotationOrders, auth, async (_input, request) => ({
    orders: await app.quotations.orders(owner(request)),
  }));

  route(app, GetQuotation, auth, async ({ params }, request) => {
    const detail = await app.quotations.detail(owner(request), params.id!);
    if (!detail) throw notFound();
    return detail;
  });

  route(app, RequoteQuotation, auth, async ({ params }, request, reply) => {
    const detail = await app.quotations.requote(owner(request), params.id!, request.auth!.agentId);
    if (!detail) throw notFound();
    reply.code(201);
    return detail;
  });

  route(app, DownloadQuotation, auth, async ({ params }, request, reply) => {
    const detail = await app.quotations.detail(owner(request), params.id!);
    if (!detail) throw notFound();
    const q = detail.quotation;
    const pdf = await quotationPdf({
      locale: findTenant(request.auth!.tenant)?.locale ?? 'es',
      number: q.number,
      store: q.store,
      createdAt: new Date(q.createdAt),
      expiresAt: new Date(q.expiresAt),
      expired: q.status === 'expired',
      currency: q.currency,
      total: q.total,
      lines: detail.lines,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="cotizacion-${q.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  // spec §6: a quoter is refused before anything is read (403 QUOTE_ONLY_ROLE, the one purchase policy of platform/policy.plugin.ts)
  route(app, PurchaseQuotation, purchaser, async ({ body }, request) => {
    const me = owner(request);
    const row = await app.quotations.row(me, body.quotationId);
    if (!row) throw notFound();
    const status = app.quotations.statusOf(row);
    const nothingAdded = async () => ({ ...(await app.carts.forUser(me.tenant, me.userId)), added: NOTHING_ADDED });
    if (status === 'converted') return nothingAdded(); // converting twice adds the lines once
    if (status === 'expired')
      throw new ApiError(409, 'QUOTATION_EXPIRED', { message: 'La cotización que buscas ya expiró' });
    const user = await app.users.findById(me.userId);
    const limit = Number(user?.maxPurchaseAmount ?? Number.NaN);
    // issue 30: a buyer converts up to what remains of its maximum after the period's purchases (purchase-allowance.ts)
    const remaining =
      request.auth!.role === 'buyer' && Number.isFinite(limit)
        ? (await app.purchases.allowance(me.tenant, me.userId, limit, app.clock.now())).remaining
        : limit;
    assertCanPurchase(
      {
        role: request.auth!.role,
        agentId: request.auth!.agentId,
        maximumPurchaseAmount: Number.isFinite(remaining) ? remaining : null,
      },
      Number(row.total),
    );
    const detail = (await app.quotations.detail(me, row.id))!;
    const cart = await app.carts.forUser(me.tenant, me.userId);
    if (!(await app.quotations.markConverted(me, row.id, cart.id))) return nothingAdded();
    try {
      return await app.carts.addLines(
        me.tenant,
        me.userId,
        detail.lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
        'quotation',
      );
    } catch (error) {
      await app.quotations.unmarkConverted(me, row.id);
      throw error;
    }
  });

  route(app, BarcodeImage, {}, async ({ query }, _request, reply) => {
    const image = await barcodeImage(query.msg, query['image-format'] ?? 'png');
    return reply.type(image.contentType).header('cache-control', 'public, max-age=86400').send(image.body);
  });

  route(app, GetAgentReport, { preHandler: requireAgent }, async ({ query }, request) => {
    const from = query.from ?? null;
    const to = query.to ?? null;
    if (from && to && from > to)
      throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { to: 'before-from' } } });
    const agents = await app.quotations.agentReport({
      tenant: request.session!.tenant,
      from: from ?? undefined,
      to: to ?? undefined,
    });
    return { from, to, agents: agents.map((a) => ({ ...a, total: a.quotations.length })) };
  });
}
