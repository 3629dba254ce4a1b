// spec §9 (issue 31 item 5; docs/orders.md "Returns and exchanges"): GET and POST /s/orders/v1/orders/{orderNumber}/returns
// (src/contracts/returns.contract.ts). The order is found in the caller's scope (app.orders.findOwned: another account's or
// tenant's order is 404 like the order detail); the windows, the quantities and the refund dates are the server's
// (src/rules/refund-dates.ts, orders/returns.repository.ts).
import type { FastifyInstance } from 'fastify';
import { CreateOrderReturn, GetOrderReturns } from '../../../src/contracts/returns.contract';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';

const notFound = () => new ApiError(404, 'NOT_FOUND');

export default async function returnsRoutes(app: FastifyInstance) {
  route(app, GetOrderReturns, { preHandler: app.authenticate }, async ({ params }, request) => {
    const order = params.orderNumber ? await app.orders.findOwned(request.auth!, params.orderNumber) : null;
    if (!order) throw notFound();
    return app.returns.view(order);
  });

  route(app, CreateOrderReturn, { preHandler: app.authenticate }, async ({ params, body }, request, reply) => {
    const auth = request.auth!;
    const order = params.orderNumber ? await app.orders.findOwned(auth, params.orderNumber) : null;
    if (!order) throw notFound();
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    body.lines.forEach((l, i) => {
      if (seen.has(l.lineId)) fields[`lines.${i}.lineId`] = 'duplicate';
      seen.add(l.lineId);
    });
    let store: { code: string; name: string } | null = null;
    if (body.method === 'dropOff') {
      if (!body.storeCode) fields.storeCode = 'required';
      else {
        store = await app.stores.find(order.tenant, body.storeCode);
        if (!store) fields.storeCode = 'unknown';
      }
    }
    if (Object.keys(fields).length) throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields } });

    const outcome = await app.returns.create({ auth, order, body, store });
    if (outcome.ok) {
      request.log.info(
        { orderNumber: order.orderNumber, requestNumber: outcome.request.requestNumber, kind: body.kind },
        'return requested',
      );
      reply.code(outcome.replayed ? 200 : 201);
      return outcome.request;
    }
    switch (outcome.error) {
      case 'quantityExceeded':
        throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: outcome.fields } });
      case 'lineNotReturnable':
        throw new ApiError(409, 'CONFLICT_ERROR', { details: { reason: outcome.error, fields: outcome.fields } });
      default:
        // spec §9: not delivered, or outside the exchange (30 days) or return (120 days) window
        throw new ApiError(409, 'CONFLICT_ERROR', { details: { reason: outcome.error } });
    }
  });
}
