// spec §2 "zones and stores info" (issue 30 item 9): GET /s/geo/v1/stores (src/contracts/stores.contract.ts), public. The
// tenant's stores (table stores, server/src/db/schema/stores.ts) grouped by zone (their city), each with spec §9's opening
// hours (src/rules/store-hours.ts), and the delivery and customer-service hours the page shows beside them.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { GetStores } from '../../../../src/contracts/stores.contract';
import { DELIVERY_HOURS, groupByZone, storeOpeningHours } from '../../../../src/rules/store-hours';
import { route } from '../../lib/endpoint-route';
import { requireTenant } from '../../plugins/app/tenant';
import { stores } from '../../db/schema/stores';

/** stores change with an operator's import, not by the minute: five minutes, as the commerce config */
const CACHEABLE = 'public, max-age=300';

export default async function storesRoutes(app: FastifyInstance) {
  route(app, GetStores, {}, async (_input, request, reply) => {
    const tenant = requireTenant(request);
    const rows = await app.db
      .select({ code: stores.code, name: stores.name, address: stores.address, city: stores.city })
      .from(stores)
      .where(eq(stores.tenant, tenant.id))
      .orderBy(asc(stores.code));
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
