// spec §7 my-account service, orders (issue 11; contracts: src/contracts/orders.contract.ts; docs/orders.md): the order list,
// detail, tracking, repurchase, add to cart, the invoice PDF, the tickets-and-invoices list, and the guest lookup.
// Every order path answers an order outside the caller's scope (another account, company or tenant) as 404 NOT_FOUND.
import type { FastifyInstance } from 'fastify';
import {
  AddOrderToCart,
  DownloadInvoice,
  GetOrder,
  GetOrderTracking,
  GetRepurchase,
  ListOrders,
  ListTicketsAndInvoices,
  SeekOrder,
  type OrderDetail,
} from '../../../src/contracts/orders.contract';
import { lineCancellability, type LineState } from '../../../src/rules/order-status';
import { productImage } from '../../../src/rules/product-image';
import { getTenant } from '../../../src/tenants/tenants';
import { orderLineView } from './order-line-view';
import type { OrderRow } from './orders.schema';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import { invoicePdf } from '../lib/invoice-pdf';
import { strictRateLimit } from '../lib/rate-limit';
import type { RequestAuth } from '../auth/auth.plugin';

/** docs/orders.md: the guest lookup admits 10 look-ups per 10 minutes per client address. */
export const SEEK_ORDER_LIMIT = { max: 10, windowMs: 10 * 60_000 };

const notFound = () => new ApiError(404, 'NOT_FOUND');

