// Development page of the company area (issue 14). Off in production (config.production): not registered, so it answers 404.
//   PUT /dev/carts/mine/lines  { lines: [{ sku, quantity }] }  sets the signed-in user's cart lines, standing in for the
//   storefront's add to cart (outside this product), so that testers and browser tests can try a purchase and the buyer limit.
import type { FastifyInstance } from 'fastify';
import { array, integer, object, size, string } from 'superstruct';
import { ApiError } from '../../lib/api-error';
import { parseBody } from '../../lib/validate';

const SetLines = object({ lines: size(array(object({ sku: string(), quantity: size(integer(), 1, 999) })), 0, 50) });

export default async function companyDevRoutes(app: FastifyInstance) {
  if (app.config.production) return;

  app.put('/dev/carts/mine/lines', { preHandler: app.authenticate }, async (request) => {
    const auth = request.auth!;
    const { lines } = parseBody(request, SetLines);
    const known = new Set((await app.catalogue.find(auth.tenant, lines.map((l) => l.sku))).map((p) => p.sku));
    if (lines.some((l) => !known.has(l.sku))) throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { lines: 'unknownSku' } } });
    const cart = await app.carts.forUser(auth.tenant, auth.userId);
    await app.database.sql.query('DELETE FROM cart_lines WHERE cart_id = $1', [cart.id]);
    return app.carts.addLines(auth.tenant, auth.userId, lines, 'order');
  });
}
