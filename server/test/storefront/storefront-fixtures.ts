// Fixtures for the storefront cart and checkout tests (issue 34): a product's eligibility and stock set by the test itself,
// and a guest browser's cookie jar.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';

/** Warranty and installation eligibility of a product, and its installation price in a tenant (null: none). */
export async function setEligibility(
  app: FastifyInstance,
  tenant: string,
  sku: string,
  eligible: { warranty: boolean; installationPrice: number | null; homeDelivery?: boolean },
): Promise<void> {
  await app.db.execute(
    sql`UPDATE products SET warranty_eligible = ${eligible.warranty},
          installation_eligible = ${eligible.installationPrice !== null}, home_delivery = ${eligible.homeDelivery ?? true}
        WHERE sku = ${sku}`,
  );
  await app.db.execute(
    sql`UPDATE product_prices SET installation_price = ${eligible.installationPrice} WHERE sku = ${sku} AND tenant = ${tenant}`,
  );
}

/** The tenant's stores, in a fixed order. */
export async function storesOf(app: FastifyInstance, tenant: string): Promise<{ id: string; name: string }[]> {
  const res = await app.db.execute(sql`SELECT id, name FROM stores WHERE tenant = ${tenant} ORDER BY name, id`);
  return (res as unknown as { rows: { id: string; name: string }[] }).rows;
}

/** Sets a product's stock per store (the tenant's stores in order; missing entries: no row). */
export async function setStock(app: FastifyInstance, tenant: string, sku: string, perStore: number[]): Promise<void> {
  const stores = await storesOf(app, tenant);
  if (stores.length < perStore.length) throw new Error(`${tenant} has ${stores.length} stores`);
  await app.db.execute(sql`DELETE FROM product_stock WHERE tenant = ${tenant} AND sku = ${sku}`);
  for (const [i, quantity] of perStore.entries())
    await app.db.execute(
      sql`INSERT INTO product_stock (tenant, sku, store_id, quantity) VALUES (${tenant}, ${sku}, ${stores[i]!.id}, ${quantity})`,
    );
}

export async function stockOf(app: FastifyInstance, tenant: string, sku: string): Promise<number> {
  const res = await app.db.execute(
    sql`SELECT COALESCE(SUM(quantity), 0) AS n FROM product_stock WHERE tenant = ${tenant} AND sku = ${sku}`,
  );
  return Number((res as unknown as { rows: { n: string | number }[] }).rows[0]!.n);
}

/** A browser's cookies: what the answers set (and clear), sent back on the next calls with the CSRF header. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  constructor(readonly tenant = 'cl') {}
  take(res: LightMyRequestResponse): LightMyRequestResponse {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('cuenta_csrf');
    return {
      'x-tenant': this.tenant,
      ...(cookie ? { cookie } : {}),
      ...(csrf ? { 'x-csrf-token': csrf } : {}),
      ...extra,
    };
  }
}