export default async function orderRoutes(app: FastifyInstance) {
  const owned = async (auth: RequestAuth, orderNumber: string | undefined): Promise<OrderRow> => {
    const order = orderNumber ? await app.orders.findOwned(auth, orderNumber) : null;
    if (!order) throw notFound();
    return order;
  };

  route(app, ListOrders, { preHandler: app.authenticate }, async ({ query }, request) =>
    app.orders.list(request.auth!, query),
  );

  route(app, ListTicketsAndInvoices, { preHandler: app.authenticate }, async (_input, request) => {
    const { tickets, invoices } = await app.orders.ticketsAndInvoices(request.auth!);
    return {
      tickets: tickets.map(({ ticket, orderNumber, itemCount }) => ({
        id: ticket.id,
        ticketNumber: ticket.ticketNumber,
        orderNumber,
        status: ticket.status,
        createdAt: ticket.createdAt.toISOString(),
        itemCount,
      })),
      invoices: invoices.map(({ invoice, order }) => ({
        id: invoice.id,
        kind: invoice.kind,
        documentNumber: invoice.documentNumber,
        orderNumber: order.orderNumber,
        issuedAt: invoice.issuedAt.toISOString(),
        total: Number(order.total),
        currency: order.currency,
      })),
    };
  });

  route(app, GetRepurchase, { preHandler: app.authenticate }, async ({ query }, request) => {
    const order = await owned(request.auth!, query.orderNumber);
    const lines = await app.orders.lines(order.id);
    const products = await app.catalogue.bySku(
      order.tenant,
      lines.map((l) => l.sku),
    );
    return {
      orderNumber: order.orderNumber,
      lines: lines.map((l) => {
        const p = products.get(l.sku);
        return {
          sku: l.sku,
          name: p?.name ?? l.name,
          quantity: l.quantity,
          unitPrice: p?.price ?? Number(l.unitPrice),
          currency: p?.currency ?? order.currency,
          image: p?.image ?? productImage(getTenant(order.tenant).imagePath, l.sku).src,
          available: Boolean(p),
        };
      }),
    };
  });

  // spec §6, issue 30: a quoter fills no cart (403 QUOTE_ONLY_ROLE, before the order is read)
  route(app, AddOrderToCart, { preHandler: app.requirePermission('purchase') }, async ({ body }, request) => {
    const auth = request.auth!;
    const order = await owned(auth, body.orderNumber);
    const lines = await app.orders.lines(order.id);
    const available = new Set(
      (
        await app.catalogue.find(
          order.tenant,
          lines.map((l) => l.sku),
        )
      ).map((p) => p.sku),
    );
    const ordered = new Map<string, number>();
    for (const l of lines) ordered.set(l.sku, (ordered.get(l.sku) ?? 0) + l.quantity);
    const chosen = body.lines ?? [...ordered].map(([sku, quantity]) => ({ sku, quantity }));
    if (chosen.some((l) => !ordered.has(l.sku)))
      throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { lines: 'notInOrder' } } });
    const toAdd = chosen.filter((l) => available.has(l.sku));
    if (!toAdd.length) throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { lines: 'unavailable' } } });
    return app.carts.addLines(auth.tenant, auth.userId, toAdd, 'order');
  });

  route(app, GetOrder, { preHandler: app.authenticate }, async ({ params }, request) => {
    const order = await owned(request.auth!, params.orderNumber);
    const [lines, invoice, createdBy] = await Promise.all([
      app.orders.lines(order.id),
      app.orders.invoiceOf(order.id),
      app.orders.creator(order.userId),
    ]);
    const imagePath = getTenant(order.tenant).imagePath;
    const detailLines: OrderDetail['lines'] = lines.map((l) => ({
      ...orderLineView(l, imagePath),
      leftWarehouse: l.leftWarehouse,
      cancellable: lineCancellability({ state: l.state as LineState, leftWarehouse: l.leftWarehouse }).ok,
      ticket: l.ticketId && l.ticketNumber ? { id: l.ticketId, ticketNumber: l.ticketNumber } : null,
    }));
    return {
      orderNumber: order.orderNumber,
      status: order.status,
      statusGroup: order.statusGroup,
      placedAt: order.placedAt.toISOString(),
      createdBy,
      paymentMethod: order.paymentMethod,
      deliveryMethod: order.deliveryMethod,
      deliveryPlace: order.deliveryPlace,
      currency: order.currency,
      subtotal: Number(order.subtotal),
      deliveryCost: Number(order.deliveryCost),
      total: Number(order.total),
      estimatedDelivery: order.estimatedDelivery,
      lines: detailLines,
      invoice: invoice ? { id: invoice.id, kind: invoice.kind, documentNumber: invoice.documentNumber } : null,
      canCancel: detailLines.some((l) => l.cancellable),
    };
  });

  route(app, GetOrderTracking, { preHandler: app.authenticate }, async ({ params }, request) => {
    const order = await owned(request.auth!, params.orderNumber);
    const events = await app.orders.tracking(order.id);
    return {
      orderNumber: order.orderNumber,
      status: order.status,
      estimatedDelivery: order.estimatedDelivery,
      events: events.map((e) => ({
        status: e.status,
        at: e.at.toISOString(),
        lineNumber: e.lineNumber,
        lineName: e.lineName,
      })),
    };
  });

  route(app, DownloadInvoice, { preHandler: app.authenticate }, async ({ params }, request, reply) => {
    const found = params.id ? await app.orders.invoice(request.auth!, params.id) : null;
    if (!found) throw notFound();
    const { invoice, order } = found;
    const [lines, customer] = await Promise.all([app.orders.lines(order.id), app.orders.creator(order.userId)]);
    const pdf = await invoicePdf({
      tenant: getTenant(order.tenant),
      kind: invoice.kind,
      documentNumber: invoice.documentNumber,
      orderNumber: order.orderNumber,
      issuedAt: invoice.issuedAt,
      customerName: customer.name,
      paymentMethod: order.paymentMethod,
      lines: lines.map((l) => ({ name: l.name, sku: l.sku, quantity: l.quantity, unitPrice: Number(l.unitPrice) })),
      subtotal: Number(order.subtotal),
      deliveryCost: Number(order.deliveryCost),
      total: Number(order.total),
    });
    const file = `${invoice.kind === 'invoice' ? 'factura' : 'boleta'}-${order.orderNumber}.pdf`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  // spec §6: a guest looks an order up by number and learns its status and estimated delivery, nothing personal. Strictly
  // rate-limited per client address (docs/orders.md); an unknown number and another tenant's number both answer 404.
  route(
    app,
    SeekOrder,
    { preHandler: app.requireTenant, config: strictRateLimit(SEEK_ORDER_LIMIT) },
    async ({ body }, request) => {
      const order = await app.orders.seek(request.tenant!.id, body.orderNumber);
      if (!order) throw notFound();
      return { orderNumber: order.orderNumber, status: order.status, estimatedDelivery: order.estimatedDelivery };
    },
  );
}
