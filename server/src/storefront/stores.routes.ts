// spec §2 "zones and stores info" (issue 30 item 9): GET /s/geo/v1/stores (src/contracts/stores.contract.ts), public. The
// tenant's stores (table stores, server/src/storefront/stores.schema.ts) grouped by zone (their city), each with spec §9's opening
// hours (src/rules/store-hours.ts), and the delivery and customer-service hours the page shows beside them.
import type { FastifyInstance } from 'fastify';
import { GetStores } from '../../../src/contracts/stores.contract';
import { DELIVERY_HOURS, groupByZone, storeOpeningHours } from '../../../src/rules/store-hours';
import { route } from '../lib/endpoint-route';
import { requireTenant } from '../platform/tenant.plugin';

/** stores change with an operator's import, not by the minute: five minutes, as the commerce config */
const CACHEABLE = 'public, max-age=300';

export default async function storesRoutes(app: FastifyInstance) {
  route(app, GetStores, {}, async (_input, request, reply) => {
    const tenant = requireTenant(request);
    const rows = await app.stores.list(tenant.id);
    const hours = storeOpeningHours();
    reply.header('cache-control', CACHEABLE);
    return {
      zones: groupByZone(
        rows.map((row) => ({ ...row, hours })),
        tenant.locale,
      ),
      deliveryHours: DELIVERY_HOURS,
      serviceHours: hours,
    };
  });
}
