// The tenant's stores (table stores, stores.schema.ts): the zones-and-stores page (stores.routes.ts) and the drop-off store
// of a return (orders/returns.routes.ts) read them here. The catalogue joins stores with stock itself (catalogue.repository.ts).
import { and, asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { stores } from './stores.schema';

export interface StoreSummary {
  code: string;
  name: string;
  address: string;
  city: string;
}

export interface StoreRepository {
  /** every store of the tenant, by code */
  list(tenant: string): Promise<StoreSummary[]>;
  /** one store of the tenant by its code; null when the tenant has none with it */
  find(tenant: string, code: string): Promise<{ code: string; name: string } | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stores: StoreRepository;
  }
}

export default fp(
  async function storesPlugin(app) {
    const repository: StoreRepository = {
      list: (tenant) =>
        app.db
          .select({ code: stores.code, name: stores.name, address: stores.address, city: stores.city })
          .from(stores)
          .where(eq(stores.tenant, tenant))
          .orderBy(asc(stores.code)),
      async find(tenant, code) {
        const [found] = await app.db
          .select({ code: stores.code, name: stores.name })
          .from(stores)
          .where(and(eq(stores.tenant, tenant), eq(stores.code, code)))
          .limit(1);
        return found ?? null;
      },
    };
    app.decorate('stores', repository);
  },
  { name: 'stores' },
);
