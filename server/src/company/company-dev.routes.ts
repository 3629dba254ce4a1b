// Development page of the company area (issue 14). Off in production (config.production): not registered, so it answers 404.
//   PUT /dev/carts/mine/lines  { lines: [{ sku, quantity }] }  sets the signed-in user's cart lines, standing in for the
//   storefront's add to cart (outside this product), so that testers and browser tests can try a purchase and the buyer limit.
import type { FastifyInstance } from 'fastify';
import { DevSetCartLines } from '../../../src/contracts/dev.contract';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';

export default async function companyDevRoutes(app: FastifyInstance) {
  if (app.config.production) return;

  // as the storefront's add to cart, it refuses a quoter (spec §6, issue 30: 403 QUOTE_ONLY_ROLE)
  const purchaser = { preHandler: app.requirePermission('purchase') };
  route(app, DevSetCartLines, purchaser, async ({ body: { lines } }, request) => {
    const auth = request.auth!;
    const known = new Set(
      (
        await app.catalogue.find(
          auth.tenant,
          lines.map((l) => l.sku),
        )
      ).map((p) => p.sku),
    );
    if (lines.some((l) => !known.has(l.sku)))
      throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { lines: 'unknownSku' } } });
    const cart = await app.carts.forUser(auth.tenant, auth.userId);
    await app.carts.removeAllLines(cart.id);
    return app.carts.addLines(auth.tenant, auth.userId, lines, 'order');
  });
}
